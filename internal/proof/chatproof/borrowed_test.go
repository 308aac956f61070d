package chatproof_test

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// TestClassifyHTMLHoldsNothingOfItsInput: ClassifyHTML reads the page in
// the caller's buffer, not a copy, so the verdict it returns must hold
// nothing of that buffer: overwritten after the call, the buffer leaves
// the verdict as it was. Every generated state of both sites, and the
// corpus's snapshot pages (one in three in a plain go test, every one
// with CHATPROOF_EXHAUSTIVE=1, as CI runs), whose verdicts carry message
// ids, turn ids, evidence, banners and actions read from the page.
func TestClassifyHTMLHoldsNothingOfItsInput(t *testing.T) {
	type page struct {
		name string
		html []byte
		opts chatproof.Options
	}
	var pages []page
	for _, s := range []string{corpus.GenSiteChatGPT, corpus.GenSiteGemini} {
		for _, state := range corpus.GenStatesFor(s) {
			prof, ok := site.ByName(s)
			if !ok {
				t.Fatalf("no profile %q", s)
			}
			opts := chatproof.Options{Site: prof}
			pages = append(pages, page{s + "/" + state, corpus.Generate(corpus.GenOptions{Turns: 6, State: state, Site: s}), opts})
		}
	}
	fxs, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	for i, fx := range fxs {
		html, ok := corpus.Section(fx.Archive, "page.html")
		if !ok || !testflag.Sample(i, 3) {
			continue
		}
		opts, err := corpus.SnapshotOptions(fx.Archive)
		if err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		pages = append(pages, page{fx.Name, html, opts})
	}
	for _, p := range pages {
		want, err := chatproof.ClassifyHTML(p.html, p.opts)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		buf := bytes.Clone(p.html)
		got, err := chatproof.ClassifyHTML(buf, p.opts)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i := range buf {
			buf[i] = '#'
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: the verdict changed with its input's buffer (-before +after):\n%s", p.name, d)
		}
	}
}
