package capture

import (
	"bytes"
	"time"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
)

// lastSnapshot is what a tab made of the scoped reader's last answer, so
// that a poll on which the page reads exactly as it did reuses it: the
// reader answers only the answer's id, and the snapshot is the last one
// with its time written anew, without decoding, building, sanitizing or
// rendering anything (see readScoped).
type lastSnapshot struct {
	id   string // the reader's id of the answer; "" when none is held
	expr string // the reader that gave it
	opt  lastOptions
	snap *Snapshot
}

// lastOptions are the options besides the reader that a snapshot is made
// with: a poll asked with others makes its own.
type lastOptions struct {
	sanitize redact.Options
	tool     string
}

func lastOptionsOf(opt CaptureOptions) lastOptions {
	return lastOptions{sanitize: opt.Options, tool: opt.Tool}
}

// known returns the id of the answer held for a read with expr and opt,
// "" when none is.
func (l *lastSnapshot) known(expr string, opt CaptureOptions) string {
	if l.snap == nil || l.expr != expr || l.opt != lastOptionsOf(opt) {
		return ""
	}
	return l.id
}

// keep holds snap as what the reader's answer id, read with expr and
// opt, made; an answer with no id (a whole read under a layer) is not
// held.
func (l *lastSnapshot) keep(id, expr string, opt CaptureOptions, snap *Snapshot) {
	if id == "" {
		*l = lastSnapshot{}
		return
	}
	*l = lastSnapshot{id: id, expr: expr, opt: lastOptionsOf(opt), snap: snap}
}

// again returns the held snapshot taken anew at prov.Time: its HTML with
// the capture time rewritten, in a buffer of its own (the caller may hold
// the last one), and everything else as it was.
func (l *lastSnapshot) again(prov page.Provenance) *Snapshot {
	s := *l.snap
	s.Provenance.Time = prov.Time
	s.HTML = withTime(l.snap.HTML, prov.Time)
	s.Unchanged = true
	return &s
}

// timeContent is what precedes the capture time in a rendered snapshot.
var timeContent = []byte(`<meta name="` + page.MetaTime + `" content="`)

// withTime returns a copy of html with its capture time set to t.
func withTime(html []byte, t time.Time) []byte {
	out := bytes.Clone(html)
	i := bytes.Index(out, timeContent)
	if i < 0 {
		return out
	}
	start := i + len(timeContent)
	end := bytes.IndexByte(out[start:], '"')
	if end < 0 {
		return out
	}
	stamp := t.UTC().Format(page.TimeFormat)
	if end == len(stamp) {
		copy(out[start:], stamp)
		return out
	}
	return append(append(out[:start:start], stamp...), html[start+end:]...)
}

// knownFor returns the id of the answer w holds a snapshot of for a read
// with expr and opt, "" when none.
func (w *world) knownFor(expr string, opt CaptureOptions) string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.last.known(expr, opt)
}

// keep holds snap as what the answer id of the reader expr made with opt.
func (w *world) keep(id, expr string, opt CaptureOptions, snap *Snapshot) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.last.keep(id, expr, opt, snap)
}

// again returns the snapshot w holds for the answer id, taken anew with
// prov's time; false when it holds none for id (the world was made anew
// since the read).
func (w *world) again(id string, prov page.Provenance) (*Snapshot, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.last.snap == nil || w.last.id != id {
		return nil, false
	}
	return w.last.again(prov), true
}
