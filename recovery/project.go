package recovery

import "strings"

// projectIDLen is the length of a Project id: "g-p-" and 32 hex digits.
const projectIDLen = 4 + 32

// ProjectIDOf returns the stable Project id in s: the "g-p-" prefix and 32
// lower-case hex digits that begin a ChatGPT Project's gizmo_id
// ("g-p-67f0aa11bb22cc33dd44ee55ff66aa77") and its URL slug
// ("g-p-67f0aa11bb22cc33dd44ee55ff66aa77-orders-migration"). Anything else
// — a custom GPT's gizmo id, an empty or malformed value — is not a
// Project and gives "".
func ProjectIDOf(s string) string {
	if len(s) < projectIDLen || !strings.HasPrefix(s, "g-p-") {
		return ""
	}
	for i := 4; i < projectIDLen; i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return ""
		}
	}
	if len(s) > projectIDLen && s[projectIDLen] != '-' {
		return ""
	}
	return s[:projectIDLen]
}
