package classify_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// profilePatches generates patches of the embedded profile base: for
// every marker list, one dropping its first entry and one whose first
// entry's first condition (or tag) looks for another value; and one adding
// a host. Each is merged over base; those the merge leaves invalid (a
// required list emptied) are left out.
func profilePatches(base *site.Profile) []*site.Profile {
	var out []*site.Profile
	add := func(patch *site.Profile) {
		if p := site.Merge(base, patch); site.Validate(p) == nil {
			out = append(out, p)
		}
	}
	add(&site.Profile{Hosts: []string{"patched.example"}})
	for i, l := range base.Markers.Lists() {
		if len(l.Entries) == 0 {
			continue
		}
		e := l.Entries[0]
		drop := &site.Profile{}
		setList(&drop.Markers, i, []site.Entry{{ID: e.ID, Drop: true}})
		add(drop)
		renamed := e
		renamed.Match = append([]site.Cond(nil), e.Match...)
		switch {
		case len(renamed.Match) > 0 && renamed.Match[0].Op != site.OpPresent:
			renamed.Match[0].Value += "-renamed"
		case len(renamed.Match) > 0:
			renamed.Match[0].Attr += "-renamed"
		default:
			renamed.Tag += "-renamed"
		}
		rename := &site.Profile{}
		setList(&rename.Markers, i, []site.Entry{renamed})
		add(rename)
	}
	return out
}

// setList sets the i-th marker list of m (in the order of Markers.Lists).
func setList(m *site.Markers, i int, entries []site.Entry) {
	ptrs := []*[]site.Entry{
		&m.Turn, &m.Message, &m.Content, &m.UserContent, &m.MessageText, &m.Private, &m.Finished, &m.FinishedRow, &m.Stop, &m.Progress,
		&m.Busy, &m.Streaming, &m.Thinking, &m.ThinkingText, &m.Panel, &m.PanelName, &m.Shimmer, &m.Chrome, &m.Composer,
		&m.Surface, &m.Editor, &m.ComposerForm, &m.Error, &m.Status, &m.Retry, &m.Banner, &m.NewChat,
		&m.Continue, &m.Placeholder,
	}
	if len(ptrs) != len(m.Lists()) {
		panic("setList: a marker list is missing")
	}
	*ptrs[i] = entries
}

// selectionPage is a corpus page read without a forced profile, with the
// site SiteFor chooses for it and its verdict.
type selectionPage struct {
	name string
	doc  *snapshot.Document
	opts classify.Options
	site string
	want classify.Result
}

// selectionPages reads every snapshot fixture's page with its flags but
// its --site, so that its profile is chosen by SiteFor.
func selectionPages(t *testing.T) []selectionPage {
	t.Helper()
	fxs, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	var out []selectionPage
	for _, fx := range fxs {
		page, opts, err := corpus.DecodeSnapshot(fx.Archive)
		if err != nil {
			t.Fatalf("%s: %v", fx.File, err)
		}
		opts.Site = nil
		doc, err := snapshot.Parse(page, opts.Limits)
		if err != nil {
			continue // a fixture of a page that does not parse
		}
		p, ok := classify.SiteFor(doc, opts)
		if !ok {
			continue
		}
		out = append(out, selectionPage{fx.File, doc, opts, p.Name, classify.Classify(doc, opts)})
	}
	return out
}

// TestProfilePatchKeepsOtherSites: adding a patch of profile A to the set
// a page's profile is chosen from (Options.Profiles) never changes which
// profile a page of another site B is read with, nor its verdict. Every
// patch of profilePatches of every embedded profile is run over every
// snapshot fixture page selected as another site.
func TestProfilePatchKeepsOtherSites(t *testing.T) {
	pages := selectionPages(t)
	bySite := map[string]int{}
	for _, pg := range pages {
		bySite[pg.site]++
	}
	if bySite["chatgpt"] == 0 || bySite["gemini"] == 0 {
		t.Fatalf("pages by site %v: want pages of both embedded sites", bySite)
	}
	runs, failed := 0, 0
	for _, base := range site.Embedded() {
		patches := profilePatches(base)
		if len(patches) < 10 {
			t.Fatalf("%s: only %d patches", base.Name, len(patches))
		}
		for k, patch := range patches {
			for i, pg := range pages {
				// A plain go test runs each patch on one page in eight,
				// every page under one patch in eight (each profile
				// has at least ten); with CHATPROOF_EXHAUSTIVE=1 every
				// pair.
				if pg.site == base.Name || !testflag.Spread(8, k, i) {
					continue
				}
				opts := pg.opts
				opts.Profiles = []*site.Profile{patch}
				runs++
				p, _ := classify.SiteFor(pg.doc, opts)
				got := classify.Classify(pg.doc, opts)
				if p.Name == pg.site && reflect.DeepEqual(got, pg.want) {
					continue
				}
				if failed++; failed <= 3 {
					t.Errorf("%s with patch %d of %s: read with %s (want %s), verdict\n got %s\nwant %s",
						pg.name, k, base.Name, p.Name, pg.site, brief(got), brief(pg.want))
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d patched runs changed", failed, runs)
	}
	t.Logf("%d patched runs over %d pages (%v)", runs, len(pages), bySite)
}

func brief(r classify.Result) string { return fmt.Sprintf("%s %v", r.Terminal, r.Reasons) }
