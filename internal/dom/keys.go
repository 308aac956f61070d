package dom

import "golang.org/x/net/html"

// Keys is a set of attribute keys: the few keys that rules look up on every
// element of a page. The index records the set each element carries, so
// that a pass over the whole document can skip an element that carries none
// of the keys it reads without loading the element's node.
type Keys uint16

// The attribute keys a Keys set records, each for an attribute without a
// namespace.
const (
	KeyID               Keys = 1 << iota // id
	KeyRole                              // role
	KeyTestID                            // data-testid
	KeyTurn                              // data-turn
	KeyTurnID                            // data-turn-id
	KeyTurnKey                           // data-turn-key
	KeyAuthorRole                        // data-message-author-role
	KeyConversationRole                  // data-conversation-role
	KeyUserBubble                        // data-user-message-bubble
	KeyMessageID                         // data-message-id
)

// readKeys returns the set of recorded keys among n's attributes.
func readKeys(n *html.Node) Keys {
	var ks Keys
	for _, a := range n.Attr {
		if a.Namespace == "" {
			ks |= KeyOf(a.Key)
		}
	}
	return ks
}

// KeyOf returns the Keys bit of an attribute key, 0 for a key a Keys set
// does not record.
func KeyOf(key string) Keys {
	switch key {
	case "id":
		return KeyID
	case "role":
		return KeyRole
	case "data-testid":
		return KeyTestID
	case "data-turn":
		return KeyTurn
	case "data-turn-id":
		return KeyTurnID
	case "data-turn-key":
		return KeyTurnKey
	case "data-message-author-role":
		return KeyAuthorRole
	case "data-conversation-role":
		return KeyConversationRole
	case "data-user-message-bubble":
		return KeyUserBubble
	case "data-message-id":
		return KeyMessageID
	}
	return 0
}
