package redact

import "testing"

func TestCleanURL(t *testing.T) {
	tests := []struct{ in, want, reason string }{
		{"https://chatgpt.com/c/68ab-12?model=gpt-5&token=x#top", "https://chatgpt.com/c/68ab-12", "query and fragment go"},
		{"https://user:pass@example.com:8443/a/b", "https://example.com:8443/a/b", "user information goes, the port stays"},
		{"http://127.0.0.1:9222/", "http://127.0.0.1:9222/", "already clean"},
		{"about:blank", "about:blank", "about: pages keep their name"},
		{"data:text/html,<p>secret</p>", "data:", "an opaque URL keeps only its scheme"},
		{"javascript:alert(1)", "javascript:", "never a script body"},
		{"https://example.com/reset/eyJhbGciOiJIUzI1NiJ9.e30.sig", "https://example.com/reset/[redacted]", "a token in the path"},
		{"://bad", "", "a URL that does not parse"},
	}
	for _, tc := range tests {
		if got := CleanURL(tc.in); got != tc.want {
			t.Errorf("CleanURL(%q) = %q, want %q (%s)", tc.in, got, tc.want, tc.reason)
		}
	}
}
