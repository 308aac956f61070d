package surface_test

import (
	"fmt"

	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

func ExampleRead() {
	page := `<div id="thread-bottom">
	  <div class="flex rounded-2xl border">
	    <div class="flex-1 text-sm">You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div>
	    <a href="/" class="btn btn-primary">Start new chat</a>
	  </div>
	  <form data-type="unified-composer">
	    <div contenteditable="true" id="prompt-textarea"><p>my draft</p></div>
	    <button data-testid="send-button" aria-label="Send prompt"></button>
	  </form>
	  <div><div>ChatGPT can make mistakes. Verify what matters.</div></div>
	</div>`
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	st := surface.Read(d)
	fmt.Println(st.State, st.Rule, st.ComposerUsable)
	fmt.Printf("%q\n", st.Banners)
	fmt.Printf("%q\n", st.Actions)
	fmt.Println(st.Reasons)
	// Output:
	// exhausted wall_2026_keep_talking true
	// ["You've reached the maximum length for this conversation, but you can keep talking by starting a new chat."]
	// ["Start new chat"]
	// [wall_banner]
}

func ExampleRead_closed() {
	page := `<div id="thread-bottom">
	  <div>This chat can't continue.</div><button>New chat</button>
	  <form><div contenteditable="false" id="prompt-textarea"></div></form>
	</div>`
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	st := surface.Read(d)
	fmt.Println(st.State, st.Rule, st.ComposerUsable, st.Reasons)
	// Output:
	// closed closed_new_chat_action false [closed_chat composer_unusable]
}

func ExampleRead_missing() {
	d, err := snapshot.Parse([]byte(`<main><p>You have reached the maximum length for this conversation.</p></main>`), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	st := surface.Read(d)
	fmt.Println(st.State, len(st.Banners), st.Reasons)
	// Output:
	// missing 0 [thread_bottom_missing]
}
