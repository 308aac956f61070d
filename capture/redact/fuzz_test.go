package redact

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// FuzzSanitizeHTML checks that any input gives output or an error, and that
// output read back holds no script, handler, input value, javascript: URL,
// comment or secret-looking span, whatever the input.
func FuzzSanitizeHTML(f *testing.F) {
	f.Add([]byte(redactPage), true)
	f.Add([]byte(`<script>var t="eyJhbGciOiJIUzI1NiJ9"</script><input type=hidden value=x><a href="javascript:x()" onclick=y>z</a>`), false)
	f.Add([]byte(`<p>eyJhbGci<script></script>OiJIUzI1NiJ9</p><!-- token=abcdef --><textarea>t</textarea>`), false)
	f.Add([]byte("<svg><style></style><foreignObject><math><mi><style>x</style></mi></math></foreignObject></svg>\xff"), true)
	f.Add([]byte(`<div data-c="session=abcd1234"><style>.a{}</style><pre>`+"\n-- want --\n</pre>"), false)
	f.Fuzz(func(t *testing.T, src []byte, redact bool) {
		out, _, err := SanitizeHTML(src, Options{RedactText: redact})
		if err != nil {
			return
		}
		doc, err := html.Parse(bytes.NewReader(out))
		if err != nil {
			return // nesting the parser refuses; the reader reports it the same way
		}
		for n := range doc.Descendants() {
			checkSafe(t, n)
		}
	})
}

func checkSafe(t *testing.T, n *html.Node) {
	t.Helper()
	switch n.Type {
	case html.CommentNode:
		t.Fatalf("comment survives: %q", n.Data)
	case html.TextNode:
		if _, hit := Secrets(n.Data); hit {
			t.Fatalf("secret-looking text survives: %q", n.Data)
		}
	case html.ElementNode:
		switch strings.ToLower(n.Data) {
		case "script", "noscript", "xmp", "noembed", "noframes", "plaintext":
			t.Fatalf("<%s> survives", n.Data)
		case "textarea":
			if n.FirstChild != nil && !composerEditor(n) {
				t.Fatalf("textarea content survives: %q", n.FirstChild.Data)
			}
		}
		for _, a := range n.Attr {
			k := strings.ToLower(a.Key)
			switch {
			case strings.HasPrefix(k, "on"):
				t.Fatalf("handler %s survives", a.Key)
			case k == "value" && n.Namespace == "" && !composerEditor(n):
				t.Fatalf("value survives on <%s>: %q", n.Data, a.Val)
			case secretAttr(k) && a.Val != "" && a.Val != Redacted:
				t.Fatalf("credential attribute %s survives: %q", a.Key, a.Val)
			case scriptURL(a.Val):
				t.Fatalf("script URL survives: %q", a.Val)
			}
		}
	}
}

// composerEditor reports the composer's editor of the default profile,
// whose draft a sanitized page keeps.
func composerEditor(n *html.Node) bool {
	return entrymatch.Any(n, site.ChatGPT().Markers.Editor)
}
