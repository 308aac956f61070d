package surface_test

import (
	"fmt"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/surface"
)

// The composer surface of a conversation at its length wall: the banner
// is a known wall sentence, so the state is exhausted, whatever the reply
// above it says.
func Example() {
	page := []byte(`<div id="thread-bottom">
<div class="flex"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/">Start new chat</a></div>
<form><div contenteditable="true" id="prompt-textarea"></div></form>
</div>`)
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := v.Surface
	fmt.Println(s.State == surface.StateExhausted, s.Rule, s.ComposerUsable)
	fmt.Println(s.Banners)
	fmt.Println(s.Actions)
	// Output:
	// true wall_2026_keep_talking true
	// [You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.]
	// [Start new chat]
}
