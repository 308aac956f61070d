package redact

import "testing"

func TestRedactSecrets(t *testing.T) {
	tests := []struct {
		in, want, reason string
	}{
		{"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here", "token [redacted] here", "a JWT, all three parts"},
		{"eyJhbGciOiJIUzI1NiJ9", "[redacted]", "base64 JSON without dots"},
		{"Authorization: Bearer abc.DEF-123_xyz", "Authorization: [redacted]", "an Authorization header: the bearer credential goes"},
		{"bearer 0123456789abcdef", "[redacted]", "bearer is case-insensitive"},
		{"key sk-proj-AbCdEf0123456789XYZ end", "key [redacted] end", "an sk- API key"},
		{"access_token=abcd1234&x=1", "[redacted]&x=1", "a query parameter"},
		{`"access_token":"abcdef12345"`, `"[redacted]"`, "a JSON pair"},
		{"__Secure-next-auth.session-token=eyJhbGciOiJkaXIifQ..abc; oai-did=1", "__Secure-next-auth.session-token=[redacted]; oai-did=1", "a cookie string: the JWT shape goes first"},
		{"sessionid=abcd", "[redacted]", "four characters after = are enough"},
		{"csrf_token: 4f3c2a1b9e8d", "[redacted]", "after : the value needs 8 characters and a digit"},
		{"Session: expired", "Session: expired", "UI wording, not a credential: no digit"},
		{"Tokens: 12,345", "Tokens: 12,345", "a short number after :"},
		{"text-token-text-error", "text-token-text-error", "a utility class is not key=value"},
		{"task-list sk-short", "task-list sk-short", "sk- needs 16 more characters; task- is no key"},
		{"You've reached the maximum length for this conversation", "You've reached the maximum length for this conversation", "plain UI text"},
		{"ghp_abcdefghijklmnopqrstuvwxyz0123", "[redacted]", "a GitHub token"},
		{"id AKIAIOSFODNN7EXAMPLE here", "id [redacted] here", "an AWS access key id"},
		{"k=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "k=[redacted]", "an AWS secret key: 40 mixed base64 characters"},
		{"commit 0123456789abcdef0123456789abcdef01234567", "commit 0123456789abcdef0123456789abcdef01234567", "a git hash has no upper case: not an AWS key"},
		{"xoxb-1234567890-abcdefghij", "[redacted]", "a Slack bot token"},
		{"Authorization: Basic dXNlcjpwYXNz", "[redacted]", "a basic credential"},
		{"a basic understanding of probes", "a basic understanding of probes", "the word basic in prose"},
		{"see https://bob:s3cret@host.example/x", "see [redacted]host.example/x", "a URL with a password"},
		{"mail bob@example.com", "mail bob@example.com", "an address is not a credential"},
		{"", "", "empty"},
	}
	for _, tc := range tests {
		got, hit := Secrets(tc.in)
		if got != tc.want || hit != (tc.in != tc.want) {
			t.Errorf("Secrets(%q) = %q, %v; want %q (%s)", tc.in, got, hit, tc.want, tc.reason)
		}
	}
}
