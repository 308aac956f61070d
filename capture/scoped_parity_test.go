package capture_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/capturetest"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// pageServer serves generated and corpus pages: /gen/STATE/TURNS/SEED/p and
// /corpus/NAME/p.
func pageServer(t testing.TB, corpusPages map[string][]byte) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body []byte
		if name, ok := strings.CutPrefix(r.URL.Path, "/corpus/"); ok {
			body = corpusPages[strings.TrimSuffix(name, "/p")]
		} else if rest, ok := strings.CutPrefix(r.URL.Path, "/gen/"); ok {
			var o corpus.GenOptions
			if gem, ok := strings.CutPrefix(rest, corpus.GenSiteGemini+"/"); ok {
				o.Site, rest = corpus.GenSiteGemini, gem
			}
			parts := strings.Split(rest, "/")
			if len(parts) == 4 {
				o.State = parts[0]
				fmt.Sscan(parts[1], &o.Turns)
				fmt.Sscan(parts[2], &o.Seed)
				body = corpus.Generate(o)
			}
		}
		if body == nil && r.URL.Path == "/corpus/blank/p" {
			body = []byte("<p>blank</p>")
		}
		if body == nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// genPath is the server path of a generated page.
func genPath(state string, turns int, seed int64) string {
	return fmt.Sprintf("/gen/%s/%d/%d/p", state, turns, seed)
}

// geminiGenPath is genPath for a page in Gemini's markup.
func geminiGenPath(state string, turns int, seed int64) string {
	return "/gen/" + corpus.GenSiteGemini + genPath(state, turns, seed)[len("/gen"):]
}

// attach attaches to the shared browser for the whole test.
func attach(t testing.TB) *capture.Browser {
	t.Helper()
	b, err := capture.Attach(context.Background(), capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

// openPage opens url in a new tab of the shared browser and returns the
// tab attached to it.
func openPage(t testing.TB, b *capture.Browser, url string) *capture.Tab {
	t.Helper()
	id := capturetest.Open(t, url)
	tab, err := b.Tab(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	return tab
}

// reusedTab opens one tab for the whole test, attaches to it, and returns
// it with a func that loads url into it and waits for the load: one tab
// serves many pages.
func reusedTab(t testing.TB, b *capture.Browser, srv *httptest.Server) (*capture.Tab, func(url string)) {
	t.Helper()
	tab := openPage(t, b, srv.URL+"/corpus/blank/p")
	return tab, func(url string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		if err := tab.Load(ctx, url); err != nil {
			t.Fatalf("loading %s: %v", url, err)
		}
	}
}

// bothVerdicts captures tab whole and scoped and classifies both.
func bothVerdicts(t testing.TB, tab *capture.Tab, opts chatproof.Options) (full, scoped chatproof.Verdict) {
	t.Helper()
	return bothVerdictsWithin(t, tab, opts, 0)
}

// bothVerdictsWithin is bothVerdicts with each capture bounded by timeout
// (0 for capture.DefaultTimeout): a full capture of a long page on a busy
// machine takes longer.
func bothVerdictsWithin(t testing.TB, tab *capture.Tab, opts chatproof.Options, timeout time.Duration) (full, scoped chatproof.Verdict) {
	t.Helper()
	r := bothReads(t, tab, opts, timeout)
	return r.fullVerdict, r.scopedVerdict
}

// reads is a tab captured whole and scoped, and the verdicts of both.
type reads struct {
	full, scoped               *capture.Snapshot
	fullVerdict, scopedVerdict chatproof.Verdict
}

// bothReads captures tab whole and scoped, each bounded by timeout, and
// classifies both.
func bothReads(t testing.TB, tab *capture.Tab, opts chatproof.Options, timeout time.Duration) reads {
	t.Helper()
	var r reads
	for _, s := range []bool{false, true} {
		snap, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: s, Timeout: timeout, Site: opts.Site})
		if err != nil {
			t.Fatalf("capture (scoped %t): %v", s, err)
		}
		v, err := chatproof.ClassifyHTML(snap.HTML, opts)
		if err != nil {
			t.Fatalf("classify (scoped %t): %v", s, err)
		}
		if s {
			r.scoped, r.scopedVerdict = snap, v
		} else {
			r.full, r.fullVerdict = snap, v
		}
	}
	return r
}

// TestScopedParityGemini: a generated page of every Gemini state at
// several sizes, read with Gemini's profile, gets the same verdict from
// both captures, and the scoped one is a scoped read that leaves the
// older turns' content out. It is declared first of the parity sweeps,
// which run two at a time in the order declared, as the longest.
func TestScopedParityGemini(t *testing.T) {
	capturetest.Parallel(t)
	gemini, _ := site.ByName("gemini")
	b := attach(t)
	srv := pageServer(t, nil)
	tab, load := reusedTab(t, b, srv)
	sizes := []int{2, 10, 100}
	if testflag.Exhaustive() {
		sizes = append(sizes, 1000)
	}
	for si, state := range corpus.GenStatesFor(corpus.GenSiteGemini) {
		for ti, turns := range sizes {
			// A plain go test reads each state at one size, in turn; CI
			// at every size.
			if !testflag.Spread(len(sizes), si, ti) {
				continue
			}
			path := geminiGenPath(state, turns, 1)
			t.Run(path, func(t *testing.T) {
				load(srv.URL + path)
				r := bothReads(t, tab, chatproof.Options{Site: gemini}, 5*time.Minute)
				if d := cmp.Diff(r.fullVerdict, r.scopedVerdict); d != "" {
					t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
				}
				if r.scoped.Provenance.Scope != page.ScopeRules {
					t.Errorf("read as %q, want a scoped read (%q)", r.scoped.Provenance.Scope, page.ScopeRules)
				}
				if turns >= 100 && len(r.scoped.HTML)*3 > len(r.full.HTML) {
					t.Errorf("the scoped read wrote %d bytes of the page's %d: it should leave the older turns' content out", len(r.scoped.HTML), len(r.full.HTML))
				}
			})
		}
	}
}

// TestScopedParityGenerated: on every generator state, at several sizes and
// seeds, the scoped capture's verdict equals the full capture's, field by
// field. BenchmarkLive checks 100, 1,000 and 5,000 turns the same way.
func TestScopedParityGenerated(t *testing.T) {
	capturetest.Parallel(t)
	cases := []genCase{{2, 1}, {10, 1}, {100, 1}}
	if testflag.Exhaustive() { // as CI runs
		cases = append(cases, genCase{3, 1}, genCase{10, 2}, genCase{1000, 1})
	}
	scopedParityGenerated(t, cases)
}

// sampledCase reports whether a plain go test reads the page of the
// state at index si in the case at index ci: every state in one case in
// three, by turns, so that every state and every case is read; CI
// (CHATPROOF_EXHAUSTIVE=1) reads every one.
func sampledCase(si, ci int) bool {
	return testflag.Spread(3, si, ci)
}

// TestScopedParityGeneratedLong is TestScopedParityGenerated at 5,000
// turns, where a scoped poll leaves out almost every turn. A full capture
// of such a page takes seconds (tens of seconds with -race), so it runs
// only with CHATPROOF_LONG=1: under -race it outlasts go test's default
// timeout for the package.
func TestScopedParityGeneratedLong(t *testing.T) {
	if os.Getenv("CHATPROOF_LONG") != "1" {
		t.Skip("5,000-turn pages: set CHATPROOF_LONG=1")
	}
	scopedParityGenerated(t, []genCase{{5000, 1}})
}

// genCase is a generated page's size and seed.
type genCase struct {
	turns int
	seed  int64
}

// scopedParityGenerated checks the parity of both captures on every
// generator state at each of cases.
func scopedParityGenerated(t *testing.T, cases []genCase) {
	b := attach(t)
	srv := pageServer(t, nil)
	tab, load := reusedTab(t, b, srv)
	for si, state := range corpus.GenStates() {
		for ci, c := range cases {
			if !sampledCase(si, ci) {
				continue
			}
			{
				turns, seed := c.turns, c.seed
				path := genPath(state, turns, seed)
				t.Run(path, func(t *testing.T) {
					load(srv.URL + path)
					full, scoped := bothVerdictsWithin(t, tab, chatproof.Options{}, 5*time.Minute)
					if d := cmp.Diff(full, scoped); d != "" {
						t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
					}
				})
			}
		}
	}
}

// TestScopedParityCorpus: every snapshot page of the corpus, loaded into the
// browser, gets the same verdict from both captures, with the fixture's
// own flags. Gemini's pages are TestScopedParityGeminiCorpus's, the other
// sites' TestScopedParitySites's.
func TestScopedParityCorpus(t *testing.T) {
	capturetest.Parallel(t)
	corpusParity(t, 40, func(opts chatproof.Options) bool { return opts.Site == nil || opts.Site == site.ChatGPT() })
}

// corpusParity checks the parity of both captures on the snapshot pages of
// the corpus whose options pass, one in n of them in a plain go test and
// every one with CHATPROOF_EXHAUSTIVE=1, as CI runs; it fails when none
// passes.
func corpusParity(t *testing.T, n int, pass func(chatproof.Options) bool) {
	t.Helper()
	pages, optsOf, names := corpusPages(t, func(_ []byte, opts chatproof.Options) bool { return pass(opts) })
	if len(names) == 0 {
		t.Fatal("no corpus page to read")
	}
	b := attach(t)
	srv := pageServer(t, pages)
	tab, load := reusedTab(t, b, srv)
	for i, name := range names {
		if !testflag.Sample(i, n) {
			continue
		}
		t.Run(name, func(t *testing.T) {
			load(srv.URL + "/corpus/" + name + "/p")
			full, scoped := bothVerdicts(t, tab, servedOptions(t, pages[name], optsOf[name]))
			d := cmp.Diff(full, scoped)
			why, differs := scopedParityDiffers[name]
			switch {
			case d != "" && !differs:
				t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
			case d == "" && differs:
				t.Errorf("scoped verdict is the full one's, where it was listed as differing (%s)", why)
			}
		})
	}
}

// scopedParityDiffers are the corpus pages whose scoped verdict rightly
// differs from the full one served, each with why.
var scopedParityDiffers = map[string]string{
	"gemini_real-renamed-footer":        "drift is never read on a scoped capture, whose older turns are shells",
	"site_canonical-names-gemini":       "drift is never read on a scoped capture, whose older turns are shells",
	"gemini_real-saved-from-other-host": "saved from a host no profile serves, so no site is named; served, the whole capture's markers name Gemini, while the reader reads a host no profile serves with ChatGPT's",
}

// corpusPages returns the page of every snapshot fixture of the embedded
// corpus that keep takes, by fixture name, with its options and the names
// in the corpus's order.
func corpusPages(t *testing.T, keep func(page []byte, opts chatproof.Options) bool) (map[string][]byte, map[string]chatproof.Options, []string) {
	t.Helper()
	fxs, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string][]byte{}
	optsOf := map[string]chatproof.Options{}
	var names []string
	for _, fx := range fxs {
		opts, err := corpus.SnapshotOptions(fx.Archive)
		if err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		if page, ok := corpus.Section(fx.Archive, "page.html"); ok && keep(page, opts) {
			pages[fx.Name], optsOf[fx.Name] = page, opts
			names = append(names, fx.Name)
		}
	}
	return pages, optsOf, names
}

// servedOptions returns opts for a page served from the test server,
// whose address names no site: with the site the saved page is judged by
// (by its saved URL or its markers) named, as a caller reading a local
// copy of a page names it; the in-page reader reads a host no profile
// serves with ChatGPT's markers.
func servedOptions(t *testing.T, page []byte, opts chatproof.Options) chatproof.Options {
	t.Helper()
	if opts.Site != nil {
		return opts
	}
	v, err := chatproof.ClassifyHTML(page, opts)
	if err != nil {
		t.Fatal(err)
	}
	if v.Site.Name != "" {
		opts.Site, _ = site.ByName(v.Site.Name)
	}
	return opts
}

// pageContext returns a chromedp context attached to the one tab whose URL
// contains pattern, from a connection of the test's own: for reading and
// driving the page as its own scripts or its server would.
func pageContext(t testing.TB, pattern string) context.Context {
	t.Helper()
	actx, acancel := remote.NewAllocator(context.Background(), capturetest.Browser(t))
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	infos, err := chromedp.Targets(bctx)
	if err != nil {
		t.Fatal(err)
	}
	var id target.ID
	for _, in := range infos {
		if strings.Contains(in.URL, pattern) {
			id = in.TargetID
		}
	}
	if id == "" {
		t.Fatalf("no tab matches %q", pattern)
	}
	tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithTargetID(id), chromedp.WithDetachOnCancel())
	t.Cleanup(tcancel)
	return tctx
}

// TestScopedParityGeminiCorpus: on Gemini's markup, read with Gemini's
// profile (user turns known by their element name, the finished footer by
// its class tokens), every Gemini page of the corpus gets the same verdict
// from both captures.
func TestScopedParityGeminiCorpus(t *testing.T) {
	capturetest.Parallel(t)
	gemini, _ := site.ByName("gemini")
	corpusParity(t, 12, func(opts chatproof.Options) bool { return opts.Site == gemini })
}

// TestScopedParitySites: on the markup of each site whose profile came
// after ChatGPT's and Gemini's (Claude, DeepSeek, Grok, Perplexity,
// Copilot, z.ai), read with that site's profile, every page of the
// corpus gets the same verdict from both captures: the in-page reader
// reads each profile's marker table as the Go reader does. A plain run
// reads every other page of each site; CHATPROOF_EXHAUSTIVE=1 reads all.
func TestScopedParitySites(t *testing.T) {
	capturetest.Parallel(t)
	for _, name := range []string{"claude", "deepseek", "grok", "perplexity", "copilot", "zai"} {
		p, ok := site.ByName(name)
		if !ok {
			t.Fatalf("no profile %s", name)
		}
		t.Run(name, func(t *testing.T) {
			corpusParity(t, 2, func(opts chatproof.Options) bool { return opts.Site == p })
		})
	}
}
