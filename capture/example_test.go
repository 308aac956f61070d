package capture_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/capture"
)

func ExampleSanitizeHTML() {
	page := `<p class="markdown">Hi</p><script>window.t="eyJhbGciOiJIUzI1NiJ9"</script>` +
		`<input type="hidden" value="csrf123"><div data-cookie="session=abc123">x</div>`
	out, st, err := capture.SanitizeHTML([]byte(page), capture.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(out))
	fmt.Printf("%+v\n", st)
	// Output:
	// <html><head></head><body><p class="markdown">Hi</p><input type="hidden"/><div data-cookie="[redacted]">x</div></body></html>
	// {Elements:1 Handlers:0 FormValues:1 Secrets:1 Redacted:0}
}

func ExampleSanitizeHTML_redactText() {
	page := `<div data-message-author-role="assistant"><div class="markdown"><p>The answer is 42.</p>` +
		`<button>Copy code</button></div></div>`
	out, _, _ := capture.SanitizeHTML([]byte(page), capture.Options{RedactText: true})
	fmt.Println(string(out))
	// Output:
	// <html><head></head><body><div data-message-author-role="assistant"><div class="markdown"><p>xxx xxxxxx xx xx.</p><button>Copy code</button></div></div></body></html>
}

func ExampleCleanURL() {
	fmt.Println(capture.CleanURL("https://chatgpt.com/c/6812-ab?model=gpt-5#end"))
	// Output: https://chatgpt.com/c/6812-ab
}

func ExampleRedactSecrets() {
	s, hit := capture.RedactSecrets("curl -H 'Authorization: Bearer sk-proj-0123456789abcdefXYZ' /api?access_token=abc123")
	fmt.Println(s, hit)
	// Output: curl -H 'Authorization: [redacted]' /api?[redacted] true
}

func ExampleFiller() {
	fmt.Println(capture.Filler("Paris, 2 nights: €240"))
	// Output: xxxxx, x xxxxxx: €xxx
}

// ExampleBuild builds a snapshot from a decoded page: a stop button hidden
// by a stylesheet has a layout but opacity 0, so it is annotated false.
func ExampleBuild() {
	l := func(w, h, opacity float64) *capture.Layout {
		return &capture.Layout{Box: capture.Rect{W: w, H: h}, Visibility: "visible", Opacity: opacity,
			Position: "static", OverflowX: "visible", OverflowY: "visible"}
	}
	p := &capture.Page{Nodes: []capture.Node{
		{Type: capture.DocumentNode, Parent: -1, Children: []int{1}},
		{Type: capture.ElementNode, Name: "HTML", Parent: 0, Children: []int{2}, Layout: l(1440, 900, 1)},
		{Type: capture.ElementNode, Name: "BODY", Parent: 1, Children: []int{3}, Layout: l(1440, 900, 1)},
		{Type: capture.ElementNode, Name: "BUTTON", Parent: 2, Layout: l(36, 36, 0),
			Attrs: []capture.Attr{{Name: "data-testid", Value: "stop-button"}}},
	}}
	doc, err := capture.Build(p, capture.Provenance{URL: "https://chatgpt.com/c/1?x=1",
		Time: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC), Width: 1440, Height: 900,
		Browser: "Chrome/156.0.8078.108", Tool: "chatproof 0.1.0"})
	if err != nil {
		panic(err)
	}
	capture.Sanitize(doc, capture.Options{})
	out, _ := capture.Render(doc)
	fmt.Println(string(out))
	// Output:
	// <html data-chatproof-visible="true"><head data-chatproof-visible="false"><meta name="chatproof:capture" content="v1" data-chatproof-visible="false"/><meta name="chatproof:url" content="https://chatgpt.com/c/1" data-chatproof-visible="false"/><meta name="chatproof:time" content="2026-05-01T09:00:00.000Z" data-chatproof-visible="false"/><meta name="chatproof:viewport" content="1440x900" data-chatproof-visible="false"/><meta name="chatproof:browser" content="Chrome/156.0.8078.108" data-chatproof-visible="false"/><meta name="chatproof:tool" content="chatproof 0.1.0" data-chatproof-visible="false"/></head><body data-chatproof-visible="true"><button data-testid="stop-button" data-chatproof-visible="false"></button></body></html>
}
