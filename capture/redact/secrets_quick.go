package redact

import "strings"

// distinctNeedles are literals, in ASCII lower case, of which every match
// of a distinctSecrets shape holds at least one; GitHub's gh?_ tokens are
// looked for apart, since "gh" alone is in every "height".
var distinctNeedles = []string{"eyj", "bearer", "basic", "sk-", "github_pat_", "akia", "asia", "xox", "sess-", "://"}

// mayHoldDistinct reports whether s could hold a distinct secret shape or
// an AWS secret key candidate. It is false only when none can match: an
// ASCII string holding no needle and no run of 40 base64 characters, as
// nearly every class string, test id and style is. Non-ASCII strings, whose
// case folding the literals do not cover, always may.
func mayHoldDistinct(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return true
		}
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '/' || c == '+' {
			if run++; run >= 40 {
				return true
			}
		} else {
			run = 0
		}
	}
	lower := strings.ToLower(s)
	for _, n := range distinctNeedles {
		if strings.Contains(lower, n) {
			return true
		}
	}
	for rest := s; ; {
		i := strings.Index(rest, "gh")
		if i < 0 {
			return false
		}
		if i+3 < len(rest) && strings.IndexByte("pousr", rest[i+2]) >= 0 && rest[i+3] == '_' {
			return true
		}
		rest = rest[i+2:]
	}
}
