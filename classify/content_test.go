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

// A turn that shows only placeholder chrome with a placeholder control is
// a present placeholder, wherever the control sits in the turn; a turn
// with only thinking chrome or a "Stopped thinking" control holds no
// message.
func TestPlaceholderChromeOnly(t *testing.T) {
	cases := []struct {
		chrome, inner        string
		present, placeholder bool
	}{
		{"", `<button type="button">Answer now</button>`, true, true},
		{`<div class="flex"><button type="button">Answer now</button></div>`, "", true, true},
		{"", `<div><span>File upload request</span><button>Upload</button></div>`, true, true},
		{"", `<div><span>File upload request</span></div>`, true, true},
		{`<div data-testid="thinking-status">Pro thinking</div>`, `<button type="button">Answer now</button>`, true, true},
		{`<div data-testid="thinking-status">Thinking</div>`, "", false, false},
		{"", `<button type="button">Stopped thinking</button>`, false, false},
		{"", `<button type="button">Answer now</button>` + tMD("<p>Use a mutex.</p>"), true, false},
	}
	for _, c := range cases {
		r := classifyString(t, tPage(tUser(1, "Hi")+tAsst(2, c.chrome, c.inner, false), tSend), Options{})
		checkInvariants(t, r)
		if r.Response.Present != c.present || r.Response.Placeholder != c.placeholder || r.Terminal != TerminalIncomplete {
			t.Errorf("chrome %q inner %q: %s", c.chrome, c.inner, summary(r))
		}
	}
}
