package classify

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
)

// FuzzClassify feeds arbitrary documents to Classify: it must never panic
// and every Result must keep its invariants (bounds, valid UTF-8, a terminal
// consistent with its inputs, reasons in order).
func FuzzClassify(f *testing.F) {
	f.Add([]byte(tFinished()), 0, "")
	f.Add([]byte(tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="thinking-status">Thinking…</div>`, tMD("<p>x</p>"), false), tStop)), 2, "ma2")
	f.Add([]byte(`<ul><li data-message-author-role="user">q</li></ul><div class="markdown">a</div><button data-testid="copy-turn-action-button"></button>`), 0, "")
	f.Add([]byte(`<div data-turn="assistant"><div class="text-token-text-error">Something went wrong<button data-testid="regenerate-thread-error-button"></button></div></div>`), 1, "x")
	f.Add([]byte("<div data-message-author-role=\"user\" data-message-id=\"\xff\xfe\">\x00<p class=markdown>\xc3</div>"), 0, "\xff")
	f.Add([]byte(tPage(tUser(3, "q")+`<article data-testid="conversation-turn-4" data-turn-id="a" data-turn="assistant">`+tAsst(2, "", tMD("<p>old</p>"), true)+tMD("<p>new</p>")+`</article><article data-testid="conversation-turn-5" data-turn-id="r"></article>`, tSend)), 4, "ma2")
	f.Add([]byte(tPage(tUser(1, "q")+tAsst(2, "<div data-testid=\"thinking-status\">Thought\u200bfor 2s</div><div data-testid=\"reasoning-x\">Stopped thinkingEdit</div>", tMD("<p>a</p>")+tBar+tMD("<p>b"), false), `<div role="button progressbar" aria-label="Stop\u200bstreaming"></div><progress aria-valuenow="100"></progress>`)), 0, "")
	formula, _ := katex(texFormulas[2], "both", true)
	f.Add([]byte(tPage(tUser(1, "q")+tAsst(2, "", tMD("<p>x"+formula+"y</p>")+strings.ReplaceAll(chipShapes[0], "C", "h.example"), true), tSend)), 0, "")
	f.Add([]byte(`<div data-turn="user">q</div><div data-turn="assistant"><div class="markdown"><span class="katex"><span class="katex-html" aria-hidden="true"><span class="vlist"><span style="top:-1e999em">a</span><span style="top:NaNem">b</span><span style="top">c</span></span></span></span><annotation>t</annotation></div></div>`), 0, "")
	f.Add([]byte(tPage(tUser(1, "q")+tAsst(2, "<div data-testid=\"thinking-status\"><span>T</span><span>h</span>in<time datetime=\"PT1M5S\">١m ٥\u202fs</time><div>已思考</div><span>14秒</span></div>", tMD("<p>a</p>"), true), tSend)), 0, "")
	f.Fuzz(func(t *testing.T, src []byte, minTurn int, expect string) {
		d, err := dom.Parse(src, dom.Limits{MaxBytes: 1 << 20})
		if err != nil {
			return
		}
		r := classifyDOM(d, Options{MinTurn: minTurn, ExpectMessageID: expect})
		checkInvariants(t, r)
	})
}
