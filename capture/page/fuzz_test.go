package page

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/domsnapshot"

	"github.com/chatproof/chatproof/capture/redact"
)

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
		redact.Sanitize(doc, redact.Options{RedactText: true})
		if _, err := redact.Render(doc); err != nil {
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
