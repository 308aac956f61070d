package redact

import (
	"regexp"
	"strings"
)

// Redacted replaces a value or a span of text that looks like a secret.
const Redacted = "[redacted]"

var (
	// distinctSecrets are shapes that are secrets wherever they appear:
	// JWTs and other base64 JSON (eyJ…), bearer and basic credentials, sk-
	// keys, GitHub tokens (ghp_…, gho_…, github_pat_…), AWS access key ids
	// (AKIA…, ASIA…), Slack tokens (xoxb-…), session keys (sess-…), and
	// the user information of a URL that carries a password.
	distinctSecrets = []*regexp.Regexp{
		regexp.MustCompile(`eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){0,2}`),
		regexp.MustCompile(`(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{8,}`),
		regexp.MustCompile(`(?i)\bauthorization["']?\s*[:=]\s*["']?basic\s+[A-Za-z0-9+/]+=*`),
		regexp.MustCompile(`\bsk-[A-Za-z0-9_-]{16,}`),
		regexp.MustCompile(`\bgh[pousr]_[A-Za-z0-9]{20,}`),
		regexp.MustCompile(`\bgithub_pat_[A-Za-z0-9_]{20,}`),
		regexp.MustCompile(`\b(?:AKIA|ASIA)[A-Z0-9]{16}\b`),
		regexp.MustCompile(`\bxox[abposr]-[A-Za-z0-9-]{10,}`),
		regexp.MustCompile(`\bsess-[A-Za-z0-9]{16,}`),
		regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://[^\s/?#@:'"]*:[^\s/?#@'"]*@`),
	}
	// awsSecretCandidate is a run of exactly 40 base64 characters, the shape
	// of an AWS secret access key; awsSecretKey decides.
	awsSecretCandidate = regexp.MustCompile(`[A-Za-z0-9/+]{40,}`)
	// keyValueSecret is a key naming a credential followed by = or : and a
	// value: access_token=…, "session":"…", __Secure-next-auth.session-token=….
	keyValueSecret = regexp.MustCompile(`(?i)[A-Za-z0-9_.-]*(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|token|session|sessid|cookie|secret|passw(?:or)?d|api[_-]?key|authorization|csrf|xsrf|jwt|credential|cf_clearance|__cf_bm|puid)[A-Za-z0-9_.-]*["']?\s*([:=])\s*["']?([A-Za-z0-9._~+/%=-]+)`)
)

// Secrets replaces every span of s that looks like a secret with
// Redacted and reports whether it replaced anything. Distinct shapes (the
// shapes of gitleaks' default rules, see secrets_rules.go, and the
// package's own: eyJ… JWTs, "Bearer …", "Authorization: Basic …", sk-…
// keys, GitHub, AWS, Slack and sess- keys, user:password@ in URLs) always
// match; so do gitleaks' generic key=value rules, the credential
// parameters of URLs (see SecretParam: Azure sig=, X-Amz-Signature=,
// token=, …) and the body of a mailto: URL; a key=value pair matches when
// the key names a credential (token, session, cookie, secret, password,
// api key, authorization, csrf, …) and the value is at least 4 characters
// after "=", or at least 8 with a digit after ":" (so "Session: expired"
// stays).
func Secrets(s string) (string, bool) {
	out, hit := redactShapes(s)
	if r := redactParams(redactMailtoBodies(out)); r != out {
		out, hit = r, true
	}
	return out, hit
}

// redactShapes replaces the secret shapes and key=value pairs of
// Secrets.
func redactShapes(s string) (string, bool) {
	out, hit := redactDistinct(s)
	if !strings.ContainsAny(out, "=:>,|") {
		return out, hit
	}
	if r, found := loadedShapes().redact(out, true); found {
		out, hit = r, true
	}
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
	s, own := redactOwnDistinct(s)
	s, shaped := loadedShapes().redact(s, false)
	return s, own || shaped
}

// redactOwnDistinct replaces the package's own distinct secret shapes.
func redactOwnDistinct(s string) (string, bool) {
	if !mayHoldDistinct(s) {
		return s, false
	}
	hit := false
	for _, re := range distinctSecrets {
		if re.MatchString(s) {
			s = re.ReplaceAllLiteralString(s, Redacted)
			hit = true
		}
	}
	if awsSecretCandidate.MatchString(s) {
		s = awsSecretCandidate.ReplaceAllStringFunc(s, func(run string) string {
			r, found := redactAWSSecret(run)
			hit = hit || found
			return r
		})
	}
	return s, hit
}

// redactAWSSecret replaces the AWS secret keys in a run of base64
// characters: the run itself, or a 40-character piece of it that starts at
// its start or after a '/' and ends at its end or before one, as in a URL
// path.
func redactAWSSecret(run string) (string, bool) {
	return redactRanges(run, 0, len(run), awsSpans(run, 0))
}

// awsSecretKey reports a run of base64 characters shaped like an AWS secret
// access key: exactly 40 characters mixing upper case, lower case and
// digits. Longer runs (data: URLs, hashes of other lengths) are left.
func awsSecretKey(m string) bool {
	if len(m) != 40 {
		return false
	}
	var upper, lower, digit bool
	for i := 0; i < len(m); i++ {
		c := m[i]
		upper = upper || c >= 'A' && c <= 'Z'
		lower = lower || c >= 'a' && c <= 'z'
		digit = digit || c >= '0' && c <= '9'
	}
	return upper && lower && digit
}

func secretValue(sep, val string) bool {
	if sep == "=" {
		return len(val) >= 4
	}
	return len(val) >= 8 && strings.ContainsAny(val, "0123456789")
}
