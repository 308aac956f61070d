package pageview_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// TestEditorRuleAgrees: the composer surface and the page view read one
// editor rule. Over editors that accept input, refuse it, or prove
// neither, and over disabling elements around them, an editor is never
// both usable (surface) and busy (page view); one that accepts input and
// sits in no disabling element is usable and not busy; one that refuses
// input, or sits in one, is busy and not usable; one that proves neither
// is neither. Two copies of the rule that drift part on one of these.
func TestEditorRuleAgrees(t *testing.T) {
	type want int
	const (
		usable want = iota
		busy
		neither
	)
	editors := []struct {
		attrs string
		want  want
	}{
		{`contenteditable="true"`, usable},
		{`contenteditable=""`, usable},
		{`contenteditable="plaintext-only"`, usable},
		{`contenteditable="false"`, busy},
		{`contenteditable="true" aria-disabled="true"`, busy},
		{`contenteditable="true" aria-readonly="true"`, busy},
		{`contenteditable="true" disabled`, busy},
		{`contenteditable="true" readonly`, busy},
		{`contenteditable="banana"`, neither},
		{``, neither},
	}
	wrappers := []struct {
		open, close string
		disables    bool
	}{
		{``, ``, false},
		{`<div inert>`, `</div>`, true},
		{`<div aria-disabled="true">`, `</div>`, true},
		{`<fieldset disabled>`, `</fieldset>`, true},
		{`<div aria-disabled="false">`, `</div>`, false},
	}
	for _, e := range editors {
		for _, w := range wrappers {
			page := `<html><body><main><div id="thread">` +
				`<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u-1">Question</div></article>` +
				`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a-2"><div class="markdown"><p>Answer</p></div></div></article>` +
				`</div><div id="thread-bottom"><form>` + w.open +
				`<div ` + e.attrs + ` class="ProseMirror" id="prompt-textarea"><p>x</p></div>` +
				w.close + `</form></div></main></body></html>`
			d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			gotUsable := surface.Read(d).ComposerUsable
			gotBusy := pageview.Read(d, classify.Options{}).ComposerBusy
			want := e.want
			if w.disables && want == usable {
				want = busy
			}
			if w.disables && want == neither {
				want = busy // a disabling element of the region is proof enough
			}
			if gotUsable != (want == usable) || gotBusy != (want == busy) {
				t.Errorf("editor %q in %q: usable %v, busy %v; want usable %v, busy %v",
					e.attrs, strings.TrimSpace(w.open), gotUsable, gotBusy, want == usable, want == busy)
			}
		}
	}
}
