package surface

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
)

// scanner walks div#thread-bottom once, in document order, collecting text
// blocks, actions and the editor's state.
type scanner struct {
	d  *dom.Document
	tb int
	// mk are the profile's markers the reader reads.
	mk *markup
	// w is which wording tables the profile applies.
	w wording

	line      lineBuf
	lineBlock int // the block element the current line belongs to

	// joined is the text of the current block with the visible text of its
	// inline actions kept in place ("… keep talking by <a>starting a new
	// chat</a>."): actions split banners, but a sentence whose words are
	// partly a link is still one sentence. joinedAction reports that an
	// inline action's text is in it.
	joined       lineBuf
	joinedAction bool

	blocks      int // non-empty text blocks seen
	banners     []string
	wall, quota grammar.Match
	disclaimers []int // block elements holding the disclaimer

	actions          []action
	actionCount      int
	actionsTruncated bool

	editorSeen   bool // an editor element exists, visible or not
	editorUsable bool // a visible, editable, enabled editor exists

	truncated   bool // more than MaxScanBlocks text blocks
	longSkipped bool // a text block over MaxScanRunes was not matched
	// matched reports a text block (or a block's joined text) that was
	// matched, or too long to be, against the wall and quota sentences.
	matched bool
}

// action is one visible button or link of the surface.
type action struct {
	el    int
	label string
}

func newScanner(d *dom.Document, tb int) *scanner {
	return &scanner{d: d, tb: tb, lineBlock: tb, banners: []string{}}
}

// scan walks the surface.
func (s *scanner) scan() {
	if !s.d.Visible(s.tb) {
		s.hiddenRange(s.tb)
		return
	}
	s.walk(s.d.Node(s.tb), s.tb, s.tb, false)
	s.endBlock()
}

// walk visits the children of n (element number i). block is the nearest
// block element enclosing them; inForm tells that they are inside a
// composer form.
func (s *scanner) walk(n *html.Node, i, block int, inForm bool) {
	next, ownHidden := i+1, s.d.OwnTextHidden(i)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if ownHidden {
				continue
			}
			if s.line.empty() {
				s.lineBlock = block
			}
			s.line.add(c.Data)
			s.joined.add(c.Data)
		case html.ElementNode:
			j := next
			next = s.d.End(j)
			s.element(c, j, block, inForm)
		}
	}
}

// element visits element c, numbered j.
func (s *scanner) element(c *html.Node, j, block int, inForm bool) {
	if !s.d.Visible(j) {
		// Not rendered: no text, no line break; an editor here exists but
		// is not usable.
		s.hiddenRange(j)
		return
	}
	info := inspect(c, s.mk)
	info.disclaimer = matchesAny(c, s.mk.banner)
	switch {
	case info.content:
		s.endBlock()
		return
	case info.editorLike:
		s.endBlock()
		s.editor(j, info, inForm)
		return
	case info.media:
		return
	case info.action:
		if info.block || inForm {
			s.endBlock()
		} else {
			s.flush()
			s.joined.add(s.d.Label(j, MaxScanRunes))
			s.joinedAction = true
		}
		s.addAction(j, inForm)
		return
	case info.lineBreak:
		s.line.space()
		s.joined.space()
		return
	}
	if info.form {
		inForm = true
	}
	if info.disclaimer {
		s.endBlock()
		s.disclaimers = append(s.disclaimers, j)
	}
	if info.block {
		s.endBlock()
		s.walk(c, j, j, inForm)
		s.endBlock()
		return
	}
	s.walk(c, j, block, inForm)
}

// endBlock ends the current block: it flushes the current line, and when an
// inline action split the block, it matches the block's joined text (the
// action's words in place) against the wall and quota sentences too. The
// joined text is never reported as a banner: the banners stay the text
// between actions.
func (s *scanner) endBlock() {
	s.flush()
	j := &s.joined
	if s.joinedAction && j.alnum && !j.overflow && !s.truncated {
		text := j.String()
		s.matched = true
		if s.w.wall && s.wall.Rule == "" {
			if m, ok := grammar.MatchWallSentence(text); ok {
				s.wall = m
			}
		}
		if s.w.quota && s.quota.Rule == "" {
			if m, ok := grammar.MatchQuotaSentence(text); ok {
				s.quota = m
			}
		}
	}
	j.reset()
	s.joinedAction = false
}

// flush ends the current line: a non-empty line with a letter or digit is a
// text block, classified and possibly reported as a banner.
func (s *scanner) flush() {
	l := &s.line
	if !l.alnum {
		l.reset()
		return
	}
	text, overflow, block := l.String(), l.overflow, s.lineBlock
	l.reset()
	s.blocks++
	if s.blocks > MaxScanBlocks {
		s.truncated = true
		return
	}
	placed := s.inDisclaimer(block)
	if !placed && s.w.disclaimer && grammar.IsDisclaimer(text) {
		if block != s.tb {
			s.disclaimers = append(s.disclaimers, block)
		}
		return
	}
	if !placed && len(s.banners) < MaxBanners {
		s.banners = append(s.banners, grammar.Truncate(text, MaxBannerRunes))
	}
	s.matched = true
	if overflow {
		s.longSkipped = true
		return
	}
	if s.w.wall && s.wall.Rule == "" {
		if m, ok := grammar.MatchWallSentence(text); ok {
			s.wall = m
		}
	}
	if s.w.quota && s.quota.Rule == "" {
		if m, ok := grammar.MatchQuotaSentence(text); ok {
			s.quota = m
		}
	}
}

// addAction records a visible action: any outside the composer form, and
// inside it only a new-chat call to action (the form's own controls, send,
// stop, dictate, plus and the model pickers, are not actions).
func (s *scanner) addAction(j int, inForm bool) {
	label := s.d.ControlLabel(j, MaxScanRunes)
	if inForm && !s.w.isClosedAction(label) && !s.w.isContinueAction(label) {
		return
	}
	s.actionCount++
	if s.actionCount > MaxScanActions {
		s.actionsTruncated = true
		return
	}
	s.actions = append(s.actions, action{el: j, label: label})
}

// hiddenRange notes editor elements (any textarea, contenteditable or
// editor-marker element) in the hidden subtree of j: they exist but are
// not usable.
func (s *scanner) hiddenRange(j int) {
	if s.editorSeen {
		return
	}
	for k, end := j, s.d.End(j); k < end; k++ {
		if inspect(s.d.Node(k), s.mk).editorCandidate(true) {
			s.editorSeen = true
			return
		}
	}
}
