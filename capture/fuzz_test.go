package capture

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/domsnapshot"
	"golang.org/x/net/html"
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
		if _, hit := RedactSecrets(n.Data); hit {
			t.Fatalf("secret-looking text survives: %q", n.Data)
		}
	case html.ElementNode:
		switch strings.ToLower(n.Data) {
		case "script", "noscript", "xmp", "noembed", "noframes", "plaintext":
			t.Fatalf("<%s> survives", n.Data)
		case "textarea":
			if n.FirstChild != nil && !isComposer(n) {
				t.Fatalf("textarea content survives: %q", n.FirstChild.Data)
			}
		}
		for _, a := range n.Attr {
			k := strings.ToLower(a.Key)
			switch {
			case strings.HasPrefix(k, "on"):
				t.Fatalf("handler %s survives", a.Key)
			case k == "value" && n.Namespace == "" && !isComposer(n):
				t.Fatalf("value survives on <%s>: %q", n.Data, a.Val)
			case secretAttr(k) && a.Val != "" && a.Val != Redacted:
				t.Fatalf("credential attribute %s survives: %q", a.Key, a.Val)
			case scriptURL(a.Val):
				t.Fatalf("script URL survives: %q", a.Val)
			}
		}
	}
}

// FuzzDecode checks that any protocol result (as JSON) decodes, builds and
// renders or gives an error, never a panic.
func FuzzDecode(f *testing.F) {
	seed, _ := json.Marshal(snapshot([]string{"u", "#document", "HTML", "BODY", "P", "#text", "hi", "block", "visible", "1"},
		[]int64{-1, 0, 1, 2, 3}, []int64{9, 1, 1, 1, 3}, []domsnapshot.StringIndex{1, 2, 3, 4, 5}, []domsnapshot.StringIndex{-1, -1, -1, -1, 6}, nil))
	f.Add(seed)
	f.Add([]byte(`{"documents":[{"nodes":{"parentIndex":[-1,0,0],"nodeType":[9,1,3],"nodeName":[0,1,2]},"layout":{"nodeIndex":[1,1,7],"styles":[[0,1],[],[]],"bounds":[[0,0,1,1],[5],[]]}}],"strings":["#document","svg","t"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var res domsnapshot.CaptureSnapshotResult
		if json.Unmarshal(data, &res) != nil {
			return
		}
		p, err := Decode(&res)
		if err != nil {
			return
		}
		doc, err := Build(p, Provenance{})
		if err != nil {
			return
		}
		Sanitize(doc, Options{RedactText: true})
		if _, err := Render(doc); err != nil {
			t.Fatalf("a built and sanitized document does not render: %v", err)
		}
	})
}

// FuzzVisibilityStyles: the computed-style readers of Visibility take any
// value without a panic, and a value they cannot read hides nothing.
func FuzzVisibilityStyles(f *testing.F) {
	for _, s := range []string{"inset(50%)", "inset(0px 0px 100% 0px round 4px)", "circle(0px at 50% 50%)",
		"ellipse(10px 0px)", "blur(1px) opacity(0)", "opacity(", "rect(0px, 0px, 0px, 0px)", "rect(auto, auto, auto, auto)", "none", "(", "rgba(0, 0, 0, 0.5)", "oklch(1 0 0 / 0.2)", "rgb(1, 2, 3)",
		"polygon(0px 0px, 50% 50%, 100% 100%)", "polygon(evenodd, 0 0, 100% 0, 0 100%)", "linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))",
		"radial-gradient(circle, transparent, transparent), linear-gradient(red, blue)", "paint layout", "strict"} {
		f.Add(s, 36.0, 20.0)
	}
	f.Fuzz(func(t *testing.T, v string, w, h float64) {
		b := Rect{0, 0, w, h}
		clipPathHides(v, b)
		filterHides(v)
		clipRectHides(&Layout{Box: b, Position: "absolute", Clip: v})
		maskHides(v)
		containment(&Layout{Display: "block", Contain: v})
		if opaque(v) && !strings.Contains(v, "(") {
			t.Fatalf("%q counts as opaque without a color function", v)
		}
		if !strings.Contains(v, "(") && (clipPathHides(v, b) || filterHides(v) || maskHides(v) || clipRectHides(&Layout{Box: b, Position: "absolute", Clip: v})) {
			t.Fatalf("%q hides without a function", v)
		}
	})
}
