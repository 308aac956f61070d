package capture_test

import (
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/internal/testflag"
)

// splitSecret is one secret shape a code block may hold: its whole text
// and the parts of it that must never come out (a key's body, a token's
// payload).
type splitSecret struct {
	name   string
	text   string
	secret []string
}

// base64Lines returns n lines of 64 base64 characters from a seeded
// source: the body of a made-up key.
func base64Lines(seed uint64, n int) []string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var out []string
	for range n {
		var b strings.Builder
		for range 64 {
			b.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
		out = append(out, b.String())
	}
	return out
}

// splitSecrets are made-up secrets of each multi-part shape: PEM private
// keys of several kinds (header, base64 lines, footer), an OpenSSH and a
// PGP private key block, a JWT (header, payload, signature) and a
// key=value line a highlighter writes as separate tokens.
func splitSecrets() []splitSecret {
	var out []splitSecret
	for k, kind := range []string{"PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"} {
		lines := base64Lines(uint64(k+1), 4)
		text := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
		out = append(out, splitSecret{"pem " + kind, text, lines})
	}
	pgp := base64Lines(11, 3)
	out = append(out, splitSecret{"pgp", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + strings.Join(pgp, "\n") + "\n-----END PGP PRIVATE KEY BLOCK-----", pgp})
	jwtBody := base64Lines(21, 1)[0]
	jwtBody = strings.NewReplacer("+", "-", "/", "_").Replace(jwtBody)
	jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ" + jwtBody[:30] + "." + jwtBody[30:]
	out = append(out, splitSecret{"jwt", jwt, []string{jwtBody[:30], jwtBody[30:], "eyJzdWIiOiJ"}})
	key := strings.NewReplacer("+", "x", "/", "y").Replace(base64Lines(31, 1)[0][:40])
	out = append(out, splitSecret{"key=value", `api_key = "` + key + `"`, []string{key[:20], key[20:]}})
	return out
}

// leaked returns a piece of a secret part, 10 bytes or longer, that text
// still holds, or "".
func leaked(text string, parts []string) string {
	for _, p := range parts {
		for i := 0; i+10 <= len(p); i++ {
			if strings.Contains(text, p[i:i+10]) {
				return p[i : i+10]
			}
		}
	}
	return ""
}

// textOf returns the text of a sanitized page: its markup without tags,
// unescaped.
func textOf(page []byte) string {
	var b strings.Builder
	in := false
	for _, c := range string(page) {
		switch {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in:
			b.WriteRune(c)
		}
	}
	return html.UnescapeString(b.String())
}

// splits writes text as a highlighter would, cut into spans: at one
// byte boundary (at), at every boundary (one span per character), at
// every line (a span per line, and a div per line) and at the token
// boundaries a highlighter uses (words and punctuation), with hidden
// pieces interleaved.
func splits(text string) map[string]string {
	span := func(s string) string { return "<span class=\"hljs\">" + html.EscapeString(s) + "</span>" }
	out := map[string]string{}
	var every strings.Builder
	for _, r := range text {
		every.WriteString(span(string(r)))
	}
	out["every boundary"] = every.String()
	var lines, divs, hidden strings.Builder
	for i, l := range strings.Split(text, "\n") {
		if i > 0 {
			lines.WriteString("\n")
		}
		lines.WriteString(span(l))
		divs.WriteString("<div class=\"line\">" + span(l) + "</div>")
		hidden.WriteString(span(l) + `<span hidden>zz</span><span data-chatproof-visible="false">q q</span>` + "\n")
	}
	out["lines"], out["divs"], out["hidden pieces"] = lines.String(), divs.String(), hidden.String()
	var tokens strings.Builder
	start := 0
	for i, r := range text {
		if strings.ContainsRune(" \n=\".-_/+", r) {
			tokens.WriteString(span(text[start:i]) + span(string(r)))
			start = i + 1
		}
	}
	tokens.WriteString(span(text[start:]))
	out["tokens"] = tokens.String()
	return out
}

// Secrets that a code highlighter splits into spans (PEM, OpenSSH and PGP
// private keys, a JWT, a key=value line) are redacted as the reader sees
// them: for every shape, cut at every byte boundary into two spans, at
// every character, at every line (spans, divs), at every token, and with
// hidden pieces interleaved, in a pre block and in a paragraph, no piece
// of the secret survives redact.SanitizeHTML (the path of chatproof capture,
// default and --full, and of --from-file).
func TestSecretsSplitAcrossElements(t *testing.T) {
	variants := 0
	for _, sec := range splitSecrets() {
		cases := splits(sec.text)
		for at := 1; at < len(sec.text); at++ {
			if !testflag.Sample(at, 3) {
				continue
			}
			if strings.IndexByte("\x80\xbf", sec.text[at]&0xc0) >= 0 && sec.text[at]&0xc0 == 0x80 {
				continue // inside a code point
			}
			cases[fmt.Sprintf("at %d", at)] = "<span>" + html.EscapeString(sec.text[:at]) + "</span><span>" + html.EscapeString(sec.text[at:]) + "</span>"
		}
		for how, body := range cases {
			for _, wrap := range []string{"<pre><code class=\"language-text\">%s</code></pre>", "<p>%s</p>"} {
				if wrap[1] == 'p' && strings.Contains(sec.text, "\n") && !strings.HasPrefix(how, "at ") {
					continue // a paragraph holds no line structure
				}
				variants++
				page := []byte("<!DOCTYPE html><html><body><div class=\"markdown\">" + fmt.Sprintf(wrap, body) + "</div></body></html>")
				out, st, err := redact.SanitizeHTML(page, redact.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if l := leaked(textOf(out), sec.secret); l != "" {
					t.Errorf("%s, %s, in %.4s: %q survives:\n%s", sec.name, how, wrap, l, out)
				} else if st.Secrets == 0 {
					t.Errorf("%s, %s: nothing counted as redacted", sec.name, how)
				}
			}
		}
	}
	t.Logf("%d variants", variants)
}

// The text around a split secret stays: only the pieces that hold part of
// it are redacted, and a block without a secret is left as it is, however
// its spans cut it.
func TestSecretsSplitLeaveTheRest(t *testing.T) {
	page := []byte(`<pre><code><span>const</span> <span>x</span> = <span>"eyJhbGciOiJIUzI1</span><span>NiIsInR5cCI6IkpXVCJ9.e30.abc"</span>; <span>// keep me</span></code></pre><p><span>plain</span> <span>words</span> <span>stay</span></p>`)
	out, _, err := redact.SanitizeHTML(page, redact.Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(out)
	for _, want := range []string{"const", "// keep me", "plain words stay", "[redacted]"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q gone from %q", want, text)
		}
	}
	if strings.Contains(text, "NiIsInR5") {
		t.Errorf("the token's second piece survives: %q", text)
	}
}

// A live page whose latest reply holds every split secret of
// TestSecretsSplitAcrossElements (each shape cut at every character, line,
// div and token, with hidden pieces between, and at a sample of byte
// boundaries), captured in a real browser whole (chatproof capture --full)
// and scoped (its default), leaks no piece of any.
func TestSecretsSplitCaptured(t *testing.T) {
	var blocks strings.Builder
	type planted struct {
		name   string
		secret []string
	}
	var all []planted
	for _, sec := range splitSecrets() {
		cases := splits(sec.text)
		for at := 1; at < len(sec.text); at += 7 {
			cases[fmt.Sprintf("at %d", at)] = "<span>" + html.EscapeString(sec.text[:at]) + "</span><span>" + html.EscapeString(sec.text[at:]) + "</span>"
		}
		for how, body := range cases {
			blocks.WriteString("<pre><code class=\"language-text\">" + body + "</code></pre>\n")
			all = append(all, planted{sec.name + ", " + how, sec.secret})
		}
	}
	page := `<!DOCTYPE html><html><body><main>
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">Show me keys</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose">` + blocks.String() + `</div></div></article>
</main></body></html>`
	b := attach(t)
	srv := pageServer(t, map[string][]byte{"split-secrets": []byte(page)})
	tab := openPage(t, b, srv.URL+"/corpus/split-secrets/p")
	for _, scoped := range []bool{false, true} {
		snap, err := tab.Capture(t.Context(), capture.CaptureOptions{Scoped: scoped})
		if err != nil {
			t.Fatal(err)
		}
		text := textOf(snap.HTML)
		if !strings.Contains(text, "Show me keys") {
			t.Fatalf("scoped %t: the page was not read: %.300s", scoped, text)
		}
		for _, p := range all {
			if l := leaked(text, p.secret); l != "" {
				t.Errorf("scoped %t: %s: %q survives", scoped, p.name, l)
				break
			}
		}
	}
	t.Logf("%d split secrets on the page, captured whole and scoped", len(all))
}
