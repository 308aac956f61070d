package classify

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
)

// hostilePages are pages whose thinking chrome, verified panel or answer
// holds megabytes of text: one line, many lines, many adjacent spans.
// Chrome, panels and answers are read whole, so their cost must stay a
// small multiple of parsing the page.
func hostilePages() map[string]string {
	out := map[string]string{}
	for name, body := range map[string]string{
		"oneline": "<div>" + strings.Repeat("Thinking about x ", 300000) + "</div>",
		"lines":   strings.Repeat("<div>Checked source 1…x</div>", 100000),
		"spans":   strings.Repeat("<span>a</span>", 300000),
	} {
		out["chrome-"+name] = tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="reasoning-block">`+body+`</div>`, tMD("<p>x</p>"), true), tSend)
		out["panel-"+name] = strings.Replace(tFinished(), `</main>`, `</main><aside class="sidecar" aria-label="Thinking"><div>`+body+`</div></aside>`, 1)
		out["answer-"+name] = tPage(tUser(1, "Hi")+tAsst(2, "", tMD(body), true), tSend)
	}
	return out
}

// BenchmarkHostileText compares classifying each hostile page with
// parsing it alone.
func BenchmarkHostileText(b *testing.B) {
	for name, src := range hostilePages() {
		b.Run(name+"/parse", func(b *testing.B) {
			for range b.N {
				dom.Parse([]byte(src), dom.Limits{})
			}
		})
		b.Run(name+"/classify", func(b *testing.B) {
			for range b.N {
				classifyString(b, src, Options{})
			}
		})
	}
}
