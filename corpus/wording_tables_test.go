package corpus_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// A property of the site profiles' wording tables: a profile equal to the
// page's own but for one table said to be unknown never gives a verdict
// more complete than the page's own profile (an incomplete terminal stays
// incomplete, a provider terminal, strong activity or an unfinished
// response does not go away, a placeholder becomes no answer the profile
// proves, and the surface is never open where it was not), and for every table the classifier and the surface
// read at least one page changes, so that the table's gate is live.

// wordingNotReadHere are the wording tables neither package classify nor
// package surface reads (package recovery does): no verdict can change
// with them.
var wordingNotReadHere = []string{"rate_limit", "stream_error"}

// wordingPage is one page of the property, with the options it is read
// with.
type wordingPage struct {
	name string
	page []byte
	opts chatproof.Options
}

// wordingPages are every snapshot fixture and generated ChatGPT and Gemini
// pages of every state.
func wordingPages(t *testing.T) []wordingPage {
	t.Helper()
	fxs, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	var out []wordingPage
	for _, fx := range fxs {
		page, opts, err := corpus.DecodeSnapshot(fx.Archive)
		if err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		out = append(out, wordingPage{path.Base(fx.File), page, opts})
	}
	gemini := geminiOptions(t)
	for seed := range int64(2) {
		for _, state := range corpus.GenStates() {
			out = append(out, wordingPage{fmt.Sprintf("gen/chatgpt/%s/%d", state, seed), corpus.Generate(corpus.GenOptions{Turns: 4 + int(seed), State: state, Seed: seed}), chatproof.Options{}})
		}
		for _, state := range corpus.GenStatesFor(corpus.GenSiteGemini) {
			for _, footer := range []bool{false, true} {
				if footer && state != corpus.GenDeepThink {
					continue
				}
				src := corpus.Generate(corpus.GenOptions{Site: corpus.GenSiteGemini, Turns: 4 + int(seed), State: state, Seed: seed, PendingFooter: footer})
				out = append(out, wordingPage{fmt.Sprintf("gen/gemini/%s/%d/footer=%v", state, seed, footer), src, gemini})
			}
		}
	}
	return out
}

// withUnknown returns profiles equal to p but for one wording table set
// to unknown, compiled once per profile and table.
type withUnknown map[string]*site.Profile

func (w withUnknown) of(p *site.Profile, table string) *site.Profile {
	key := p.Name + "/" + table
	if q, ok := w[key]; ok {
		return q
	}
	q := *p
	q.Wording = maps.Clone(p.Wording)
	q.Wording[table] = site.Unknown
	w[key] = &q
	return &q
}

// moreComplete returns how v is more complete than base, "" when it is
// not.
func moreComplete(base, v chatproof.Verdict) string {
	switch {
	case base.Terminal == chatproof.Incomplete && v.Terminal == chatproof.Complete:
		return "the terminal became complete"
	case base.ProviderTerminal != chatproof.ProviderNone && v.ProviderTerminal == chatproof.ProviderNone:
		return "the provider terminal went away"
	case base.Activity.Level == chatproof.LevelStrong && v.Activity.Level != chatproof.LevelStrong:
		return "strong activity went away"
	case base.Response.Placeholder && !v.Response.Placeholder && !notProvenAnswer(v):
		return "the placeholder became an answer"
	case !base.Response.Finished && v.Response.Finished:
		return "the response became finished"
	case base.Surface.State != chatproof.SurfaceOpen && v.Surface.State == chatproof.SurfaceOpen:
		return "the surface became open"
	}
	return ""
}

// notProvenAnswer reports a verdict whose response is no placeholder by
// the wording the profile applies but is not proven an answer either (its
// placeholder or pending wording is unknown).
func notProvenAnswer(v chatproof.Verdict) bool {
	return slices.Contains(v.Reasons, classify.ReasonPlaceholderWordingUnknown) || slices.Contains(v.Reasons, classify.ReasonPendingWordingUnknown)
}

// TestWordingTablesFailClosed checks the property over every page and
// table, and counts the pages each table changes.
func TestWordingTablesFailClosed(t *testing.T) {
	pages := wordingPages(t)
	profiles := withUnknown{}
	changed := map[string]int{}
	pairs := 0
	for i, pg := range pages {
		doc, err := snapshot.Parse(pg.page, pg.opts.Limits)
		if err != nil {
			t.Fatalf("%s: %v", pg.name, err)
		}
		own, ok := classify.SiteFor(doc, pg.opts)
		if !ok {
			continue // no profile applies: nothing on the page is recognised
		}
		base, err := chatproof.ClassifyHTML(pg.page, pg.opts)
		if err != nil {
			t.Fatalf("%s: %v", pg.name, err)
		}
		bj, _ := json.Marshal(base)
		for ti, table := range site.WordingTables() {
			if !testflag.Spread(len(site.WordingTables()), i, ti) {
				// A plain go test judges each page with one table
				// unknown (the table moving from page to page), each
				// table on one page in len(site.WordingTables);
				// CHATPROOF_EXHAUSTIVE=1 every pair.
				continue
			}
			opts := pg.opts
			opts.Site = profiles.of(own, table)
			v, err := chatproof.ClassifyHTML(pg.page, opts)
			if err != nil {
				t.Fatalf("%s, %s unknown: %v", pg.name, table, err)
			}
			pairs++
			if how := moreComplete(base, v); how != "" {
				t.Errorf("%s (%s), %s unknown: %s (reasons %v, were %v)", pg.name, own.Name, table, how, v.Reasons, base.Reasons)
			}
			if vj, _ := json.Marshal(v); !bytes.Equal(vj, bj) {
				changed[table]++
			}
		}
	}
	t.Logf("%d pairs (%d pages × %d tables)", pairs, len(pages), len(site.WordingTables()))
	for _, table := range site.WordingTables() {
		t.Logf("  %-13s %4d pages changed", table, changed[table])
		// A table only a few pages exercise may have none in the sample:
		// whether every gate is live is asked of every pair.
		if testflag.Exhaustive() && changed[table] == 0 && !slices.Contains(wordingNotReadHere, table) {
			t.Errorf("%s: no page changes when the profile says its wording is unknown: the gate is not live", table)
		}
	}
}
