package chatproof

import (
	"io"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/internal/borrowed"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// Options selects the response a snapshot is judged for, and bounds its
// parsing: the type classify.Options, one type for the root and package
// classify, with the fields ExpectMessageID (the data-message-id the
// current turn must hold), MinTurn (the baseline turn index taken before
// Send), Limits (the parse limits), Site (the site profile the page and
// its composer surface are read with, forced; nil chooses one by the
// page) and Profiles (profiles that replace the embedded ones of their
// names, or add sites, in the set the page's profile is chosen from, so
// that each page is judged by its own site's profile). go doc
// classify.Options documents each.
type Options = classify.Options

// ClassifyHTML parses one snapshot and judges it. The snapshot is a saved
// page in any format package snapshot reads: HTML, MHTML (Chrome's
// "Webpage, Single File") or either gzip-compressed; Verdict.Format says
// which, and Verdict.URL is the page's URL when the format carries one.
// Errors are reserved for input that cannot be read as a page: over the
// size limit (ErrTooLarge, of the input or of the page decoded from it),
// positively not a page (ErrNotHTML: an image, a PDF, binary data; the
// message names what was found), an archive that does not decode
// (ErrMalformed), nested too deeply (ErrTooDeep), or denser in nodes than
// its node budget allows (ErrTooManyNodes, see Limits). Any other document,
// however odd — malformed markup, bytes that are not UTF-8 — gets a
// verdict, and one that does not prove completion is incomplete.
//
// An HTML page is read in src itself, without a copy; src must not change
// during the call, and the verdict holds nothing of it once returned.
func ClassifyHTML(src []byte, opts Options) (Verdict, error) {
	lim := snapshot.Limits{MaxBytes: opts.Limits.MaxBytes}
	borrowed.InPlace(&lim) // the document is dropped here, so read in place
	d, err := snapshot.Parse(src, lim)
	if err != nil {
		return Verdict{}, err
	}
	v := classifyDocument(d, opts)
	borrowed.Detach(&v, src)
	return v, nil
}

// ClassifyReader is ClassifyHTML reading the snapshot from r. A reader
// that tells its size (a file, a bytes or strings reader) is refused from
// its size when it is over the limit, before any of it is read; any other
// is read up to the size limit and one byte more (ErrTooLarge past it). A
// read error is returned wrapped (test with errors.Is).
func ClassifyReader(r io.Reader, opts Options) (Verdict, error) {
	d, err := snapshot.ParseReader(r, opts.Limits)
	if err != nil {
		return Verdict{}, err
	}
	return classifyDocument(d, opts), nil
}

// classifyDocument assembles the verdict from the classify and surface
// judgements of one parsed document.
func classifyDocument(d *snapshot.Document, opts Options) Verdict {
	r, turns := classify.Read(d, opts)
	s := surface.ReadSite(d, turns.Site())
	reasons := make([]string, 0, len(r.Reasons)+len(s.Reasons))
	reasons = append(reasons, r.Reasons...)
	reasons = append(reasons, s.Reasons...)
	return Verdict{
		Schema:           Schema,
		Surface:          s,
		ProviderTerminal: r.ProviderTerminal,
		ProviderRule:     r.ProviderRule,
		ProviderEvidence: r.ProviderEvidence,
		Activity:         r.Activity,
		Response:         r.Response,
		Terminal:         r.Terminal,
		TerminalRule:     terminalRule(r.Terminal, r.Reasons),
		Reasons:          reasons,
		Site:             r.Site,
		Unmatched:        r.Unmatched,
		URL:              d.URL(),
		Format:           string(d.Format()),
	}
}

// RuleFinishedResponse is Verdict.TerminalRule of a complete verdict: the
// response is present, not a placeholder, bound to its own finished-action
// bar, without strong activity or a provider terminal.
const RuleFinishedResponse = "finished_response"

// terminalRule names the rule that decided the terminal: for a complete
// verdict RuleFinishedResponse, for an incomplete one the first classify
// reason, the first check of the completion rule that failed.
func terminalRule(t Terminal, classifyReasons []string) string {
	if t == Complete {
		return RuleFinishedResponse
	}
	if len(classifyReasons) == 0 {
		return classify.ReasonNotFinished
	}
	return classifyReasons[0]
}
