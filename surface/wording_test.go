package surface

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// chatgptWithout is ChatGPT's profile with the wording table set to
// unknown.
func chatgptWithout(table string) *site.Profile {
	p := *site.ChatGPT()
	p.Wording = maps.Clone(p.Wording)
	p.Wording[table] = site.Unknown
	return &p
}

// TestWordingTables: a surface whose state the grammar's wording decides
// keeps it when the table is known and is missing with
// surface_wording_unknown, never open, when the profile says the table the
// state rests on is unknown; a surface a table does not decide keeps its
// state.
func TestWordingTables(t *testing.T) {
	const (
		editor     = `<div contenteditable="true" id="prompt-textarea"></div>`
		disabled   = `<div contenteditable="true" id="prompt-textarea" aria-disabled="true"></div>`
		wall       = `<div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div>`
		quota      = `<div>You've reached our limit of messages per hour. Please try again later.</div>`
		disclaimer = `<div>ChatGPT can make mistakes. Verify what matters.</div>`
	)
	page := func(inner string) string { return `<div id="thread-bottom">` + inner + `</div>` }
	cases := []struct {
		name, page, table string
		want              string
	}{
		{"wall", page(wall + editor), "", "exhausted [wall_banner]"},
		{"wall, wall unknown", page(wall + editor), "wall", "missing [surface_wording_unknown]"},
		{"wall, quota unknown", page(wall + editor), "quota", "exhausted [wall_banner]"},
		{"quota", page(quota + editor), "", "quota [quota_banner]"},
		{"quota, quota unknown", page(quota + editor), "quota", "missing [surface_wording_unknown]"},
		{"quota, wall unknown", page(quota + editor), "wall", "missing [surface_wording_unknown]"},
		{"a banner, wall unknown", page(`<div>Memory updated</div>` + editor), "wall", "missing [surface_wording_unknown]"},
		{"no text, wall unknown", page(editor), "wall", "open [surface_open]"},
		{"disclaimer", page(disclaimer + editor), "", "open [surface_open] banners=0"},
		{"disclaimer, disclaimer unknown", page(disclaimer + editor), "disclaimer", "open [surface_open] banners=1"},
		{"closed", page(disabled + `<a href="/">Start new chat</a>`), "", "closed [closed_chat composer_unusable]"},
		{"closed, closed unknown", page(disabled + `<a href="/">Start new chat</a>`), "closed", "missing [surface_wording_unknown composer_unusable]"},
		{"closed in German, new_chat unknown", page(disabled + `<a href="/">Neuen Chat starten</a>`), "new_chat", "missing [surface_wording_unknown composer_unusable]"},
		{"closed, usable composer, closed unknown", page(editor + `<a href="/">Start new chat</a>`), "closed", "open [surface_open]"},
		{"continue", page(editor + `<a href="/">Continue in a new chat</a>`), "", "open [surface_open continuation_offered]"},
		{"continue, continue unknown", page(editor + `<a href="/">Continue in a new chat</a>`), "continue", "open [surface_open]"},
	}
	for _, c := range cases {
		doc, err := snapshot.Parse([]byte(c.page), snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		p := site.ChatGPT()
		if c.table != "" {
			p = chatgptWithout(c.table)
		}
		s := ReadSite(doc, p)
		got := fmt.Sprintf("%s %v", s.State, s.Reasons)
		if slices.Contains([]string{"disclaimer", "disclaimer, disclaimer unknown"}, c.name) {
			got += fmt.Sprintf(" banners=%d", len(s.Banners))
		}
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}
