package cssmatch

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestCompileRefuses(t *testing.T) {
	for _, css := range []string{"", ",", "div p", "div > p", "#id", ".class", "[a", "[a=b]", `[a="b]`, `[a="b" x]`, `[a|="b"]`, `[="b"]`, `[a="\n"]`, "div,", "a:hover", `[a="\x"]`} {
		if _, err := Compile(css); err == nil {
			t.Errorf("%q compiled", css)
		}
	}
}

func TestMatch(t *testing.T) {
	page := `<div id=d1 data-testid="conversation-turn-3" role="Dialog main"></div>` +
		`<aside id=d2 data-turn></aside><FORM id=d3 name="prompt-textarea"></FORM>` +
		`<p id=d4 data-testid="conversation-turn" title='say "hi"'></p>`
	root, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ css, want string }{
		{"aside", "d2"},
		{"form, aside", "d2 d3"},
		{"[data-turn]", "d2"},
		{`[data-testid="conversation-turn"]`, "d4"},
		{`[data-testid^="conversation-turn-"]`, "d1"},
		{`[data-testid^="conversation-turn"]`, "d1 d4"},
		{`[data-testid^=""]`, ""},
		{`[data-testid*="turn-"]`, "d1"},
		{`[role~="dialog"]`, ""},
		{`[role~="dialog" i]`, "d1"},
		{`[role~="Dialog main"]`, ""},
		{`[role="dialog main" i]`, "d1"},
		{`div[role~="main"][data-testid]`, "d1"},
		{`p[role~="main"]`, ""},
		{`[title="say \"hi\""]`, "d4"},
		{`[ name = "prompt-textarea" ]`, "d3"},
	} {
		g, err := Compile(c.css)
		if err != nil {
			t.Fatalf("%s: %v", c.css, err)
		}
		var ids []string
		for _, n := range g.FindAll(root) {
			for _, a := range n.Attr {
				if a.Key == "id" {
					ids = append(ids, a.Val)
				}
			}
		}
		if got := strings.Join(ids, " "); got != c.want {
			t.Errorf("%s: %q, want %q", c.css, got, c.want)
		}
	}
}
