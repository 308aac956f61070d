package redact

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// textSecrets are credential shapes that leak through page text and
// attribute values: each planted value must be gone from the output.
var textSecrets = []struct{ text, secret string }{
	{"ghp_" + strings.Repeat("A1b2", 9), "A1b2A1b2"},
	{"gho_" + strings.Repeat("Zz09", 9), "Zz09Zz09"},
	{"github_pat_11ABCDEFG0" + strings.Repeat("x_Y9", 12), "x_Y9x_Y9"},
	{"AKIAIOSFODNN7EXAMPLE", "IOSFODNN7EXAMPLE"},
	{"ASIAY34FZKBOKMUTVV7A", "Y34FZKBOKMUTVV7A"},
	{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"},
	{"xoxb-123456789012-1234567890123-AbCdEfGhIjKl", "AbCdEfGhIjKl"},
	{"xoxp-98765432-abcdefghij", "abcdefghij"},
	{"sess-AbCdEfGhIjKlMnOpQrStUv", "AbCdEfGhIjKlMnOp"},
	{"Authorization: Basic dXNlcjpwYXNzd29yZA==", "dXNlcjpwYXNzd29yZA"},
	{"https://admin:hunter2pass@db.example.com/x", "hunter2pass"},
	{"sk-proj-" + strings.Repeat("q7", 12), "q7q7q7q7"},
	{"Bearer abcdefgh12345678", "abcdefgh12345678"},
}

// TestSanitizeSecretShapes plants every text secret shape in every place a
// page carries text: a text node alone and in a sentence, a generic and a
// title attribute, a link and a style URL. None may survive.
func TestSanitizeSecretShapes(t *testing.T) {
	places := []struct{ name, tmpl string }{
		{"text", `<p>%s</p>`},
		{"sentence", `<p>Here it is: %s, keep it safe.</p>`},
		{"attribute", `<div data-note="%s">x</div>`},
		{"title", `<span title="see %s">x</span>`},
		{"href", `<a href="https://example.com/docs/%s">x</a>`},
		{"style", `<div style="background:url('https://cdn.example.com/%s.png')">x</div>`},
	}
	for _, sec := range textSecrets {
		for _, pl := range places {
			in := fmt.Sprintf(pl.tmpl, sec.text)
			out, _, err := SanitizeHTML([]byte(in), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(out), sec.secret) {
				t.Errorf("%s in %s survived: %s", sec.text, pl.name, out)
			}
		}
	}
}

// TestSanitizeSignedURLs: credential parameters of signed URLs and OAuth
// redirects lose their values in every URL attribute, in the query and the
// fragment, and the rest of the URL stays.
func TestSanitizeSignedURLs(t *testing.T) {
	params := []string{"sig", "se", "X-Amz-Signature", "X-Amz-Credential", "X-Amz-Security-Token", "code", "state",
		"access_token", "id_token", "token", "Signature", "Key-Pair-Id", "Policy", "api_key", "session_id", "client_secret"}
	attrs := []string{"href", "src", "srcset", "action", "poster", "data-src-will-not-matter"}
	for _, p := range params {
		for _, sep := range []string{"?", "#", "?v=1&", "#state=x&"} {
			for _, a := range attrs {
				secret := "PLANTED" + strings.ReplaceAll(p, "-", "") + "9x"
				url := "https://files.example.com/a/b.png" + sep + p + "=" + secret
				in := fmt.Sprintf(`<img %s="%s"><style>.bg{background:url(%s)}</style>`, a, url, url)
				out, _, err := SanitizeHTML([]byte(in), Options{})
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(string(out), secret) {
					t.Errorf("%s in %s survived: %s", p, a, out)
				}
				if urlAttr(a) && !strings.Contains(string(out), "https://files.example.com/a/b.png") {
					t.Errorf("%s: the URL lost its shape: %s", a, out)
				}
			}
		}
	}
}

// TestSanitizeSecretAttributes: attributes named for credentials lose their
// values whatever the value looks like; value attributes go on every
// element but the composer; look-alike names stay.
func TestSanitizeSecretAttributes(t *testing.T) {
	for _, name := range []string{"data-token", "data-csrf", "data-session", "data-access-token", "data-csrftoken",
		"data-auth", "data-api-key", "data-api-key-ignored", "data-apikey", "data-private-key", "data-client-secret",
		"data-session-id", "data-xsrf", "data-jwt", "data-cookie", "data-secret", "data-password", "data-user-pass",
		"data-pwd", "data-webhook-secret", "x-access-key", "data-authkey", "data-refresh_token",
		"data-turn-key", "data-key", "accesskey", "data-hotkey", "data-keyboard", "data-monkey"} {
		in := fmt.Sprintf(`<div %s="plainvalue">x</div>`, name)
		out, _, _ := SanitizeHTML([]byte(in), Options{})
		// The last names are not credentials: a turn's identity, a list
		// key, the keyboard shortcut attribute and words holding "key".
		kept := slices.Contains([]string{"data-turn-key", "data-key", "accesskey", "data-hotkey", "data-keyboard", "data-monkey"}, name)
		if strings.Contains(string(out), "plainvalue") != kept {
			t.Errorf("%s: %s", name, out)
		}
	}
	for _, el := range []string{`<button value="PLANTEDV">b</button>`, `<select><option value="PLANTEDV">o</option></select>`,
		`<object><param name="p" value="PLANTEDV"></object>`, `<input value="PLANTEDV">`, `<li value="PLANTEDV">x</li>`} {
		out, _, _ := SanitizeHTML([]byte(el), Options{})
		if strings.Contains(string(out), "PLANTEDV") {
			t.Errorf("a value attribute survived: %s", out)
		}
	}
	for _, keep := range []string{`data-message-author-role="assistant"`, `data-testid="stop-button"`, `aria-keyshortcuts="Control+Shift+O"`,
		`data-message-id="a4997012-2287-4506-8c44-32506e473c57"`, `data-state="closed"`} {
		out, _, _ := SanitizeHTML([]byte(`<div `+keep+`>x</div>`), Options{})
		if !strings.Contains(string(out), keep) {
			t.Errorf("%s lost: %s", keep, out)
		}
	}
}
