package classify

import (
	"testing"
)

// An image-only reply is present wherever its image sits inside the
// message: directly, in the viewer button, in a link, in nested wrappers;
// hidden images are not content.
func TestImageContentAnywhere(t *testing.T) {
	img := `<img alt="A fox" src="/backend-api/estuary/content?id=file_1">`
	cases := []struct {
		inner, text string
	}{
		{img, "A fox"},
		{`<button type="button" aria-label="Open image">` + img + `</button>`, "A fox"},
		{`<div class="group/imagegen-image"><div><button type="button"><span>` + img + `</span></button></div></div>`, "A fox"},
		{`<a href="/backend-api/estuary/content?id=file_1">` + img + `</a>`, "A fox"},
		{`<button type="button"><img src="x.png"></button>`, "[image]"},
		{`<button type="button"><img alt="A fox" src="x.png" class="hidden"></button>`, ""},
	}
	for _, c := range cases {
		for _, bar := range []bool{true, false} {
			r := classifyString(t, tPage(tUser(1, "Draw a fox")+tAsst(2, "", c.inner, bar), tSend), Options{})
			checkInvariants(t, r)
			if r.Response.Text != c.text || r.Response.Present != (c.text != "") {
				t.Errorf("%s (bar %v): %s text %q, want %q", c.inner, bar, summary(r), r.Response.Text, c.text)
			}
			if complete := r.Terminal == TerminalComplete; complete != (bar && c.text != "") {
				t.Errorf("%s (bar %v): %s", c.inner, bar, summary(r))
			}
		}
	}
}
