package pageview_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/internal/testpage"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/snapshot"
)

// finishedPage is a reply with its own action bar, the composer idle:
// complete.
const finishedPage = testpage.Finished

// TestReadHTML: one parse gives the verdict's evidence and the page
// facts; a page that is not a conversation view, or cannot be read, gives
// a view that is not known.
func TestReadHTML(t *testing.T) {
	v, err := pageview.ReadHTML([]byte(finishedPage), classify.Options{})
	want := recovery.View{Known: true, AssistantID: "a1", UserID: "u1", Text: "Yes, 7 is prime.", TurnIndex: 2, Finished: true}
	if err != nil || v != want {
		t.Fatalf("finished page: %+v %v, want %+v", v, err, want)
	}
	busy := strings.NewReplacer(
		`<div contenteditable="true" id="prompt-textarea"></div>`, `<div contenteditable="true" id="prompt-textarea"><p>next question</p></div>`,
		`<main>`, `<main><div role="status" data-testid="toast-error">Too many requests</div>`,
		`</div></article>
</main>`, `<button>Allow once</button></div></article>
</main>`,
	).Replace(finishedPage)
	v, err = pageview.ReadHTML([]byte(busy), classify.Options{})
	if err != nil || !v.Known || !v.Draft || !v.RateLimitVisible || !v.PermissionCard || v.ComposerBusy || v.ToolRunning {
		t.Errorf("draft, toast and permission button: %+v %v", v, err)
	}
	noSurface := finishedPage[:strings.Index(finishedPage, `<div id="thread-bottom">`)]
	v, err = pageview.ReadHTML([]byte(noSurface), classify.Options{})
	if err != nil || v != (recovery.View{TurnIndex: -1}) {
		t.Errorf("a page without #thread-bottom: %+v %v", v, err)
	}
	v, err = pageview.ReadHTML([]byte(finishedPage), classify.Options{Limits: snapshot.Limits{MaxBytes: 16}})
	if !errors.Is(err, snapshot.ErrTooLarge) || v.Known {
		t.Errorf("over the size limit: %+v %v", v, err)
	}
	// The options select the response as they do for ClassifyHTML.
	v, err = pageview.ReadHTML([]byte(finishedPage), classify.Options{MinTurn: 3})
	if err != nil || !v.Known || v.AssistantID != "" || v.TurnIndex != -1 || v.UserID != "u1" {
		t.Errorf("before the baseline: %+v %v", v, err)
	}
}

// A page whose composer holds a draft: the verdict alone would not show it.
func ExampleReadHTML() {
	page := strings.Replace(finishedPage, `id="prompt-textarea"></div>`, `id="prompt-textarea"><p>and 9?</p></div>`, 1)
	v, err := pageview.ReadHTML([]byte(page), classify.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Known, v.UserID, v.AssistantID, v.Finished, v.Draft)
	// Output:
	// true u1 a1 true true
}

// TestReadHTMLWholeText: the view carries the whole response text, not the
// verdict's bounded report, so an interrupted-stream placeholder at the
// end of a long reply is seen and the text's length is the whole
// length, whatever the length.
func TestReadHTMLWholeText(t *testing.T) {
	for _, n := range []int{10, classify.MaxTextRunes - 40, classify.MaxTextRunes, 3 * classify.MaxTextRunes, 20 * classify.MaxTextRunes} {
		body := strings.Repeat("x", n)
		for _, tail := range []string{"", " Connection lost"} {
			page := strings.Replace(finishedPage, "<p>Yes, 7 is prime.</p>", "<p>"+body+"</p><p>"+tail+"</p>", 1)
			v, err := pageview.ReadHTML([]byte(page), classify.Options{})
			want := body
			if tail != "" {
				want += "\n" + strings.TrimSpace(tail)
			}
			if err != nil || v.Text != want || v.Interrupted != (tail != "") {
				t.Errorf("%d runes, tail %q: text of %d runes, interrupted %v, %v", n, tail, len(v.Text), v.Interrupted, err)
			}
		}
	}
}
