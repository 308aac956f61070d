package classify

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/site"
)

// TestIndexFollowsTheProfiles: the document index records exactly the
// attributes the embedded profiles' page markers test first
// (site.Profile.IndexAttrs, ChatGPT's first, without repeats): a marker
// moved in a profile to another attribute fails here until the index
// follows, and the index records nothing no profile reads. So the
// embedded profiles' passes over a page never fall back to reading every
// element for want of a key, but for tag-only markers.
func TestIndexFollowsTheProfiles(t *testing.T) {
	var want []string
	for _, p := range site.Embedded() {
		for _, a := range p.IndexAttrs() {
			if !slices.Contains(want, a) {
				want = append(want, a)
			}
		}
	}
	if got := dom.IndexedAttrs(); !slices.Equal(got, want) {
		t.Errorf("the index records %q, the embedded profiles' page markers test first %q", got, want)
	}
	for _, a := range want {
		if dom.KeyOf(a) == 0 {
			t.Errorf("KeyOf(%q) = 0", a)
		}
	}
	if m := chatgptMatcher(); m.scanAll {
		t.Error("ChatGPT's pass reads every element")
	}
}
