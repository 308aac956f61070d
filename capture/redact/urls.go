package redact

import (
	"github.com/chatproof/chatproof/internal/urlpart"
	"net/url"
	"strings"
)

// URL replaces the credentials a URL can carry with Redacted and
// keeps the rest, so a link still reads as a link: the user information
// (https://user:password@host), and the value of every query or fragment
// parameter whose name carries a credential or a signature (see
// SecretParam), as signed URLs and OAuth redirects do, and the body of a
// mailto: URL. What is left goes
// through Secrets for secret shapes in paths and other values. It
// works on any string containing URLs, such as a srcset or a style value.
func URL(s string) string {
	s = redactUserInfo(s)
	s = redactParams(redactMailtoBodies(s))
	r, _ := Secrets(s)
	return r
}

// redactMailtoBodies replaces the body of every mailto: URL in s (its
// body parameter's value): a message written into a link can carry
// anything, a credential pasted into it included, and URL-encoded so that
// no secret shape sees it.
func redactMailtoBodies(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i+len("mailto:") <= len(s); i++ {
		if !hasFoldPrefix(s[i:], "mailto:") {
			continue
		}
		end := i + strings.IndexFunc(s[i:], func(r rune) bool { return strings.ContainsRune(" \t\n\r\f\"'<>)", r) })
		if end < i {
			end = len(s)
		}
		for j := i; j < end; j++ {
			if (s[j] == '?' || s[j] == '&') && hasFoldPrefix(s[j+1:end], "body=") {
				v := j + 1 + len("body=")
				e := v + strings.IndexByte(s[v:end], '&')
				if e < v {
					e = end
				}
				if e > v {
					b.WriteString(s[last:v])
					b.WriteString(Redacted)
					last = e
				}
				j = e - 1
			}
		}
		i = end - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// redactUserInfo replaces the user information of every scheme://…@host
// in s.
func redactUserInfo(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "://")
		if i < 0 {
			break
		}
		b.WriteString(s[:i+3])
		s = s[i+3:]
		end := strings.IndexAny(s, "/?#\"' \t\n\r\f)") // the authority ends here
		if end < 0 {
			end = len(s)
		}
		if at := strings.LastIndexByte(s[:end], '@'); at >= 0 {
			b.WriteString(Redacted)
			s = s[at:]
		}
	}
	b.WriteString(s)
	return b.String()
}

// redactParams replaces the values of credential parameters: every
// name=value after a '?', '#', '&' or ';' whose name SecretParam accepts.
func redactParams(s string) string {
	if !strings.ContainsAny(s, "?#&;") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		b.WriteByte(c)
		i++
		if c != '?' && c != '#' && c != '&' && c != ';' {
			continue
		}
		eq := strings.IndexByte(s[i:], '=')
		if eq < 0 {
			continue
		}
		name := s[i : i+eq]
		if strings.ContainsAny(name, "?#&;/ \t\n\r\f\"'") || !SecretParam(name) {
			continue
		}
		end := i + eq + 1
		for end < len(s) && !strings.ContainsRune("&#; \t\n\r\f\"')", rune(s[end])) {
			end++
		}
		b.WriteString(name)
		b.WriteString("=" + Redacted)
		i = end
	}
	return b.String()
}

// secretParamWords are parts of parameter names that carry credentials or
// signatures: OAuth codes and tokens, signed storage URLs (AWS
// X-Amz-Signature and X-Amz-Credential, Azure sig and se, CloudFront
// Signature, Policy and Key-Pair-Id), session ids and API keys.
var secretParamWords = []string{
	"token", "secret", "signature", "session", "sessid", "password", "passwd",
	"credential", "auth", "apikey", "api_key", "api-key", "jwt", "csrf", "xsrf",
	"key-pair-id", "x-amz-", "x-goog-",
}

// secretParamNames are short names that carry credentials only as a whole.
var secretParamNames = map[string]bool{
	"code": true, "sig": true, "se": true, "st": true, "sp": true, "sv": true, "skoid": true, "sktid": true,
	"skt": true, "ske": true, "sks": true, "skv": true, "state": true, "key": true, "policy": true,
	"expires": true, "sid": true, "pwd": true, "pass": true, "hmac": true, "nonce": true, "otp": true,
	"ticket": true, "assertion": true, "samlresponse": true,
}

// SecretParam reports whether a URL parameter named name carries a
// credential, a signature or a value that only works with one.
func SecretParam(name string) bool {
	n, err := url.QueryUnescape(name)
	if err != nil {
		n = name
	}
	n = strings.ToLower(strings.TrimSpace(n))
	if secretParamNames[n] {
		return true
	}
	for _, w := range secretParamWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// CleanURL keeps the scheme, host and path of a URL and drops user
// information, query and fragment, where session ids and tokens travel. A
// URL that does not parse, or an opaque one (data:, javascript:), is reduced
// to its scheme.
func CleanURL(raw string) string {
	s, _ := Secrets(urlpart.SchemeHostPath(raw))
	return s
}
