package capture

import (
	"regexp"
	"strings"
)

// Redacted replaces a value or a span of text that looks like a secret.
const Redacted = "[redacted]"

var (
	// distinctSecrets are shapes that are secrets wherever they appear:
	// JWTs and other base64 JSON (eyJ…), bearer credentials and sk- keys.
	distinctSecrets = []*regexp.Regexp{
		regexp.MustCompile(`eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){0,2}`),
		regexp.MustCompile(`(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{8,}`),
		regexp.MustCompile(`\bsk-[A-Za-z0-9_-]{16,}`),
	}
	// keyValueSecret is a key naming a credential followed by = or : and a
	// value: access_token=…, "session":"…", __Secure-next-auth.session-token=….
	keyValueSecret = regexp.MustCompile(`(?i)[A-Za-z0-9_.-]*(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|token|session|sessid|cookie|secret|passw(?:or)?d|api[_-]?key|authorization|csrf|xsrf|jwt|credential|cf_clearance|__cf_bm|puid)[A-Za-z0-9_.-]*["']?\s*([:=])\s*["']?([A-Za-z0-9._~+/%=-]+)`)
)

// RedactSecrets replaces every span of s that looks like a secret with
// Redacted and reports whether it replaced anything. Distinct shapes (eyJ…
// JWTs, "Bearer …", sk-… keys) always match; a key=value pair matches when
// the key names a credential (token, session, cookie, secret, password,
// api key, authorization, csrf, …) and the value is at least 4 characters
// after "=", or at least 8 with a digit after ":" (so "Session: expired"
// stays).
func RedactSecrets(s string) (string, bool) {
	out, hit := redactDistinct(s)
	if !strings.ContainsAny(out, "=:") {
		return out, hit
	}
	var b strings.Builder
	last := 0
	for _, m := range keyValueSecret.FindAllStringSubmatchIndex(out, -1) {
		sep, val := out[m[2]:m[3]], out[m[4]:m[5]]
		if !secretValue(sep, val) {
			continue
		}
		b.WriteString(out[last:m[0]])
		b.WriteString(Redacted)
		last = m[1]
	}
	if last == 0 {
		return out, hit
	}
	b.WriteString(out[last:])
	return b.String(), true
}

// redactDistinct replaces the distinct secret shapes only. Class and style
// values get this check alone: utility classes such as
// "text-token-text-error" would otherwise read as key=value pairs.
func redactDistinct(s string) (string, bool) {
	hit := false
	for _, re := range distinctSecrets {
		if re.MatchString(s) {
			s = re.ReplaceAllLiteralString(s, Redacted)
			hit = true
		}
	}
	return s, hit
}

func secretValue(sep, val string) bool {
	if sep == "=" {
		return len(val) >= 4
	}
	return len(val) >= 8 && strings.ContainsAny(val, "0123456789")
}
