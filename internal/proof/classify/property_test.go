package classify_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/snapshot"
)

// The properties: on generated pages of every state, removing or hiding
// the finished-action controls, or adding a visible stop control, never
// turns an incomplete verdict into a complete one; removing or hiding all
// of them, or adding a stop control, always gives incomplete.

func judge(t *testing.T, src []byte) classify.Result {
	t.Helper()
	d, err := snapshot.Parse(src, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return classify.Classify(d, classify.Options{})
}

// isFinishedNode mirrors the finished-control definition: copy, good and
// bad response test ids, or a button labelled Share.
func isFinishedNode(n *html.Node) bool {
	switch dom.Attr(n, "data-testid") {
	case "copy-turn-action-button", "good-response-turn-action-button", "bad-response-turn-action-button":
		return true
	}
	return n.DataAtom == atom.Button && strings.EqualFold(strings.TrimSpace(dom.Attr(n, "aria-label")), "share")
}

// hide hides n in one of the ways the snapshot model knows.
func hide(n *html.Node, r *rand.Rand) {
	switch r.IntN(7) {
	case 0:
		merge(n, "hidden", "", "")
	case 1:
		merge(n, "aria-hidden", "true", "")
	case 2:
		merge(n, "style", "display: none", ";")
	case 3:
		merge(n, "style", "visibility:hidden", ";")
	case 4:
		merge(n, "style", "opacity: 0", ";")
	case 5:
		merge(n, "class", []string{"hidden", "invisible", "sr-only"}[r.IntN(3)], " ")
	case 6:
		if n.Parent != nil && n.Parent.Type == html.ElementNode {
			merge(n.Parent, "class", "hidden", " ")
			return
		}
		merge(n, "hidden", "", "")
	}
}

// merge sets attribute k, joining v to an existing value with sep (a
// duplicate attribute would be dropped by the parser).
func merge(n *html.Node, k, v, sep string) {
	for i := range n.Attr {
		if n.Attr[i].Key == k {
			if sep == "" {
				n.Attr[i].Val = v
			} else {
				n.Attr[i].Val += sep + v
			}
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: k, Val: v})
}

type mutation struct {
	name string
	// all: every finished control is affected (or a stop is added), so the
	// result must be incomplete whatever it was.
	all bool
	fn  func(d *dom.Document, r *rand.Rand)
}

func finishedNodes(d *dom.Document) []*html.Node {
	var out []*html.Node
	for i := 0; i < d.Len(); i++ {
		if isFinishedNode(d.Node(i)) {
			out = append(out, d.Node(i))
		}
	}
	return out
}

func addStop(d *dom.Document, r *rand.Rand, composerLabel bool) {
	var hosts []*html.Node
	for i := 0; i < d.Len(); i++ {
		n := d.Node(i)
		if !d.Visible(i) || n.Namespace != "" {
			continue
		}
		switch n.DataAtom {
		case atom.Html, atom.Img, atom.Input, atom.Br, atom.Hr, atom.Meta, atom.Link, atom.Textarea,
			atom.Select, atom.Option, atom.Button, atom.A, atom.P, atom.Table, atom.Tr, atom.Ul, atom.Pre, atom.Code:
			continue
		}
		if composerLabel && n.DataAtom != atom.Form {
			continue
		}
		hosts = append(hosts, n)
	}
	host := hosts[r.IntN(len(hosts))]
	b := &html.Node{Type: html.ElementNode, Data: "button", DataAtom: atom.Button}
	switch {
	case composerLabel:
		b.Attr = []html.Attribute{{Key: "aria-label", Val: "Stop generating"}}
	case r.IntN(2) == 0:
		b.Attr = []html.Attribute{{Key: "data-testid", Val: "stop-button"}}
	default:
		b.Attr = []html.Attribute{{Key: "data-testid", Val: "composer-stop-button"}}
	}
	host.AppendChild(b)
}

var mutations = []mutation{
	{"remove all controls", true, func(d *dom.Document, r *rand.Rand) {
		for _, n := range finishedNodes(d) {
			n.Parent.RemoveChild(n)
		}
	}},
	{"hide all controls", true, func(d *dom.Document, r *rand.Rand) {
		for _, n := range finishedNodes(d) {
			hide(n, r)
		}
	}},
	{"remove some controls", false, func(d *dom.Document, r *rand.Rand) {
		for _, n := range finishedNodes(d) {
			if r.IntN(2) == 0 {
				n.Parent.RemoveChild(n)
			}
		}
	}},
	{"hide some controls", false, func(d *dom.Document, r *rand.Rand) {
		for _, n := range finishedNodes(d) {
			if r.IntN(2) == 0 {
				hide(n, r)
			}
		}
	}},
	{"add a stop control", true, func(d *dom.Document, r *rand.Rand) { addStop(d, r, false) }},
	{"add a composer stop label", true, func(d *dom.Document, r *rand.Rand) { addStop(d, r, true) }},
}

// TestPropertyNoFalseComplete mutates generated pages of every state, the
// states in turn: 10 pages in a plain go test (every state at least
// once), 40 with CHATPROOF_EXHAUSTIVE=1, as CI runs (the same random
// stream, so the sample is its first quarter), 10 with -short.
func TestPropertyNoFalseComplete(t *testing.T) {
	pages := 10
	if testflag.Exhaustive() {
		pages = 40
	}
	if testing.Short() {
		pages = 10
	}
	r := rand.New(rand.NewPCG(7, 11))
	completes := 0
	for k := 0; k < pages; k++ {
		opts := corpus.GenOptions{
			Turns: 2 + r.IntN(24),
			State: corpus.GenStates()[k%len(corpus.GenStates())],
			Seed:  int64(k),
		}
		src := corpus.Generate(opts)
		before := judge(t, src)
		if before.Terminal == classify.TerminalComplete {
			completes++
		}
		for _, m := range mutations {
			d, err := dom.Parse(src, dom.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			m.fn(d, r)
			var buf bytes.Buffer
			if err := html.Render(&buf, d.Root()); err != nil {
				t.Fatal(err)
			}
			after := judge(t, buf.Bytes())
			name := fmt.Sprintf("%+v/%s", opts, m.name)
			if after.Terminal == classify.TerminalComplete && (m.all || before.Terminal != classify.TerminalComplete) {
				t.Errorf("%s: %s -> complete %v", name, before.Terminal, after.Reasons)
			}
		}
	}
	if completes == 0 {
		t.Fatal("no generated page was complete: the property was never exercised")
	}
}
