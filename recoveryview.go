package chatproof

import (
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/pagefacts"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/snapshot"
)

// RecoveryView parses one snapshot once and returns the page evidence of
// package recovery's decisions: the snapshot is judged as ClassifyHTML
// judges it (opts selects the response the same way), and the facts a
// verdict does not carry are read from the same parsed document, with the
// same visibility.
//
// From the verdict: the current response's id, text, turn index and
// finished bar; activity that is not LevelNone or LevelWeak (strong, or a
// level not recognised) as Streaming; the ProviderDeliveryTimeout terminal
// as the thread error card; a disconnected-stream placeholder in the
// response text (recovery.InterruptedText) as Interrupted; a rate-limit
// sentence among the composer banners (recovery.RateLimitText) as
// RateLimitVisible.
//
// From the page, each only in its own scope and only from visible markup:
// UserID, the data-message-id of the latest visible user message (the sent
// one; "" when it has none); Draft, visible text in #prompt-textarea other
// than its placeholder; ComposerBusy, aria-busy="true" in div#thread-bottom
// or an editor that cannot be edited; ToolRunning, a busy tool or connector
// element of the current turn (the last conversation turn); PermissionCard,
// a permission, approval or consent card, or an Allow / Allow once /
// Always allow / Approve / Deny button, of the current turn or the
// composer surface; RateLimitVisible also when error chrome (role alert or
// status, a text-token-text-error container, a data-testid naming an
// error) of the current turn, of the composer surface or of the page
// outside every turn (a toast) reports rate limiting. Message content and
// older turns are never evidence. These facts only add evidence: none
// clears what the verdict showed.
//
// A page without div#thread-bottom (SurfaceMissing) is not a conversation
// view: the View is not Known (TurnIndex -1, nothing else set), so that no
// decision reads "no reply on the page" into it.
//
// Errors are ClassifyHTML's: input over the size limit (ErrTooLarge),
// not a page (ErrNotHTML), an archive that does not decode (ErrMalformed)
// or nested too deeply (ErrTooDeep); the page may be saved in any format
// ClassifyHTML reads; the View returned with an error is
// not Known.
// Any other input gives a View.
func RecoveryView(src []byte, opts Options) (recovery.View, error) {
	d, err := snapshot.Parse(src, opts.Limits.snapshot())
	if err != nil {
		return recovery.View{TurnIndex: -1}, err
	}
	view := recoveryView(classifyDocument(d, opts))
	if !view.Known {
		return view, nil
	}
	return withPageFacts(view, pagefacts.Read(dom.Of(d))), nil
}

// recoveryView turns a verdict into the page evidence it carries (see
// RecoveryView). It is not exported: a View from a verdict alone would be
// Known with the blocking facts a verdict does not carry (a draft, a busy
// composer, a running tool, a permission card) read as absent.
func recoveryView(v Verdict) recovery.View {
	if v.Surface.State == SurfaceMissing || v.Surface.State == "" {
		return recovery.View{TurnIndex: -1}
	}
	view := recovery.View{
		Known:       true,
		TurnIndex:   -1,
		Streaming:   v.Activity.Level != LevelNone && v.Activity.Level != LevelWeak,
		ThreadError: v.ProviderTerminal == ProviderDeliveryTimeout,
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

// withPageFacts completes a known view with the page facts. Facts only add
// evidence: none clears what the verdict showed. A view that is not known
// stays unknown.
func withPageFacts(v recovery.View, f pagefacts.Facts) recovery.View {
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
