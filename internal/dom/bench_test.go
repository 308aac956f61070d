package dom_test

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
)

// BenchmarkFromNode is the indexing alone (numbering, visibility, meta) of
// conversation pages, parsed once outside the loop. The pages are
// benchPage's, not the corpus's generated ones, which dom's tests may not
// import (internal/proof/dom has the benchmarks on those).
func BenchmarkFromNode(b *testing.B) {
	for _, n := range []int{100, 5000} {
		src := benchPage(n)
		root, err := html.Parse(bytes.NewReader(src))
		if err != nil {
			b.Fatal(err)
		}
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				dom.FromNode(root)
			}
		})
	}
}

// benchPage writes a finished ChatGPT conversation of turns turns: user
// and assistant turns in turn, each reply with markdown and its action
// bar, then the idle composer.
func benchPage(turns int) []byte {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><title>Chat</title></head><body><div id="__next"><nav><a href="/">New chat</a></nav><main>`)
	for i := 1; i <= turns; i++ {
		if i%2 == 1 {
			fmt.Fprintf(&b, `<article data-testid="conversation-turn-%d" data-turn="user"><div data-message-author-role="user" data-message-id="u%d"><div class="whitespace-pre-wrap">Question %d: what follows?</div></div></article>`, i, i, i)
			continue
		}
		fmt.Fprintf(&b, `<article data-testid="conversation-turn-%d" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a%d"><div class="markdown prose"><p>Answer %d, with <strong>some</strong> text.</p><ul><li>one</li><li>two <code>x</code></li></ul><pre><code>line %d</code></pre></div></div>`+
			`<div><button data-testid="copy-turn-action-button" aria-label="Copy"><svg><path d="M0 0h1"></path></svg></button><button data-testid="good-response-turn-action-button" aria-label="Good response"></button></div></article>`, i, i, i, i)
	}
	b.WriteString(`</main><div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="send-button" aria-label="Send prompt"></button></form></div></div></body></html>`)
	return []byte(b.String())
}
