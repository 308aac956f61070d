package urlpart

import "testing"

func TestSchemeHostPath(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://user:pw@chatgpt.com/c/1?token=x#frag", "https://chatgpt.com/c/1"},
		{"about:blank", "about:blank"},
		{"mailto:someone@example.com?body=secret", "mailto:"},
		{"http://[::1]:9222/json", "http://[::1]:9222/json"},
		{"%zz", ""},
		{"", ""},
	} {
		if got := SchemeHostPath(c.in); got != c.want {
			t.Errorf("SchemeHostPath(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
