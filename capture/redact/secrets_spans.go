package redact

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/textblock"
)

// secretSpans returns the byte ranges of s that the secret shapes of
// Secrets find, sorted and merged: the package's own distinct shapes
// and AWS secret keys, the rule set's shapes (its generic key=value rules
// where s holds a separator) and the key=value pairs naming a credential.
// Each is run over s as it is. It serves text that crosses element
// boundaries (see blocks), where Secrets of each piece finds nothing.
func secretSpans(s string) [][2]int {
	var out [][2]int
	if mayHoldDistinct(s) {
		for _, re := range distinctSecrets {
			for _, m := range re.FindAllStringIndex(s, -1) {
				out = append(out, [2]int{m[0], m[1]})
			}
		}
		for _, m := range awsSecretCandidate.FindAllStringIndex(s, -1) {
			out = append(out, awsSpans(s[m[0]:m[1]], m[0])...)
		}
	}
	out = append(out, loadedShapes().spans(s, false)...)
	if strings.ContainsAny(s, "=:>,|") {
		out = append(out, loadedShapes().spans(s, true)...)
	}
	if strings.ContainsAny(s, "=:") {
		for _, m := range keyValueSecret.FindAllStringSubmatchIndex(s, -1) {
			if secretValue(s[m[2]:m[3]], s[m[4]:m[5]]) {
				out = append(out, [2]int{m[0], m[1]})
			}
		}
	}
	return mergeSpans(out)
}

// awsSpans returns the ranges redactAWSSecret replaces in run, which
// starts at byte at of its string.
func awsSpans(run string, at int) [][2]int {
	var out [][2]int
	last := 0
	for start := 0; start+40 <= len(run); start++ {
		if start > last && run[start-1] != '/' || start < last {
			continue
		}
		end := start + 40
		if end < len(run) && run[end] != '/' || !awsSecretKey(run[start:end]) {
			continue
		}
		out = append(out, [2]int{at + start, at + end})
		last = end
	}
	return out
}

// mergeSpans sorts ranges and merges those that overlap or touch.
func mergeSpans(spans [][2]int) [][2]int {
	if len(spans) < 2 {
		return spans
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	out := spans[:1]
	for _, sp := range spans[1:] {
		if last := &out[len(out)-1]; sp[0] <= last[1] {
			last[1] = max(last[1], sp[1])
			continue
		}
		out = append(out, sp)
	}
	return out
}

// textPiece is one text node's part of a block's text: the node (nil for
// the line break a block boundary inside preformatted text reads as) and
// where its text starts.
type textPiece struct {
	node  *html.Node
	start int
}

// textRun is the text of one block as a reader sees it across element
// boundaries: its pieces in document order and their text joined.
type textRun struct {
	pieces []textPiece
	text   strings.Builder
}

func (r *textRun) add(n *html.Node, text string) {
	if len(r.pieces) > 0 || n != nil {
		r.pieces = append(r.pieces, textPiece{n, r.text.Len()})
		r.text.WriteString(text)
	}
}

// blocks redacts the secrets that cross element boundaries: a key a code
// highlighter splits into spans (a PEM block's header, base64 lines and
// footer; a JWT's parts; a key=value pair whose key, sign and value are
// tokens of their own) survives Secrets of each text node. The text
// of each block is read whole, as a reader sees it: the text of every
// element up to the nearest block (p, li, td, div, …) joined, and a
// preformatted block (pre) whole with each block or line break
// inside it read as a line break; it is read twice, with the text the
// page hides (data-chatproof-visible="false", the hidden attribute) and
// without it, since hidden pieces may interleave a secret a reader sees
// whole. Every piece that holds part of a secret found so has that part
// replaced with Redacted. It runs before the per-node rules, on the text
// as written (a piece those rules would redact alone must not hide the
// rest of its secret from this reading), in one pass over the document
// per reading.
func (s *sanitizer) blocks(root *html.Node) {
	for _, visibleOnly := range []bool{false, true} {
		var run textRun
		s.walkBlocks(root, &run, false, visibleOnly)
		s.flushRun(&run)
	}
}

// walkBlocks adds the text under n to run, starting a new run at each
// block boundary (inside preformatted text, pre, a line break instead).
func (s *sanitizer) walkBlocks(n *html.Node, run *textRun, pre, visibleOnly bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if c.Data != "" {
				run.add(c, c.Data)
			}
		case html.ElementNode:
			if c.Namespace != "" && c.Namespace != "html" || skipsText(c) || visibleOnly && readerHidden(c) {
				continue
			}
			startsPre := !pre && c.DataAtom == atom.Pre
			block := textblock.Is(c.DataAtom) || runBreaks[c.DataAtom] || c.DataAtom == atom.Br
			switch {
			case startsPre:
				s.flushRun(run)
				s.walkBlocks(c, run, true, visibleOnly)
				s.flushRun(run)
			case pre && block:
				run.add(nil, "\n")
				s.walkBlocks(c, run, true, visibleOnly)
				run.add(nil, "\n")
			case block:
				s.flushRun(run)
				s.walkBlocks(c, run, pre, visibleOnly)
				s.flushRun(run)
			default:
				s.walkBlocks(c, run, pre, visibleOnly)
			}
		}
	}
}

// flushRun redacts the secrets of run's text in the pieces they lie in,
// when it crosses a boundary, and empties it.
func (s *sanitizer) flushRun(run *textRun) {
	defer func() { *run = textRun{} }()
	nodes := 0
	for _, p := range run.pieces {
		if p.node != nil {
			nodes++
		}
	}
	if nodes < 2 {
		return // one text node: the per-node rules read it whole
	}
	text := run.text.String()
	spans := secretSpans(text)
	if len(spans) == 0 {
		return
	}
	crossed := false
	for k, p := range run.pieces {
		if p.node == nil {
			continue
		}
		end := len(text)
		if k+1 < len(run.pieces) {
			end = run.pieces[k+1].start
		}
		if r, hit := redactRanges(p.node.Data, p.start, end, spans); hit {
			p.node.Data = r
			crossed = true
		}
	}
	if crossed {
		s.stats.Secrets++
	}
}

// redactRanges returns data, which is text[start:end] of its run, with
// every part that lies in one of spans replaced by Redacted.
func redactRanges(data string, start, end int, spans [][2]int) (string, bool) {
	if end-start != len(data) {
		return data, false // changed since it was read
	}
	var b strings.Builder
	last, hit := 0, false
	for _, sp := range spans {
		lo, hi := max(sp[0], start)-start, min(sp[1], end)-start
		if lo >= hi {
			continue
		}
		b.WriteString(data[last:lo])
		b.WriteString(Redacted)
		last, hit = hi, true
	}
	if !hit {
		return data, false
	}
	b.WriteString(data[last:])
	return b.String(), true
}

// skipsText reports an element whose text is no page text (style,
// script and the like, template, the head) or is read on its own (a
// textarea: a composer's draft).
func skipsText(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Style, atom.Template, atom.Textarea, atom.Title, atom.Head, atom.Script, atom.Noscript,
		atom.Xmp, atom.Noembed, atom.Noframes, atom.Plaintext, atom.Iframe:
		return true
	}
	return false
}

// readerHidden reports an element a reader does not see: the capture's
// annotation says so, or it has the hidden attribute or an inline
// display:none.
func readerHidden(n *html.Node) bool {
	for _, a := range n.Attr {
		switch a.Key {
		case visibleAttr:
			if a.Val == "false" {
				return true
			}
		case "hidden":
			return true
		case "style":
			if slicesContainsDecl(a.Val, "display:none") {
				return true
			}
		}
	}
	return false
}

// slicesContainsDecl reports whether inline style holds declaration decl
// (lower case, without white space).
func slicesContainsDecl(style, decl string) bool {
	return slices.Contains(styleDecls(style), decl)
}

// styleDecls splits inline style into its declarations, lower case and
// without white space.
func styleDecls(style string) []string {
	return strings.Split(strings.ToLower(strings.Join(strings.Fields(style), "")), ";")
}

// visibleAttr is the capture's visibility annotation (page.VisibleAttr),
// which the redaction reads and the page model writes.
const visibleAttr = "data-chatproof-visible"

// runBreaks are the elements besides the text blocks (textblock.Is)
// that end a run a secret may span: a control's label, a form's parts and
// the document's ends are never one value with the text beside them.
var runBreaks = map[atom.Atom]bool{
	atom.Button: true, atom.Form: true, atom.Select: true, atom.Option: true,
	atom.Body: true, atom.Html: true,
}
