package capture_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
)

// textBoxPage holds text laid out in the ways that give a range several
// client rects, or rects without a width or a height, or coordinates off
// the layout grid: wrapped lines, collapsed and preserved white space,
// empty and white-space-only text, line breaks and kept newlines (whose
// empty rects lie outside the others'), inline blocks, bidi and
// vertical text, fractional sizes and spacing, a rotation, a scale and a
// zoom, SVG text, text scrolled inside a box, and text off screen.
const textBoxPage = `<!DOCTYPE html><html><head><style>
body{font:15.37px/1.31 sans-serif;margin:3.3px}
.narrow{width:61.7px}
.pre{white-space:pre}
.spaced{letter-spacing:0.37px;word-spacing:1.13px}
.rot{transform:rotate(33deg);display:inline-block}
.scale{transform:scale(1.37) translate(0.3px,0.7px);display:inline-block}
.zoom{zoom:1.3}
.vert{writing-mode:vertical-rl;height:80px}
.scroller{height:40px;overflow:auto}
.off{position:absolute;left:-5000.5px}
</style></head><body>
<p class="narrow">A long line of words that wraps many times in its narrow box</p>
<p>   leading and trailing space   </p><p class="pre">  kept
  lines	and	tabs  </p>
<p></p><p> </p><p>a<br>b<br></p>
<p>before <span style="display:inline-block;width:33.3px">inside a block</span> after</p>
<p dir="rtl">שלום world عربي mixed</p>
<p class="spaced">spaced out text with fractional spacing</p>
<p><span class="rot">rotated text that wraps once or twice</span></p>
<p><span class="scale">scaled text</span></p>
<p class="zoom">zoomed text <b>bold</b> and <i>italic</i></p>
<div class="vert">vertical text in a column</div>
<svg width="200" height="40"><text x="3.3" y="20.7">svg text</text><text x="10" y="35" transform="rotate(5)">turned</text></svg>
<div class="scroller">` + "line<br>line<br>line<br>line<br>line<br>line" + `</div>
<p class="off">far off screen</p>
<p class="pre">` + "\n\nlead newlines" + `</p><p style="white-space:pre-line">` + "ends in a newline\n" + `</p><p class="pre">` + "\n\n" + `</p>
</body></html>`

// TestTextBoxIsTheBrowsers: the box the scoped reader writes for a text
// node from its client rects (boundingBox) is exactly the one the browser
// gives the same range (range.getBoundingClientRect), which the reader
// asked for before, on every text node of a page made of the cases that
// give a range several rects, empty rects or coordinates off the layout
// grid, and of a generated conversation.
func TestTextBoxIsTheBrowsers(t *testing.T) {
	fn := capture.ReaderFunction("boundingBox")
	if fn == "" {
		t.Fatal("the reader has no function boundingBox")
	}
	gen := pageServer(t, nil)
	srv := serve(t, map[string]string{"/text": textBoxPage})
	b := attach(t)
	for _, url := range []string{srv.URL + "/text", gen.URL + genPath(corpus.GenFinished, 60, 3)} {
		openPage(t, b, url)
		path := url[strings.LastIndex(url, "/"):]
		settle(t, path)
		res, err := chromedp.Run(pageContext(t, path), chromedp.Evaluate[map[string]any](`(() => {
			`+fn+`
			const range = document.createRange(), out = {texts: 0, several: 0, empty: 0, differ: []};
			const walk = (n) => {
				for (let c = n.firstChild; c; c = c.nextSibling) {
					if (c.nodeType === 1) walk(c);
					if (c.nodeType !== 3) continue;
					range.selectNodeContents(c);
					const rects = range.getClientRects();
					if (rects.length === 0) continue;
					out.texts++;
					if (rects.length > 1) out.several++;
					if (Array.from(rects).some((q) => q.width <= 0 || q.height <= 0)) out.empty++;
					const got = boundingBox(rects), want = range.getBoundingClientRect();
					if (got.x !== want.x || got.y !== want.y || got.width !== want.width || got.height !== want.height) {
						out.differ.push(JSON.stringify({text: c.data.slice(0, 40), got: [got.x, got.y, got.width, got.height], want: [want.x, want.y, want.width, want.height]}));
					}
				}
			};
			walk(document);
			return out;
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %v texts laid out, %v with several rects, %v with an empty rect", path, res["texts"], res["several"], res["empty"])
		if res["several"].(float64) == 0 || res["empty"].(float64) == 0 && path == "/text" {
			t.Errorf("%s: the page gives no range several rects or none an empty rect", path)
		}
		for _, d := range res["differ"].([]any) {
			t.Errorf("%s: %v", path, d)
		}
	}
}
