package pageview_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testpage"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/snapshot"
)

// finishedPage is the page of pageview's own tests.
const finishedPage = testpage.Finished

// FuzzReadHTML: arbitrary bytes never panic; the view fails with
// exactly the inputs ClassifyHTML refuses, and agrees with the verdict of
// the same page on everything the verdict carries.
func FuzzReadHTML(f *testing.F) {
	f.Add([]byte(finishedPage), 0)
	for _, state := range corpus.GenStates() {
		f.Add(corpus.Generate(corpus.GenOptions{Turns: 2, State: state, Seed: 7}), 0)
	}
	f.Add([]byte(`<div role="alert"><button><button>Deny</button></button></div></p></div><div id="thread-bottom"><div aria-busy="true">`), 1)
	f.Add([]byte(strings.Repeat("<div>", 400)+`<div id="thread-bottom"><button>Allow`+strings.Repeat("</div>", 3)), 0)
	f.Fuzz(func(t *testing.T, src []byte, minTurn int) {
		opts := classify.Options{MinTurn: minTurn, Limits: snapshot.Limits{MaxBytes: 1 << 20}}
		view, err := pageview.ReadHTML(src, opts)
		verdict, verr := chatproof.ClassifyHTML(src, opts)
		if (err == nil) != (verr == nil) {
			t.Fatalf("ReadHTML error %v, ClassifyHTML error %v", err, verr)
		}
		if err != nil || verdict.Surface.State == chatproof.SurfaceMissing {
			if view != (recovery.View{TurnIndex: -1}) {
				t.Fatalf("unknown view carries evidence: %+v (%v)", view, err)
			}
			return
		}
		r := verdict.Response
		if !view.Known || view.AssistantID != map[bool]string{true: r.MessageID}[r.Present] ||
			view.Finished != (r.Present && r.Finished) || view.Streaming != (verdict.Activity.Level == chatproof.LevelStrong) ||
			view.ThreadError != (verdict.ProviderTerminal == chatproof.ProviderDeliveryTimeout) {
			t.Fatalf("view %+v disagrees with verdict %+v", view, verdict)
		}
	})
}
