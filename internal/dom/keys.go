package dom

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/site"
)

// Keys is a set of attribute keys: the few keys that rules look up on every
// element of a page. The index records the set each element carries, so
// that a pass over the whole document can skip an element that carries none
// of the keys it reads without loading the element's node.
//
// Which keys the index records is not chatproof's to choose but the site
// profiles': the attributes the embedded profiles' page markers test first
// (site.Profile.IndexAttrs: ChatGPT's test ids, turn and message
// attributes, id, name and role; Gemini's aria-label and class), so a
// marker moved in a profile moves the index with it. The index stays one
// per document, read once whatever profile then reads the page: a pass of a
// profile whose markers test another attribute first (a patch loaded from
// a file) finds KeyOf 0 for it and reads every element instead, which is
// slower, never wrong.
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
var recorded = recordedKeys(indexedAttrs())

// indexedAttrs returns the attributes the index records: those of
// site.Profile.IndexAttrs of every embedded profile, in order, without
// repeats, the first maxKeys of them.
func indexedAttrs() []string {
	var out []string
	for _, p := range site.Embedded() {
		for _, a := range p.IndexAttrs() {
			if len(out) < maxKeys && len(a) <= maxKeyLen && !contains(out, a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// recordedKeys gives each of names its bit, bucketed by length.
func recordedKeys(names []string) *[maxKeyLen + 1][]keyBit {
	var byLen [maxKeyLen + 1][]keyBit
	for i, n := range names {
		byLen[len(n)] = append(byLen[len(n)], keyBit{n, 1 << i})
	}
	return &byLen
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// readKeys returns the set of recorded keys among n's attributes.
func readKeys(n *html.Node) Keys {
	var ks Keys
	for _, a := range n.Attr {
		if a.Namespace == "" {
			ks |= keyOf(a.Key)
		}
	}
	return ks
}

// KeyOf returns the Keys bit of an attribute key, 0 for a key a Keys set
// does not record.
func KeyOf(key string) Keys { return keyOf(key) }

// keyOf returns the Keys bit of an attribute key, 0 for a key a Keys set
// does not record.
func keyOf(key string) Keys {
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
