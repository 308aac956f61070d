package redact

import (
	"net/url"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzSecrets: any text gives text; nothing is reported when nothing
// changed, and the redacted text holds no secret a second pass would find.
func FuzzSecrets(f *testing.F) {
	for _, s := range []string{
		"curl -H 'Authorization: Bearer sk-proj-0123456789abcdefXYZ' /api?access_token=abc123",
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc",
		"Session: expired",
		`{"session":"a1b2c3d4e5f6","token":"x"}`,
		"text-token-text-error",
		"Use sk_live_4eC39HqLyjWDarjtT1zdp7dc, then glpat-a1b2c3d4e5f6g7h8i9j0.",
		"https://acct.blob.core.windows.net/c?sv=2024&sig=abc%2B&se=2026",
		"mailto:a@b.example?subject=x&body=token%20abc&cc=c@d.example",
		"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\n-----END PRIVATE KEY-----",
		"api_key = 'a8F3kq9Zp2Lm7Xv4'",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, hit := Secrets(s)
		if hit == (out == s) {
			t.Fatalf("Secrets(%q) = %q, %v", s, out, hit)
		}
		if again, hit := Secrets(out); hit {
			t.Fatalf("a secret is left in %q (from %q): %q", out, s, again)
		}
	})
}

// FuzzCleanURL: any string gives a URL without query, fragment, user
// information or a secret. ("@0" is a relative path, not a user.)
func FuzzCleanURL(f *testing.F) {
	for _, s := range []string{"https://chatgpt.com/c/6812-ab?model=gpt-5#end", "https://user:pw@chatgpt.com/", "data:text/html,x", "about:blank", "::", "https://h/p%3Ftoken=abcd1234", "@0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		got := CleanURL(raw)
		if strings.ContainsAny(got, "?#") {
			t.Fatalf("CleanURL(%q) = %q keeps a query or fragment", raw, got)
		}
		if u, err := url.Parse(got); err == nil && u.User != nil {
			t.Fatalf("CleanURL(%q) = %q keeps user information", raw, got)
		}
		if _, hit := Secrets(got); hit {
			t.Fatalf("CleanURL(%q) = %q keeps a secret", raw, got)
		}
	})
}

// FuzzFiller: the filler keeps the length in runes and no letter or digit.
func FuzzFiller(f *testing.F) {
	f.Add("Paris, 2 nights: €240")
	f.Add("\xff\xfe é ́ 漢字")
	f.Fuzz(func(t *testing.T, s string) {
		got := Filler(s)
		if utf8.RuneCountInString(got) != utf8.RuneCountInString(s) {
			t.Fatalf("Filler(%q) = %q changes the length", s, got)
		}
		for _, r := range got {
			if r != 'x' && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)) {
				t.Fatalf("Filler(%q) = %q keeps %q", s, got, r)
			}
		}
	})
}

// FuzzURL: any string gives a string a second pass leaves as it is:
// no credential parameter value, user information or secret shape is left.
func FuzzURL(f *testing.F) {
	for _, s := range []string{
		"https://bucket.s3.amazonaws.com/k.png?X-Amz-Signature=abc&X-Amz-Date=1",
		"https://app.example.com/cb#access_token=x&state=y",
		"https://user:pw@host/p?sig=1;se=2",
		"url('https://a:b@c/d?token=e') 2x, /x?code=1",
		"?=&=#=;",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := URL(s)
		if again := URL(out); again != out {
			t.Fatalf("URL(%q) = %q, and again %q", s, out, again)
		}
	})
}

// FuzzRedactMailtoBodies: any string gives a string that a second pass
// leaves as it is, and a string without mailto: stays as it was.
func FuzzRedactMailtoBodies(f *testing.F) {
	for _, s := range []string{"mailto:a@b?body=x", "MAILTO:a@b?subject=s&BODY=x&cc=y", "see mailto:a@b?body= and mailto:", "mailto:?&body=&body=z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := redactMailtoBodies(s)
		if again := redactMailtoBodies(out); again != out {
			t.Fatalf("a second pass changed %q to %q (from %q)", out, again, s)
		}
		if !strings.Contains(strings.ToLower(s), "mailto:") && out != s {
			t.Fatalf("%q without mailto: became %q", s, out)
		}
	})
}
