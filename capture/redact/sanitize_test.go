package redact

import (
	"strings"
	"testing"
)

func TestSanitize(t *testing.T) {
	tests := []struct {
		name    string
		reason  string
		in      string
		want    []string // substrings of the output
		notWant []string
	}{
		{"script", "script bodies never reach the output, JSON state included",
			`<p>a</p><script>window.__token="abc123"</script><script type="application/json" id="__NEXT_DATA__">{"accessToken":"zzz"}</script><p>b</p>`,
			[]string{"<p>a</p><p>b</p>"}, []string{"script", "abc123", "zzz"}},
		{"svg-script", "a script in SVG is a script too",
			`<svg><script>alert(1)</script><path d="M0"></path></svg>`, []string{"<path"}, []string{"alert"}},
		{"noscript", "raw text elements go",
			`<noscript><img src=x></noscript><xmp>raw</xmp><p>kept</p>`, []string{"<p>kept</p>"}, []string{"noscript", "raw"}},
		{"handlers", "inline event handlers go",
			`<button onclick="steal()" OnMouseOver="x()" data-testid="stop-button">Stop</button>`,
			[]string{`<button data-testid="stop-button">Stop</button>`}, []string{"steal", "x()"}},
		{"javascript-url", "javascript: URLs are script bodies, even obfuscated",
			"<a href=\"java\tscript:alert(1)\">x</a><a href=\" JAVASCRIPT:y()\">y</a><a href=\"/c/1\">z</a>",
			[]string{`<a>x</a><a>y</a><a href="/c/1">z</a>`}, []string{"alert", "y()"}},
		{"script-in-attribute", "markup with a script in an attribute value",
			`<div data-html="&lt;script&gt;evil()&lt;/script&gt;">x</div>`, []string{`data-html="[redacted]"`}, []string{"evil"}},
		{"iframe", "iframes lose srcdoc and content",
			`<iframe srcdoc="<p>hi</p>" src="/frame">fallback</iframe>`, []string{`<iframe src="/frame"></iframe>`}, []string{"srcdoc", "fallback"}},
		{"inputs", "every input value goes, hidden or not",
			`<input type="hidden" name="csrf" value="s3cr3t-value"><input type="text" value="typed by user"><input type="checkbox" checked>`,
			[]string{`<input type="hidden" name="csrf"/>`, `<input type="checkbox" checked=""/>`}, []string{"s3cr3t-value", "typed by user"}},
		{"textareas", "only the composer's textarea keeps its content",
			`<textarea name="note">private note</textarea><textarea name="prompt-textarea">draft prompt</textarea>`,
			[]string{`<textarea name="note"></textarea>`, `<textarea name="prompt-textarea">draft prompt</textarea>`}, []string{"private note"}},
		{"contenteditable-composer", "the composer editor's content is page content and stays",
			`<div contenteditable="true" id="prompt-textarea"><p>hello there</p></div>`, []string{"<p>hello there</p>"}, nil},
		{"secret-attribute", "a cookie-like attribute value is replaced whole",
			`<div data-cookie="__Secure-next-auth.session-token=abc123xyz; _puid=user-1">x</div>`,
			[]string{`data-cookie="[redacted]"`}, []string{"abc123xyz", "user-1"}},
		{"secret-url", "a token in a link",
			`<a href="/auth/callback?access_token=abcdef123">x</a>`, []string{`href="/auth/callback?access_token=[redacted]"`}, []string{"abcdef123"}},
		{"secret-text", "a token in visible text: only the span goes",
			`<p>Use Bearer abcdefgh12345678 to call</p>`, []string{"<p>Use [redacted] to call</p>"}, []string{"abcdefgh"}},
		{"split-token", "a token split by a removed script is checked once joined",
			`<p>eyJhbGci<script>x</script>OiJIUzI1NiJ9</p>`, []string{"<p>[redacted]</p>"}, []string{"eyJ", "OiJIUzI1NiJ9"}},
		{"class-kept", "utility classes are not key=value secrets",
			`<div class="text-token-text-error hidden [--token:1px]">x</div>`, []string{`class="text-token-text-error hidden [--token:1px]"`}, nil},
		{"class-jwt", "a JWT in a class is replaced, other classes stay",
			`<div class="markdown eyJhbGciOiJIUzI1NiJ9">x</div>`, []string{`class="markdown [redacted]"`}, []string{"eyJ"}},
		{"metas", "page metas go but charset, viewport and chatproof provenance",
			`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="csrf-token" content="qwertyuiop"><meta name="chatproof:capture" content="v1"><meta property="og:title" content="Chat"></head>`,
			[]string{`<meta charset="utf-8"/>`, `<meta name="viewport"`, `<meta name="chatproof:capture" content="v1"/>`}, []string{"qwertyuiop", "og:title"}},
		{"comments", "comments go",
			`<p>a<!-- build 1234 token=abcdef --></p>`, []string{"<p>a</p>"}, []string{"build 1234"}},
		{"nonce", "CSP nonces go",
			`<style nonce="r4nd0m">.a{}</style>`, []string{"<style>.a{}</style>"}, []string{"r4nd0m"}},
		{"annotations-kept", "a capture sanitized again keeps its annotations",
			`<div data-chatproof-visible="false" data-testid="stop-button">x</div>`, []string{`data-chatproof-visible="false"`}, nil},
		{"invalid-utf8", "invalid UTF-8 becomes U+FFFD",
			"<p title=\"a\xffb\">c\xfed</p>", []string{"<p title=\"a\uFFFDb\">c\uFFFDd</p>"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := SanitizeHTML([]byte(tc.in), Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := string(out)
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("output lacks %q (%s)\n%s", w, tc.reason, got)
				}
			}
			for _, w := range tc.notWant {
				if strings.Contains(got, w) {
					t.Errorf("output holds %q (%s)\n%s", w, tc.reason, got)
				}
			}
		})
	}
}

func TestSanitizeStats(t *testing.T) {
	_, st, err := SanitizeHTML([]byte(`<script>x</script><!--c--><a onclick="f()" href="javascript:g()">a</a><input value="v"><textarea>t</textarea><p data-x="token=abcdef">eyJhbGciOiJIUzI1NiJ9</p>`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := Stats{Elements: 2, Handlers: 2, FormValues: 2, Secrets: 2}
	if st != want {
		t.Errorf("stats = %+v, want %+v: one count per removed or replaced thing", st, want)
	}
}

func TestSanitizeHTMLTooLarge(t *testing.T) {
	if _, _, err := SanitizeHTML(make([]byte, MaxFileBytes+1), Options{}); err == nil {
		t.Error("input over MaxFileBytes accepted")
	}
}
