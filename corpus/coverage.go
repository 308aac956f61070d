package corpus

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/site"
)

// EntryCoverage is one marker entry of a profile and the fixtures whose
// page holds an element it matches.
type EntryCoverage struct {
	// List and ID name the entry (site.Markers.Lists).
	List, ID string
	// Fixtures are the files of the fixtures exercising it, in the order
	// given.
	Fixtures []string
}

// Coverage lists every marker entry of p, in the profile's order, with the
// fixtures that exercise it: the snapshot and recovery fixtures of p's
// site (their flags name it with --site, or name no site and p is
// ChatGPT's) whose page.html holds an element the entry matches, hidden
// or not. An entry no fixture exercises has no Fixtures: a rule without a
// fixture is unfinished.
func Coverage(p *site.Profile, fixtures []*Fixture) []EntryCoverage {
	var out []EntryCoverage
	for _, l := range p.Markers.Lists() {
		for _, e := range l.Entries {
			out = append(out, EntryCoverage{List: l.Name, ID: e.ID})
		}
	}
	for _, fx := range fixtures {
		if fixtureSite(fx) != p.Name {
			continue
		}
		page, ok := Section(fx.Archive, "page.html")
		if !ok {
			continue
		}
		root, err := html.Parse(bytes.NewReader(page))
		if err != nil {
			continue
		}
		k := 0
		for _, l := range p.Markers.Lists() {
			for _, e := range l.Entries {
				if anyElement(root, e) {
					out[k].Fixtures = append(out[k].Fixtures, fx.File)
				}
				k++
			}
		}
	}
	return out
}

// fixtureSite is the site a fixture's flags name with --site (or -site),
// "chatgpt" when they name none.
func fixtureSite(fx *Fixture) string {
	for i, f := range fx.Flags {
		name, value, hasValue := strings.Cut(strings.TrimLeft(f, "-"), "=")
		if name != "site" || !strings.HasPrefix(f, "-") {
			continue
		}
		if hasValue {
			return value
		}
		if i+1 < len(fx.Flags) {
			return fx.Flags[i+1]
		}
	}
	return "chatgpt"
}

// anyElement reports whether an element of the tree under n matches e. It
// walks the tree without recursion, so no nesting depth costs stack.
func anyElement(n *html.Node, e site.Entry) bool {
	stack := []*html.Node{n}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.Type == html.ElementNode && e.Matches(n.Data, attrOf(n)) {
			return true
		}
		for c := n.LastChild; c != nil; c = c.PrevSibling {
			stack = append(stack, c)
		}
	}
	return false
}

// attrOf returns the attribute lookup of element n (no namespace).
func attrOf(n *html.Node) func(string) (string, bool) {
	return func(name string) (string, bool) {
		for _, a := range n.Attr {
			if a.Namespace == "" && a.Key == name {
				return a.Val, true
			}
		}
		return "", false
	}
}

// PageCoverage lists every marker entry of p, in the profile's order, with
// the pages that exercise it: the names of pages (a user's saved pages,
// already judged to be of p's site) whose HTML holds an element the entry
// matches, hidden or not, as Coverage does for fixtures. names and pages
// go together; a page that does not parse exercises nothing.
func PageCoverage(p *site.Profile, names []string, pages [][]byte) []EntryCoverage {
	var out []EntryCoverage
	for _, l := range p.Markers.Lists() {
		for _, e := range l.Entries {
			out = append(out, EntryCoverage{List: l.Name, ID: e.ID})
		}
	}
	for i, page := range pages {
		root, err := html.Parse(bytes.NewReader(page))
		if err != nil {
			continue
		}
		k := 0
		for _, l := range p.Markers.Lists() {
			for _, e := range l.Entries {
				if anyElement(root, e) {
					out[k].Fixtures = append(out[k].Fixtures, names[i])
				}
				k++
			}
		}
	}
	return out
}
