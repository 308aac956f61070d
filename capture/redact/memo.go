package redact

import (
	"strings"

	"github.com/chatproof/chatproof/internal/lru"
)

// Sanitize asks the same questions of a page again and again: a page
// repeats its class strings, test ids, labels and short texts node after
// node, and a live capture's next poll asks almost all of the last one's.
// The answers for short strings are kept, those asked last, at most
// memoEntries of each kind; a longer string is always read anew. The
// answers are those of redactAttr and Secrets, which depend on nothing
// but the string (and the rule set, loaded once).
const (
	memoEntries = 4096
	memoMaxLen  = 512
)

// memoAnswer is a kept answer: the redacted string when hit, else "" (the
// string asked stands as it was).
type memoAnswer struct {
	out string
	hit bool
}

var (
	attrMemo = lru.New[string, memoAnswer](memoEntries)
	textMemo = lru.New[string, memoAnswer](memoEntries)
)

// redactAttrKept is redactAttr, its answer kept for a short value.
func redactAttrKept(key, val string) (string, bool) {
	if len(key)+len(val) > memoMaxLen {
		return redactAttr(key, val)
	}
	// The key is a new string (the concatenation copies), so a kept entry
	// never holds on to the page the value came from.
	a := attrMemo.Get(key+"\x00"+val, func(string) memoAnswer { return keep(redactAttr(key, val)) })
	if !a.hit {
		return val, false
	}
	return a.out, true
}

// secretsKept is Secrets, its answer kept for a short text.
func secretsKept(s string) (string, bool) {
	if len(s) > memoMaxLen {
		return Secrets(s)
	}
	a := textMemo.Get(strings.Clone(s), func(string) memoAnswer { return keep(Secrets(s)) })
	if !a.hit {
		return s, false
	}
	return a.out, true
}

// keep makes an answer to keep: a copy of a redacted string, nothing of
// one left as it was.
func keep(out string, hit bool) memoAnswer {
	if !hit {
		return memoAnswer{}
	}
	return memoAnswer{strings.Clone(out), true}
}
