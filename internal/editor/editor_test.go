package editor

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// first returns the first element of the body of src.
func first(t *testing.T, src string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<body>" + src))
	if err != nil {
		t.Fatal(err)
	}
	var find func(*html.Node) *html.Node
	find = func(n *html.Node) *html.Node {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.Data != "html" && c.Data != "head" && c.Data != "body" {
				return c
			}
			if f := find(c); f != nil {
				return f
			}
		}
		return nil
	}
	return find(doc)
}

func TestRead(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want Input
	}{
		{`<textarea></textarea>`, Accepts},
		{`<textarea disabled></textarea>`, Refuses},
		{`<textarea readonly></textarea>`, Refuses},
		{`<textarea aria-readonly=" TRUE "></textarea>`, Refuses},
		{`<textarea aria-disabled="false"></textarea>`, Accepts},
		{`<input>`, Accepts},
		{`<input type="Search">`, Accepts},
		{`<input type="checkbox">`, Unproven},
		{`<input type="checkbox" disabled>`, Refuses},
		{`<div contenteditable></div>`, Accepts},
		{`<div contenteditable="true"></div>`, Accepts},
		{`<div contenteditable="plaintext-only"></div>`, Accepts},
		{`<div contenteditable="false"></div>`, Refuses},
		{`<div contenteditable="banana"></div>`, Unproven},
		{`<div contenteditable="true" aria-disabled="true"></div>`, Refuses},
		{`<div contenteditable="true" disabled></div>`, Refuses},
		{`<div id="prompt-textarea"></div>`, Unproven},
		{`<div inert contenteditable="true"></div>`, Accepts}, // inert is Disables', for the content
	} {
		if got := Read(first(t, tc.src)); got != tc.want {
			t.Errorf("Read(%s) = %d, want %d", tc.src, got, tc.want)
		}
	}
}

func TestDisables(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{`<div inert></div>`, true},
		{`<div aria-disabled=" true"></div>`, true},
		{`<fieldset disabled></fieldset>`, true},
		{`<div disabled></div>`, false},
		{`<div aria-disabled="false"></div>`, false},
		{`<div></div>`, false},
	} {
		if got := Disables(first(t, tc.src)); got != tc.want {
			t.Errorf("Disables(%s) = %v, want %v", tc.src, got, tc.want)
		}
	}
}
