package dom

import (
	"fmt"
	"testing"
)

// TestCovered: data-chatproof-covered="true" marks an element and its
// descendants in an annotated snapshot only, and never hides anything.
func TestCovered(t *testing.T) {
	const page = `<html><head>%s</head><body data-chatproof-visible="true">` +
		`<div id="bar" data-chatproof-visible="true" data-chatproof-covered="true"><button id="in" data-chatproof-visible="true">c</button></div>` +
		`<button id="own" data-chatproof-visible="true" data-chatproof-covered="true" data-chatproof-covered="false">s</button>` +
		`<button id="no" data-chatproof-visible="true" data-chatproof-covered="false">n</button>` +
		`<button id="free" data-chatproof-visible="true">f</button></body></html>`
	for _, tc := range []struct {
		meta string
		want map[string]bool
	}{
		{`<meta name="chatproof:capture" content="v1">`, map[string]bool{"bar": true, "in": true, "own": true, "no": false, "free": false}},
		{``, map[string]bool{"bar": false, "in": false, "own": false, "no": false, "free": false}},
	} {
		d, err := Parse([]byte(fmt.Sprintf(page, tc.meta)), Limits{})
		if err != nil {
			t.Fatal(err)
		}
		for id, want := range tc.want {
			i := d.ByID(id)
			if got := d.Covered(i); got != want {
				t.Errorf("meta %q: #%s covered %v, want %v", tc.meta, id, got, want)
			}
			if !d.Visible(i) {
				t.Errorf("meta %q: #%s hidden: a cover never hides", tc.meta, id)
			}
		}
	}
}
