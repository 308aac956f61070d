package corpus_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/site"
)

// realPagesDir is where the pages saved from the real sites are kept,
// beside the module (with their MANIFEST.md and licences); a fresh clone
// has none, and the tests that read them skip.
var realPagesDir = filepath.Join("..", "..", "shared", "reference", "realpages")

// realPage is one row of the MANIFEST: the page's file (site/name.html)
// and the state its authors' capture shows.
type realPage struct {
	file, state string
}

// site is the site the page was saved from: its folder.
func (p realPage) site() string { s, _, _ := strings.Cut(p.file, "/"); return s }

// finished reports a conversation whose last reply is finished: the
// verdict must be complete. Every other state (loading, fragment) must be
// incomplete.
func (p realPage) finished() bool { return strings.HasPrefix(p.state, "finished") }

// readRealPages reads the MANIFEST's table, skipping the test when the
// pages are not there.
func readRealPages(t *testing.T) []realPage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(realPagesDir, "MANIFEST.md"))
	if err != nil {
		t.Skipf("the real pages are not beside the module (%v): nothing to check", err)
	}
	var out []realPage
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) < 7 || !strings.HasSuffix(strings.TrimSpace(cells[1]), ".html") {
			continue
		}
		out = append(out, realPage{file: strings.TrimSpace(cells[1]), state: strings.TrimSpace(cells[5])})
	}
	if len(out) == 0 {
		t.Fatal("MANIFEST.md lists no page")
	}
	return out
}

// TestRealPages: every page saved from a real site whose profile exists
// is judged as its MANIFEST state says: a finished conversation complete,
// by its own site's profile (named in the verdict); a page still loading
// or a fragment (one reply, a side panel) incomplete, never judged by
// another site's rules. Sites without a profile are skipped by name.
func TestRealPages(t *testing.T) {
	pages := readRealPages(t)
	var skipped []string
	for _, p := range pages {
		t.Run(p.file, func(t *testing.T) {
			if _, ok := site.ByName(p.site()); !ok {
				if !slices.Contains(skipped, p.site()) {
					skipped = append(skipped, p.site())
				}
				t.Skipf("no profile for site %q", p.site())
			}
			data, err := os.ReadFile(filepath.Join(realPagesDir, p.file))
			if err != nil {
				t.Fatal(err)
			}
			v, err := chatproof.ClassifyHTML(data, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := v.Terminal == chatproof.Complete; got != p.finished() {
				t.Errorf("state %q: verdict %s %v, site %+v", p.state, v.Terminal, v.Reasons, v.Site)
			}
			if v.Site.Name != "" && v.Site.Name != p.site() {
				t.Errorf("judged by %+v, a page of %s", v.Site, p.site())
			}
			if p.finished() && v.Site.Name != p.site() {
				t.Errorf("a finished %s conversation judged by %+v", p.site(), v.Site)
			}
			if len(v.Unmatched) > 0 {
				t.Errorf("unmatched markers %v", v.Unmatched)
			}
		})
	}
	if len(skipped) > 0 {
		t.Logf("sites without a profile, skipped: %s", strings.Join(skipped, ", "))
	}
}

// TestRealPagesDrift: on every finished real conversation of a site with
// a profile, the profile's finished markers renamed in the page (a test
// id, class token, label or element name changed, as a site's release
// does) leave it incomplete, and, with two replies or more, with
// site_markers_unmatched and each finished entry named as matching
// nothing.
func TestRealPagesDrift(t *testing.T) {
	pages := readRealPages(t)
	n := 0
	for _, p := range pages {
		prof, ok := site.ByName(p.site())
		if !ok || !p.finished() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(realPagesDir, p.file))
		if err != nil {
			t.Fatal(err)
		}
		renamed := string(data)
		for _, e := range prof.Markers.Finished {
			renamed = renameEntry(renamed, e)
		}
		if renamed == string(data) {
			t.Fatalf("%s: nothing to rename", p.file)
		}
		v, err := chatproof.ClassifyHTML([]byte(renamed), chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		n++
		if !severalReplies(p.state) {
			// One reply: nothing tells a renamed marker from a reply
			// that has not finished; it stays incomplete.
			if v.Terminal == chatproof.Complete {
				t.Errorf("%s, finished markers renamed: complete", p.file)
			}
			t.Logf("%s (one reply): %s %v", p.file, v.Terminal, v.Reasons)
			continue
		}
		if v.Terminal == chatproof.Complete || !slices.Contains(v.Reasons, classify.ReasonSiteMarkersUnmatched) {
			t.Errorf("%s, finished markers renamed: %s %v", p.file, v.Terminal, v.Reasons)
		}
		for _, e := range prof.Markers.Finished {
			if !slices.Contains(v.Unmatched, "finished: "+e.ID) {
				t.Errorf("%s: unmatched %v lacks finished: %s", p.file, v.Unmatched, e.ID)
			}
		}
		t.Logf("%s: %s %v unmatched %v", p.file, v.Terminal, v.Reasons, v.Unmatched)
	}
	if n == 0 {
		t.Skip("no finished real page of a site with a profile")
	}
}

// severalReplies reports whether a MANIFEST state names two replies or
// more ("11 turns (6 assistant)", "3 exchanges"), not one ("1 user + 1
// assistant", "finished research answer").
func severalReplies(state string) bool {
	return !strings.Contains(state, "1 assistant") && manyTurns.MatchString(state)
}

// manyTurns matches a count of two turns or exchanges or more.
var manyTurns = regexp.MustCompile(`\b([2-9]|[1-9][0-9]+) (turns|exchanges)\b`)

// renameEntry renames, in page, what makes an element match e: each
// condition's value (an attribute value, a class token, a label), or
// the element's name for an entry without conditions.
func renameEntry(page string, e site.Entry) string {
	if len(e.Match) == 0 && e.Tag != "" {
		return strings.NewReplacer("<"+e.Tag, "<"+e.Tag+"-renamed", "</"+e.Tag, "</"+e.Tag+"-renamed").Replace(page)
	}
	for _, c := range e.Match {
		switch c.Op {
		case site.OpToken, site.OpTokenI:
			re := regexp.MustCompile(`(` + regexp.QuoteMeta(c.Attr) + `="[^"]*?)\b` + regexp.QuoteMeta(c.Value) + `\b`)
			page = re.ReplaceAllString(page, "${1}"+c.Value+"-renamed")
		case site.OpEquals, site.OpEqualsLabel, site.OpPrefix, site.OpContains, site.OpContainsI:
			re := regexp.MustCompile(`(?i)(` + regexp.QuoteMeta(c.Attr) + `=")` + regexp.QuoteMeta(c.Value))
			page = re.ReplaceAllString(page, "${1}renamed-"+c.Value)
		}
	}
	return page
}
