package page_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
)

// ExampleBuild builds a snapshot from a decoded page: a stop button hidden
// by a stylesheet has a layout but opacity 0, so it is annotated false.
func ExampleBuild() {
	l := func(w, h, opacity float64) *page.Layout {
		return &page.Layout{Box: page.Rect{W: w, H: h}, Visibility: "visible", Opacity: opacity,
			Position: "static", OverflowX: "visible", OverflowY: "visible"}
	}
	p := &page.Page{Nodes: []page.Node{
		{Type: page.DocumentNode, Parent: -1, Children: []int{1}},
		{Type: page.ElementNode, Name: "HTML", Parent: 0, Children: []int{2}, Layout: l(1440, 900, 1)},
		{Type: page.ElementNode, Name: "BODY", Parent: 1, Children: []int{3}, Layout: l(1440, 900, 1)},
		{Type: page.ElementNode, Name: "BUTTON", Parent: 2, Layout: l(36, 36, 0),
			Attrs: []page.Attr{{Name: "data-testid", Value: "stop-button"}}},
	}}
	doc, err := page.Build(p, page.Provenance{URL: "https://chatgpt.com/c/1?x=1",
		Time: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC), Width: 1440, Height: 900,
		Browser: "Chrome/156.0.8078.108", Tool: "chatproof 0.1.0"})
	if err != nil {
		panic(err)
	}
	redact.Sanitize(doc, redact.Options{})
	out, _ := redact.Render(doc)
	fmt.Println(string(out))
	// Output:
	// <html data-chatproof-visible="true"><head data-chatproof-visible="false"><meta name="chatproof:capture" content="v1" data-chatproof-visible="false"/><meta name="chatproof:url" content="https://chatgpt.com/c/1" data-chatproof-visible="false"/><meta name="chatproof:time" content="2026-05-01T09:00:00.000Z" data-chatproof-visible="false"/><meta name="chatproof:viewport" content="1440x900" data-chatproof-visible="false"/><meta name="chatproof:browser" content="Chrome/156.0.8078.108" data-chatproof-visible="false"/><meta name="chatproof:tool" content="chatproof 0.1.0" data-chatproof-visible="false"/></head><body data-chatproof-visible="true"><button data-testid="stop-button" data-chatproof-visible="false"></button></body></html>
}

// ExampleStyleNeeds lists the computed styles the judge of a page without
// the paint order (a scoped capture's) reads only on some elements, and on
// which: a scoped capture leaves them empty elsewhere.
func ExampleStyleNeeds() {
	props := page.StyleProperties()
	for k, need := range page.StyleNeeds() {
		if need != page.Always {
			fmt.Printf("%s: %s\n", props[k], need)
		}
	}
	// Output:
	// clip: positioned
	// direction: root
	// background-color: fixed
	// z-index: paintOrder
	// border-radius: paintOrder
	// mix-blend-mode: paintOrder
	// overflow-clip-margin: clipsBoth
}
