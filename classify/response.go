package classify

import (
	"math"
	"slices"
	"strings"

	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/grammar"
)

// target is the current turn (or wrapperless answer) a snapshot is judged
// for, before its content is read.
type target struct {
	// found reports that a current turn exists; scope and the identity
	// fields are valid only then.
	found  bool
	source Source
	// scope is the turn container: the element whose subtree is searched
	// for the turn's activity, finished controls, reasoning and provider
	// chrome.
	scope int
	// msgs are the elements holding the response content.
	msgs              []int
	messageID, turnID string
	index             int
	// foreign are the subtrees of other turns nested inside the turn
	// container (a turn container whose conversation-turn-N or turn id
	// differs from the turn's own), in document order. Their messages,
	// finished controls, reasoning and error chrome are never the
	// response's; their activity still counts.
	foreign []span
	// reasons explain why no current turn was found.
	reasons []string
}

// span is the subtree of element el: elements el to end-1.
type span struct{ el, end int }

// inForeign reports whether element j lies in a foreign subtree.
func (tg *target) inForeign(j int) bool {
	for _, s := range tg.foreign {
		if j >= s.el && j < s.end {
			return true
		}
	}
	return false
}

// last returns the first element of the response's newest message, or -1.
// A finished control that comes before it in document order (the bar of an
// earlier block of a multi-block turn, a control above the message) is not
// the newest message's.
func (tg *target) last() int {
	if len(tg.msgs) == 0 {
		return -1
	}
	return tg.msgs[len(tg.msgs)-1]
}

// noTarget is a target that was not found, for the given reasons.
func noTarget(reasons ...string) target {
	return target{scope: -1, index: -1, reasons: append([]string{ReasonNoResponse}, reasons...)}
}

// selectTurn finds the current turn on a page with turn wrappers: the
// newest assistant turn after the latest user turn, which must pass the
// baseline and carry the expected message id.
func (p *page) selectTurn(opts Options) target {
	lastUser := -1
	for i := len(p.turns) - 1; i >= 0; i-- {
		if p.turns[i].isUser() {
			lastUser = i
			break
		}
	}
	if lastUser < 0 {
		return noTarget(ReasonNoUserMessage)
	}
	// A newer turn container whose role cannot be read anchors like a user
	// turn: it may be the user's next message, so nothing before it is the
	// current response.
	anchor := lastUser
	for i := len(p.turns) - 1; i > lastUser; i-- {
		if p.turns[i].unread() {
			anchor = i
			break
		}
	}
	cand := -1
	for i := len(p.turns) - 1; i > anchor; i-- {
		if p.turns[i].isAssistant() {
			cand = i
			break
		}
	}
	if cand < 0 {
		return noTarget()
	}
	t := &p.turns[cand]
	if opts.MinTurn > 0 && t.index < opts.MinTurn {
		return noTarget(ReasonBeforeBaseline)
	}
	if p.numberedAfter(cand) {
		return noTarget(ReasonTurnOrderConflict)
	}
	tg := target{found: true, source: SourceTurn, scope: t.el, index: t.index, turnID: t.turnID}
	tg.foreign = p.foreignTurns(t)
	var marks []mark
	for _, m := range p.marks[t.lo:t.hi] {
		if !tg.inForeign(m.el) {
			marks = append(marks, m)
		}
	}
	for _, m := range marks {
		if !m.message || m.own&roleAssistant == 0 {
			continue
		}
		if m.msgID != "" {
			tg.messageID = m.msgID
		}
		// Nested assistant markers (a wrapper and its message) are one
		// message: read the outermost only.
		if k := len(tg.msgs); k == 0 || !p.d.Contains(tg.msgs[k-1], m.el) {
			tg.msgs = append(tg.msgs, m.el)
		}
	}
	if len(tg.msgs) == 0 {
		tg.msgs = []int{t.el}
	}
	if tg.messageID == "" {
		for _, m := range marks {
			if m.msgID != "" {
				tg.messageID = m.msgID
			}
		}
	}
	if opts.ExpectMessageID != "" {
		if !slices.ContainsFunc(marks, func(m mark) bool { return m.msgID == opts.ExpectMessageID }) {
			return noTarget(ReasonMessageIDMismatch)
		}
		tg.messageID = opts.ExpectMessageID
	}
	if !p.d.Visible(t.el) {
		return noTarget(ReasonResponseHidden)
	}
	if !t.container {
		tg.scope = p.widen(t.el, p.turnStarts())
	}
	return tg
}

// content is the response's content as read from its elements.
type content struct {
	// text is the whole normalised text.
	text        string
	placeholder bool
}

// readContent reads the response text of the target's message elements.
// Inside a message, the content blocks (.markdown, [data-message-content])
// are the text, without their buttons ("Copy code", "Show more"); a message
// without content blocks is read whole, without buttons, error cards,
// status and alert nodes and thinking chrome; each is read as a reader
// sees it (readerText). An answer with no text but a
// visible image reads as the images' alt text, "[image]" for an image
// without one.
func (p *page) readContent(tg *target, cards []int) content {
	var raw []string
	for _, msg := range tg.msgs {
		if p.inThinking(msg, tg.scope) {
			// A message marker inside a reasoning block (DeepSeek's
			// .ds-markdown in .ds-think-content) is reasoning, never
			// the answer.
			continue
		}
		if blocks := p.blocksIn(msg, p.d.End(msg)); len(blocks) > 0 {
			for _, b := range blocks {
				raw = append(raw, p.readerText(b, p.isContentChrome))
			}
			continue
		}
		raw = append(raw, p.readerText(msg, func(j int) bool {
			return p.isMessageChrome(j) || slices.Contains(cards, j) || tg.inForeign(j)
		}))
	}
	text := normalizeText(strings.Join(raw, "\n"))
	if text == "" {
		text = p.imageText(tg.msgs)
	}
	if text == "" {
		if chrome := p.placeholderChrome(tg, cards); chrome != "" {
			return content{text: chrome, placeholder: true}
		}
	}
	return content{text: text, placeholder: text != "" && (grammar.IsPlaceholder(text) || p.m.w.pending && grammar.IsPendingPhrase(text))}
}

// placeholderChrome returns the visible text of a turn that shows no
// content, controls included, when it is only placeholder chrome naming a
// placeholder control (grammar.IsPlaceholderControl: the "Answer now"
// button under the hidden "ChatGPT said:" heading): such a message is
// present, the reply has started, but its content is a placeholder.
// Thinking chrome, shimmer, status, alert and error chrome and other turns
// are left out: a turn that shows only those, or only a "Stopped thinking"
// control, holds no message. "" otherwise.
func (p *page) placeholderChrome(tg *target, cards []int) string {
	text := normalizeText(p.d.TextWithout(tg.scope, wholeText, func(j int) bool {
		return p.isTurnChrome(j) || slices.Contains(cards, j) || tg.inForeign(j)
	}))
	if !grammar.IsPlaceholderControl(text) {
		return ""
	}
	return text
}

// isTurnChrome reports whether element j is chrome that is not a
// message's own control: a status or alert node, an error card, thinking
// or reasoning chrome, or shimmer.
func (p *page) isTurnChrome(j int) bool {
	n := p.d.Node(j)
	if len(n.Attr) == 0 {
		return false
	}
	a := attrs{m: p.m}
	a.read(n)
	return isErrorChrome(&a) || isReasoning(&a) || isShimmer(&a)
}

// wholeText is the rune budget of a text read whole: the response is read
// and compared whole; only its report is bounded.
const wholeText = math.MaxInt

// imageText returns one line per visible image of the messages: its alt
// text, or "[image]" without one. Images count wherever they sit inside
// the message, inside the button that opens the image viewer included: a
// finished image-only reply draws its image that way.
func (p *page) imageText(msgs []int) string {
	var lines []string
	for _, msg := range msgs {
		for j, end := msg, p.d.End(msg); j < end; j++ {
			if !p.d.Visible(j) {
				j = p.d.End(j) - 1
				continue
			}
			n := p.d.Node(j)
			if n.DataAtom != atom.Img {
				continue
			}
			alt := ""
			for _, at := range n.Attr {
				if at.Key == "alt" && at.Namespace == "" {
					alt = grammar.Normalize(at.Val)
				}
			}
			if alt == "" {
				alt = "[image]"
			}
			lines = append(lines, alt)
		}
	}
	return normalizeText(strings.Join(lines, "\n"))
}

// isContentChrome reports whether element j, inside a content block, is
// not the answer's text: a button, or thinking chrome (z.ai draws its
// thinking chain inside the answer's block).
func (p *page) isContentChrome(j int) bool { return p.buttonOr(j, isReasoning) }

// inThinking reports whether element i, inside the turn container scope,
// is thinking chrome or lies inside thinking chrome. It walks up from i
// to scope: at most the depth of the page.
func (p *page) inThinking(i, scope int) bool {
	a := attrs{m: p.m}
	for j := i; j >= 0 && j >= scope; j = p.d.Parent(j) {
		if n := p.d.Node(j); len(n.Attr) > 0 {
			a.read(n)
			if isReasoning(&a) {
				return true
			}
		}
		if j == scope {
			break
		}
	}
	return false
}

// isMessageChrome reports whether element j is chrome inside a message
// rather than its content: a button, a status or alert node, an error card,
// thinking/reasoning chrome or a shimmer label.
func (p *page) isMessageChrome(j int) bool {
	return p.buttonOr(j, func(a *attrs) bool { return isErrorChrome(a) || isReasoning(a) || isShimmer(a) })
}

// buttonOr reports whether element j is a button or its attributes make
// it what is reports.
func (p *page) buttonOr(j int, is func(*attrs) bool) bool {
	n := p.d.Node(j)
	if n.DataAtom == atom.Button {
		return true
	}
	if len(n.Attr) == 0 {
		return false
	}
	a := attrs{m: p.m}
	a.read(n)
	return is(&a)
}

// normalizeText normalises each line with grammar.Normalize and drops
// empty lines. The result is the whole text; the verdict bounds its report.
func normalizeText(s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	for line := range strings.SplitSeq(s, "\n") {
		line = grammar.Normalize(line)
		if line == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(line)
	}
	return b.String()
}

// boundID bounds an identity attribute to MaxIDRunes runes of valid UTF-8.
func boundID(s string) string {
	return grammar.Truncate(strings.TrimSpace(s), MaxIDRunes)
}
