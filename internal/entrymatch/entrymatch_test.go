package entrymatch

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/site"
)

// TestMatchesIsTheEntrysStatement checks Matches against site.Entry.Matches
// on every element of a page, for entries by tag, by attribute and by
// both, and that it allocates nothing.
func TestMatchesIsTheEntrysStatement(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<div id="thread-bottom" class="a b"><textarea name="prompt-textarea"></textarea>` +
		`<p data-testid="x" data-testid="y">t</p><svg><a id="thread-bottom"></a></svg><div ID="Thread-Bottom"></div></div>`))
	if err != nil {
		t.Fatal(err)
	}
	entries := []site.Entry{
		{Tag: "div", Match: []site.Cond{{Attr: "id", Op: site.OpEquals, Value: "thread-bottom"}}},
		{Match: []site.Cond{{Attr: "id", Op: site.OpEquals, Value: "thread-bottom"}}},
		{Tag: "textarea", Match: []site.Cond{{Attr: "name", Op: site.OpEquals, Value: "prompt-textarea"}}},
		{Match: []site.Cond{{Attr: "data-testid", Op: site.OpEquals, Value: "y"}}},
		{Match: []site.Cond{{Attr: "class", Op: site.OpToken, Value: "b"}, {Attr: "id", Op: site.OpPresent}}},
		{Tag: "a"},
	}
	var walk func(*html.Node)
	seen := 0
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			for k := range entries {
				attr := func(name string) (string, bool) {
					for _, a := range n.Attr {
						if a.Namespace == "" && a.Key == name {
							return a.Val, true
						}
					}
					return "", false
				}
				if got, want := Matches(n, &entries[k]), entries[k].Matches(n.Data, attr); got != want {
					t.Errorf("<%s %v>, entry %d: %v, want %v", n.Data, n.Attr, k, got, want)
				}
				seen++
			}
			if got := testing.AllocsPerRun(10, func() { Any(n, entries) }); got != 0 {
				t.Errorf("<%s>: %v allocations", n.Data, got)
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if seen < 6*8 {
		t.Fatalf("%d tests made", seen)
	}
}
