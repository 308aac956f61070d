package corpus

import (
	"errors"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/recovery"
)

// The recover kind: a recorded recovery case (page.html, server.json,
// target.json, packet.txt, state.json) answered by package recovery; the
// report is the chatproof.recover/v1 object. An archive is a recovery case
// when it has a server.json or a state.json section.
func init() {
	Register(&Kind{
		Name:     "recover",
		Sections: "state.json, and optionally page.html, server.json, target.json, packet.txt",
		Detect: func(a *txtar.Archive) bool {
			_, srv := Section(a, recovery.SectionServer)
			_, st := Section(a, recovery.SectionState)
			return srv || st
		},
		Allowed: func(s string) bool {
			switch s {
			case recovery.SectionPage, recovery.SectionServer, recovery.SectionTarget,
				recovery.SectionPacket, recovery.SectionState:
				return true
			}
			return false
		},
		Run: func(a *txtar.Archive) (any, error) { return RecoverCase(a, recovery.SectionState) },
	})
}

// RecoverCase runs a recorded recovery case: page.html is classified with
// chatproof.ClassifyHTML and turned into a recovery.View (RecoverView),
// completed with the facts the verdict does not carry (ReadPageFacts,
// WithPageFacts); the other sections are passed as they are. A case takes
// no flags.
func RecoverCase(a *txtar.Archive, source string) (recovery.Report, error) {
	if flags, ok := Section(a, "flags"); ok && strings.TrimSpace(string(flags)) != "" {
		return recovery.Report{}, errors.New("recover: a recovery case takes no flags")
	}
	c := recovery.Case{Source: source}
	if page, ok := Section(a, recovery.SectionPage); ok {
		v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
		if err != nil {
			return recovery.Report{}, err
		}
		c.Page = WithPageFacts(RecoverView(v), ReadPageFacts(page))
	}
	section := func(name string) []byte {
		if data, ok := Section(a, name); ok {
			return append([]byte{}, data...)
		}
		return nil
	}
	c.Server = section(recovery.SectionServer)
	c.Target = section(recovery.SectionTarget)
	c.Packet = section(recovery.SectionPacket)
	c.State = section(recovery.SectionState)
	return recovery.Policy{}.RunCase(c)
}

// RecoverView turns a snapshot verdict into the page evidence of the
// recovery decisions: the current response's id, text, turn index and
// finished bar; strong (or unrecognised) activity as streaming; the
// delivery_timeout provider terminal as the thread error card; a
// disconnected-stream placeholder in the response text; a rate-limit
// sentence among the composer banners. A page without div#thread-bottom
// (surface state "missing") is not a conversation view: the View is
// unknown, so that no decision reads "no reply on the page" into it.
func RecoverView(v chatproof.Verdict) recovery.View {
	if v.Surface.State == "missing" || v.Surface.State == "" {
		return recovery.View{TurnIndex: -1}
	}
	view := recovery.View{
		Known:       true,
		TurnIndex:   -1,
		Streaming:   v.Activity.Level != "none" && v.Activity.Level != "weak",
		ThreadError: v.ProviderTerminal == "delivery_timeout",
	}
	if v.Response.Present {
		view.AssistantID = v.Response.MessageID
		view.Text = v.Response.Text
		view.TurnIndex = v.Response.TurnIndex
		view.Finished = v.Response.Finished
		view.Interrupted = recovery.InterruptedText(v.Response.Text)
	}
	for _, b := range v.Surface.Banners {
		if recovery.RateLimitText(b) {
			view.RateLimitVisible = true
		}
	}
	return view
}

// WithPageFacts completes the page evidence of a conversation view with the
// page facts: the sent message's id, a draft, a busy composer, a running
// tool, a permission card and a rate-limit error of the current turn or the
// composer surface. Facts only add evidence: none clears what the verdict
// showed. A view that is not known stays unknown.
func WithPageFacts(v recovery.View, f PageFacts) recovery.View {
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
