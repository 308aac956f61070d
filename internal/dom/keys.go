package dom

import "golang.org/x/net/html"

// Keys is a set of attribute keys: the few keys that rules look up on every
// element of a page. The index records the set each element carries, so
// that a pass over the whole document can skip an element that carries none
// of the keys it reads without loading the element's node.
//
// Which keys the index records is the site profiles' choice, not the
// reader's: the attributes the embedded profiles' page markers test first
// (site.Profile.IndexAttrs: ChatGPT's test ids, turn and message
// attributes, id, name and role; Gemini's aria-label and class; Claude's
// turn and streaming attributes; Copilot's data-content). They are
// listed here, in indexedAttrs, because the reader sits below package site
// (it imports no profile); a test of package classify holds the list equal
// to the embedded profiles' IndexAttrs, so a marker moved in a profile
// moves the index with it. The index stays one per document, read once
// whatever profile then reads the page: a pass of a profile whose markers
// test another attribute first (a patch loaded from a file) finds KeyOf 0
// for it and reads every element instead, which is slower, never wrong.
type Keys uint16

// maxKeys is the number of keys a Keys set can record; attributes of the
// profiles beyond it are not recorded (KeyOf 0).
const maxKeys = 16

// maxKeyLen bounds the length of a recorded key.
const maxKeyLen = 64

// keyBit is a recorded key and its bit.
type keyBit struct {
	name string
	bit  Keys
}

// recorded are the recorded keys by length, for readKeys.
var recorded = recordedKeys(indexedAttrs)

// indexedAttrs are the attributes the index records, in bit order: the
// site.Profile.IndexAttrs of the embedded profiles, ChatGPT's first, without
// repeats (see Keys), at most maxKeys.
var indexedAttrs = []string{
	"data-testid", "data-turn", "data-turn-id", "data-turn-key", "data-message-author-role",
	"data-conversation-role", "data-user-message-bubble", "data-message-id", "id", "name", "role",
	"aria-label", "class", "data-test-render-count", "data-is-streaming", "data-content",
}

// IndexedAttrs returns the attributes the index records, in bit order.
func IndexedAttrs() []string { return append([]string(nil), indexedAttrs...) }

// recordedKeys gives each of names its bit, bucketed by length.
func recordedKeys(names []string) *[maxKeyLen + 1][]keyBit {
	var byLen [maxKeyLen + 1][]keyBit
	for i, n := range names {
		byLen[len(n)] = append(byLen[len(n)], keyBit{n, 1 << i})
	}
	return &byLen
}

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
	if len(key) > maxKeyLen {
		return 0
	}
	for _, kb := range recorded[len(key)] {
		if kb.name == key {
			return kb.bit
		}
	}
	return 0
}
