package classify

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
)

// checkScan checks the pass over the page against what its markers' CSS
// selectors find on the same tree (markerOracle).
func checkScan(t *testing.T, src []byte) {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{MaxBytes: 1 << 20})
	if err != nil {
		return
	}
	got, want := scanPage(d, chatgptMatcher()), markerOracle(t, d)
	var marks []int
	for _, m := range got.marks {
		marks = append(marks, m.el)
	}
	for _, c := range []struct {
		name      string
		got, want []int
	}{
		{stopMarker.name, got.stops, want[stopMarker.name]},
		{bottomMarker.name, got.bottoms, want[bottomMarker.name]},
		{promptMarker.name, got.prompts, want[promptMarker.name]},
		{chromeMarker.name, got.chrome, want[chromeMarker.name]},
		{turnMarker.name, marks, want[turnMarker.name]},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: the pass records %v, its selector finds %v", c.name, c.got, c.want)
		}
	}
}

func TestScanPageMatchesPlainScan(t *testing.T) {
	for _, src := range []string{
		tFinished(),
		tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="thinking-status">Thinking…</div>`, tMD("<p>x</p>"), false), tStop),
		// Markers and controls among many elements, past several batches.
		tPage(tUser(1, "a")+tAsst(2, "", tMD("<p>b</p><svg><g data-testid=stop-button data-turn=user></g></svg>"), true)+tUser(3, "c")+tAsst(4, "", tMD("<p>d</p>"), true), tStop),
		`<aside data-testid=thinking-panel><div data-turn=assistant>x</div></aside><div role="dialog reasoning"><p data-message-author-role=user>q</p></div><form><textarea id=prompt-textarea></textarea><button data-testid=stop-button></button></form>`,
		`<header></header><nav></nav><form data-type=composer></form><aside></aside><div id=thread-bottom><form></form></div><div id=thread-bottom-container></div>`,
	} {
		checkScan(t, []byte(src))
	}
}

// FuzzScanPage checks the pass over the page, which reads only the elements
// whose recorded keys or tag it needs, against the plain scan.
func FuzzScanPage(f *testing.F) {
	f.Add([]byte(tFinished()))
	f.Add([]byte(`<ul><li data-message-author-role="user">q</li></ul><div class="markdown">a</div><button data-testid="copy-turn-action-button"></button>`))
	f.Add([]byte(`<aside aria-label=Reasoning><div role=complementary class=sidecar><p data-turn-key=k data-user-message-bubble></p></div></aside><svg><a xlink:role=dialog id=thread-bottom></a></svg>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkScan(t, src)
	})
}
