package surface

import (
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/site"
)

// wording is which of the grammar's surface wording tables the site
// profile says apply to the site (site.Profile.Wording), read once per
// read: every rule that reads wording asks it first. A disclaimer of
// unknown wording is not recognised by its words (its place still counts);
// a wall, usage-limit or new-chat action of unknown wording names no state,
// and a state that needs the wording to be proven is not (decide).
type wording struct {
	wall, quota, closed, cont, newChat, disclaimer bool
}

// wordingOf reads the profile's surface wording tables.
func wordingOf(p *site.Profile) wording {
	return wording{
		wall:       p.Knows("wall"),
		quota:      p.Knows("quota"),
		closed:     p.Knows("closed"),
		cont:       p.Knows("continue"),
		newChat:    p.Knows("new_chat"),
		disclaimer: p.Knows("disclaimer"),
	}
}

// isClosedAction is grammar.IsClosedAction where the site's wording is
// known: the English calls to action with the closed wording, the other
// languages' (grammar.NewChatActions) with the new_chat wording.
func (w wording) isClosedAction(label string) bool {
	if grammar.IsEnglishClosedAction(label) {
		return w.closed
	}
	return w.newChat && grammar.IsClosedAction(label)
}

// isContinueAction is grammar.IsContinueAction where the site's wording is
// known: the English calls to action with the continue wording, the other
// languages' with the new_chat wording.
func (w wording) isContinueAction(label string) bool {
	if grammar.IsEnglishContinueAction(label) {
		return w.cont
	}
	return w.newChat && grammar.IsContinueAction(label)
}

// closedKnown reports that every closed-chat call to action the grammar
// has applies to the site, so an unusable composer next to none of them is
// no closed chat.
func (w wording) closedKnown() bool { return w.closed && w.newChat }
