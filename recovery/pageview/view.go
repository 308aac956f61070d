package pageview

import (
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// ReadHTML parses one saved page (any format package snapshot reads) and
// returns its View (Read). Errors are snapshot.Parse's: input over the
// size limit (snapshot.ErrTooLarge), not a page (snapshot.ErrNotHTML), an
// archive that does not decode (snapshot.ErrMalformed) or nested too
// deeply (snapshot.ErrTooDeep); the View returned with an error is not
// Known. Any other input gives a View.
func ReadHTML(src []byte, opts classify.Options) (recovery.View, error) {
	doc, err := snapshot.Parse(src, opts.Limits)
	if err != nil {
		return unknown(), err
	}
	return Read(doc, opts), nil
}

// Read returns the page evidence of package recovery's decisions for one
// parsed page: classify judges it (opts selects the response as for
// classify.Classify), surface reads its composer surface, and the facts a
// verdict does not carry are read from the same document, scoped by the
// classifier's reading of its turns (see the package documentation).
//
// A page without its profile's composer region (surface.StateMissing;
// ChatGPT: the div its surface marker names) is not a conversation view: the View is not
// Known (TurnIndex -1, nothing else set), so that no decision reads "no
// reply on the page" into it. Nor is a page whose profile does not declare
// the markers every page fact is read by (see the package documentation):
// its facts would prove nothing.
func Read(doc *snapshot.Document, opts classify.Options) recovery.View {
	r, turns := classify.Read(doc, opts)
	view := fromJudgement(r, surface.ReadSite(doc, turns.Site()))
	if !view.Known {
		return view
	}
	mk, declared := markupOf(turns.Site())
	if !declared {
		return unknown() // the page facts would prove nothing
	}
	return withFacts(view, readFacts(doc, turns, &mk))
}

// unknown is the View of a page that is not a conversation view.
func unknown() recovery.View { return recovery.View{TurnIndex: -1} }

// fromJudgement turns what classify and surface said of a page into the
// evidence it carries. A View from them alone would be Known with the
// blocking facts they do not carry (a draft, a busy composer, a running
// tool, a permission card) read as absent, so Read always completes it
// with the page facts.
func fromJudgement(r classify.Result, s surface.Surface) recovery.View {
	if s.State == surface.StateMissing || s.State == "" {
		return unknown()
	}
	view := recovery.View{
		Known:       true,
		TurnIndex:   -1,
		Streaming:   r.Activity.Level != classify.LevelNone && r.Activity.Level != classify.LevelWeak,
		ThreadError: r.ProviderTerminal == classify.ProviderDeliveryTimeout,
	}
	if r.Response.Present {
		view.AssistantID = r.Response.MessageID
		// The whole text, never the verdict's bounded report: the
		// decisions compare its length with the server's and look for an
		// interrupted stream at its end.
		view.Text = r.Response.FullText
		view.TurnIndex = r.Response.TurnIndex
		view.Finished = r.Response.Finished
		view.Interrupted = grammar.IsInterruptedStream(r.Response.FullText)
	}
	for _, b := range s.Banners {
		if grammar.IsRateLimited(b) {
			view.RateLimitVisible = true
		}
	}
	return view
}

// withFacts completes a known view with the page facts. Facts only add
// evidence: none clears what the verdict showed. A view that is not known
// stays unknown.
func withFacts(v recovery.View, f facts) recovery.View {
	if !v.Known {
		return v
	}
	v.UserID = f.UserID
	v.Draft = v.Draft || f.Draft
	v.ComposerBusy = v.ComposerBusy || f.ComposerBusy
	v.ToolRunning = v.ToolRunning || f.ToolRunning
	v.PermissionCard = v.PermissionCard || f.PermissionCard
	v.RateLimitVisible = v.RateLimitVisible || f.RateLimitError
	return v
}
