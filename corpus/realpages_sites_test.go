package corpus_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestRealPagesNewSites: the real pages of Claude, Perplexity and Copilot
// that their manifest calls finished are complete when judged with their
// site's profile, and are read with that profile when no site is given
// (by their markers: the pages carry no URL); the fragments (one reply, a
// side panel: no user turn) are not complete.
func TestRealPagesNewSites(t *testing.T) {
	cases := []struct {
		site, file string
		complete   bool
		// markers: the page holds a turn or message marker of its site
		// (the artifact side panel holds none, so no profile is chosen
		// by markers).
		markers bool
	}{
		{"claude", "claude/obsidianaiexp-chat-simple-2026-02-27.html", true, true},
		{"claude", "claude/obsidianaiexp-chat-simple-2026-01-29.html", true, true},
		{"claude", "claude/noosphere-claude-codeblock-larger-2026-01-07.html", false, true},
		{"claude", "claude/noosphere-claude-artifact-turn-2026-01-07.html", false, true},
		{"claude", "claude/obsidianaiexp-artifacts-2026-01-29.html", false, false},
		{"perplexity", "perplexity/obsidianaiexp-chat-simple-2026-02-27.html", true, true},
		{"perplexity", "perplexity/obsidianaiexp-deep-research-2026-02-27.html", true, true},
		{"copilot", "copilot/noosphere-copilot-chat-dom-2026-01-07.html", true, true},
	}
	read := 0
	for _, c := range cases {
		page, err := os.ReadFile(filepath.Join(realPagesDir, filepath.FromSlash(c.file)))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		read++
		p, _ := site.ByName(c.site)
		v, err := chatproof.ClassifyHTML(page, chatproof.Options{Site: p})
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if got := v.Terminal == chatproof.Complete; got != c.complete {
			t.Errorf("%s with --site %s: %s, want complete %v", c.file, c.site, briefVerdict(v), c.complete)
		}
		doc, err := snapshot.Parse(page, snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := classify.SiteFor(doc, classify.Options{}); c.markers && got.Name != c.site {
			t.Errorf("%s: read without a site as %s, want %s", c.file, got.Name, c.site)
		}
	}
	if read == 0 {
		t.Skipf("no real page under %s", realPagesDir)
	}
	t.Logf("%d real pages read", read)
}
