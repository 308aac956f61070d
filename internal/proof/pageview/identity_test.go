package pageview_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// TestViewNamesTheClassifiersResponse: on every page of the corpus
// (snapshot fixtures and recovery cases) and on generated pages of every
// state, the view names the same assistant message and turn as the
// classifier's response of the same document, and is known exactly when
// the page has a composer surface read with the page's site profile. A
// plain go test reads one in 3 of the corpus pages of every family. The
// generated pages are of 1, 2, 10 and 300 turns in every state with
// CHATPROOF_EXHAUSTIVE=1, as CI runs; in a plain go test every state at
// one of the sizes, each size in some states.
func TestViewNamesTheClassifiersResponse(t *testing.T) {
	pages := map[string][]byte{}
	for _, kind := range []string{"snapshot", "recover"} {
		dir := filepath.Join("..", "..", "..", "corpus", "fixtures", kind)
		fxs, err := corpus.Load(os.DirFS(dir), ".")
		if err != nil {
			t.Fatal(err)
		}
		for _, fx := range fxs {
			if page, ok := corpus.Section(fx.Archive, "page.html"); ok {
				pages[kind+"/"+fx.Name] = page
			}
		}
	}
	if len(pages) < 200 {
		t.Fatalf("only %d corpus pages", len(pages))
	}
	// One in 3 of every family of fixtures (their kind and name up to the
	// first "_"), at least one of each; every page with
	// CHATPROOF_EXHAUSTIVE=1, as CI runs.
	sampled := testflag.ByFamily(slices.Sorted(maps.Keys(pages)), func(name string) string {
		kind, fx, _ := strings.Cut(name, "/")
		return kind + "/" + testflag.NameFamily(fx)
	}, 3)
	for name := range pages {
		if !sampled[name] {
			delete(pages, name)
		}
	}
	for si, state := range corpus.GenStates() {
		for ti, turns := range []int{1, 2, 10, 300} {
			if !testflag.Spread(4, si, ti) {
				continue
			}
			pages[fmt.Sprintf("generated/%s/%d", state, turns)] = corpus.Generate(corpus.GenOptions{Turns: turns, State: state, Seed: int64(turns)})
		}
	}
	present := 0
	for name, page := range pages {
		doc, err := snapshot.Parse(page, snapshot.Limits{})
		if err != nil {
			continue // a fixture of a refused page: no view either
		}
		r, turns := classify.Read(doc, classify.Options{})
		v := pageview.Read(doc, classify.Options{})
		if known := surface.ReadSite(doc, turns.Site()).State != surface.StateMissing; v.Known != known {
			t.Errorf("%s: view known %v, surface says %v", name, v.Known, known)
			continue
		}
		if !v.Known {
			continue
		}
		wantID, wantTurn := "", -1
		if r.Response.Present {
			wantID, wantTurn = r.Response.MessageID, r.Response.TurnIndex
			present++
		}
		if v.AssistantID != wantID || v.TurnIndex != wantTurn {
			t.Errorf("%s: view names %q turn %d, the classifier %q turn %d", name, v.AssistantID, v.TurnIndex, wantID, wantTurn)
		}
	}
	t.Logf("%d pages read, %d with a response", len(pages), present)
	if present < 100 {
		t.Fatalf("only %d pages with a response: the check was not exercised", present)
	}
}
