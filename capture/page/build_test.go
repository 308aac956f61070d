package page

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture/redact"
)

var testProv = Provenance{
	URL: "https://chatgpt.com/c/abc?model=x#frag", Time: time.Date(2026, 3, 1, 12, 30, 0, 0, time.FixedZone("CET", 3600)),
	Width: 1440, Height: 900, Browser: "HeadlessChrome/156.0", Tool: "chatproof test",
}

func TestBuild(t *testing.T) {
	b := newPage()
	b.add(Node{Type: DoctypeNode, Name: "html", Parent: 0})
	html := b.el(0, "HTML", box(1440, 900), "lang", "en", "data-chatproof-visible", "true")
	head := b.el(html, "HEAD", nil)
	b.el(head, "META", nil, "name", "chatproof:capture", "content", "v1")
	body := b.el(html, "BODY", box(1440, 900))
	b.add(Node{Type: CommentNode, Name: "#comment", Value: "secret note", Parent: body})
	btn := b.el(body, "BUTTON", nil, "data-testid", "stop-button", "data-chatproof-visible", "true")
	b.el(btn, "SPAN", nil)
	ta := b.el(body, "TEXTAREA", box(300, 40), "name", "prompt-textarea")
	b.txt(ta, "default", nil)
	b.p.Nodes[ta].TextValue, b.p.Nodes[ta].HasTextValue = "typed draft", true
	br := b.el(body, "BR", box(0, 17))
	b.txt(br, "child of a void element", box(10, 10))
	svg := b.el(body, "svg", box(20, 20), "viewBox", "0 0 20 20")
	fo := b.el(svg, "foreignObject", box(20, 20))
	b.el(fo, "DIV", box(20, 20))
	host := b.el(body, "MY-HOST", box(100, 20))
	root := b.add(Node{Type: FragmentNode, Name: "#document-fragment", Parent: host})
	b.txt(b.el(root, "SPAN", box(50, 20)), "in shadow", box(50, 17))

	doc, err := Build(&b.p, testProv)
	if err != nil {
		t.Fatal(err)
	}
	out, err := redact.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	for _, c := range []struct{ want, reason string }{
		{`<!DOCTYPE html><html lang="en" data-chatproof-visible="true"><head data-chatproof-visible="false"><meta name="chatproof:capture" content="v1" data-chatproof-visible="false"/>`,
			"the capture meta opens the head; the page's own annotation is replaced, not duplicated"},
		{`<meta name="chatproof:url" content="https://chatgpt.com/c/abc"`, "the URL loses query and fragment"},
		{`<meta name="chatproof:time" content="2026-03-01T11:30:00.000Z"`, "time is RFC 3339 in UTC, to the millisecond"},
		{`<meta name="chatproof:viewport" content="1440x900"`, "viewport is WxH"},
		{`<meta name="chatproof:browser" content="HeadlessChrome/156.0"`, "browser product"},
		{`<meta name="chatproof:tool" content="chatproof test"`, "tool version"},
		{`<button data-testid="stop-button" data-chatproof-visible="false"><span data-chatproof-visible="false"></span></button>`,
			"a page cannot vouch for its own visibility: the browser's layout decides"},
		{`<textarea name="prompt-textarea" data-chatproof-visible="true">typed draft</textarea>`, "the composer holds what was typed"},
		{`<br data-chatproof-visible="true"/>`, "children of a void element cannot be written"},
		{`<svg viewBox="0 0 20 20" data-chatproof-visible="true"><foreignObject data-chatproof-visible="true"><div data-chatproof-visible="true"></div></foreignObject></svg>`,
			"SVG keeps its case; HTML inside foreignObject is lower-cased"},
		{`<my-host data-chatproof-visible="true"><span data-chatproof-visible="true">in shadow</span></my-host>`, "shadow roots are flattened into their host"},
	} {
		if !strings.Contains(got, c.want) {
			t.Errorf("output lacks %s (%s)\n%s", c.want, c.reason, got)
		}
	}
	for _, bad := range []string{"secret note", `content="v1"/><meta name="chatproof:capture"`, "child of a void element"} {
		if strings.Contains(got, bad) {
			t.Errorf("output holds %q", bad)
		}
	}
	if n := strings.Count(got, `name="chatproof:capture"`); n != 1 {
		t.Errorf("%d capture metas, want 1: the page's own is dropped", n)
	}
}

func TestBuildUnrenderable(t *testing.T) {
	for _, name := range []string{"", "1DIV", "DIV onclick=x", "A>B", "é"} {
		b := newPage()
		b.el(b.el(0, "HTML", box(1, 1)), name, box(10, 10))
		if _, err := Build(&b.p, Provenance{}); !errors.Is(err, ErrUnrenderable) {
			t.Errorf("element %q: err = %v, want ErrUnrenderable (a name HTML cannot write fails the capture)", name, err)
		}
	}
}

func TestBuildNoHead(t *testing.T) {
	b := newPage()
	b.txt(b.el(0, "HTML", box(10, 10)), "bare", box(10, 10))
	doc, err := Build(&b.p, testProv)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := redact.Render(doc)
	if !strings.Contains(string(out), `<html data-chatproof-visible="true"><head data-chatproof-visible="false"><meta name="chatproof:capture"`) {
		t.Errorf("a page without head gets one for the metas:\n%s", out)
	}
}

// TestBuildHiddenText: text the browser does not show inside an element it
// shows gets a hidden span of its own; shown text, white space, text of a
// hidden element and raw text are left as they are.
func TestBuildHiddenText(t *testing.T) {
	b := newPage()
	body := b.skeleton()
	off := &Layout{Box: Rect{-9999, 0, 90, 17}, Visibility: "visible", Opacity: 1}
	btn := b.el(body, "BUTTON", box(40, 40))
	b.txt(btn, "Stop generating", off)
	b.txt(btn, "  ", nil)
	shown := b.el(body, "BUTTON", box(60, 40))
	b.txt(shown, "Send", box(30, 17))
	gone := b.el(body, "DIV", nil)
	b.txt(gone, "in a hidden element", nil)
	canvas := b.el(body, "CANVAS", box(100, 100))
	b.txt(canvas, "fallback", nil)
	style := b.el(body, "STYLE", box(10, 10))
	b.txt(style, ".a{}", nil)
	doc, err := Build(&b.p, testProv)
	if err != nil {
		t.Fatal(err)
	}
	out, err := redact.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	span := func(s string) string {
		return `<span ` + VisibleAttr + `="false" ` + HiddenTextAttr + `="">` + s + `</span>`
	}
	for _, c := range []struct {
		markup string
		want   bool
		reason string
	}{
		{span("Stop generating") + "  </button>", true, "text off screen in a shown button is wrapped; white space is not"},
		{`="true">Send</button>`, true, "shown text stays bare"},
		{`="false">in a hidden element</div>`, true, "text of a hidden element takes its annotation"},
		{span("fallback"), true, "a canvas's fallback text is not painted"},
		{`.a{}</style>`, true, "raw text is never wrapped"},
	} {
		if strings.Contains(string(out), c.markup) != c.want {
			t.Errorf("%s: %q missing in %s", c.reason, c.markup, out)
		}
	}
}
