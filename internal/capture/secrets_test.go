package capture

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
		{"", "", "empty"},
	}
	for _, tc := range tests {
		got, hit := RedactSecrets(tc.in)
		if got != tc.want || hit != (tc.in != tc.want) {
			t.Errorf("RedactSecrets(%q) = %q, %v; want %q (%s)", tc.in, got, hit, tc.want, tc.reason)
		}
	}
}
