package classify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
)

// Builders of compact ChatGPT-shaped markup for table tests. They keep the
// real structure (article turn, inner role div, markdown, action bar,
// #thread-bottom composer) with the long class lists left out.

const (
	tUserBar = `<div class="mt-3 flex"><button aria-label="Copy" data-testid="copy-turn-action-button"></button><button aria-label="Edit message"></button></div>`
	tBar     = `<div class="flex min-h-[46px]"><div class="flex"><button aria-label="Copy" data-testid="copy-turn-action-button"></button><button aria-label="Good response" data-testid="good-response-turn-action-button"></button><button aria-label="Bad response" data-testid="bad-response-turn-action-button"></button><button aria-label="Share"></button><button aria-label="More actions"></button></div></div>`
	tSend    = `<button id="composer-submit-button" aria-label="Send prompt" data-testid="send-button"></button>`
	tStop    = `<button id="composer-submit-button" aria-label="Stop streaming" data-testid="stop-button"></button>`
)

func tUser(n int, text string) string {
	return fmt.Sprintf(`<article data-turn-id="tu%d" data-testid="conversation-turn-%d" data-turn="user"><h5 class="sr-only">You said:</h5><div class="text-base"><div data-message-author-role="user" data-message-id="mu%d"><div class="user-message-bubble-color"><div class="whitespace-pre-wrap">%s</div></div></div>%s</div></article>`, n, n, n, text, tUserBar)
}

// tAsst is an assistant turn: chrome goes before the message (a thinking
// header), inner inside the message div, bar after it when set.
func tAsst(n int, chrome, inner string, bar bool) string {
	b := ""
	if bar {
		b = tBar
	}
	return fmt.Sprintf(`<article data-turn-id="ta%d" data-testid="conversation-turn-%d" data-turn="assistant"><h6 class="sr-only">ChatGPT said:</h6><div class="text-base"><div class="agent-turn">%s<div class="flex grow"><div data-message-author-role="assistant" data-message-id="ma%d"><div class="flex w-full">%s</div></div></div>%s</div></div></article>`, n, n, chrome, n, inner, b)
}

func tMD(html string) string {
	return `<div class="markdown prose dark:prose-invert">` + html + `</div>`
}

// tPage wraps turns in the page: sidebar, header with Share, thread,
// composer with the given submit button (and extra composer markup).
func tPage(turns, submit string) string {
	return `<!DOCTYPE html><html><head><title>t</title></head><body>` +
		`<div id="stage-slideover-sidebar"><nav aria-label="Chat history"><aside><a data-testid="create-new-chat-button" href="/">New chat</a></aside><div id="history"><a href="/c/1">Old chat</a></div></nav></div>` +
		`<main id="main"><div id="thread"><header id="page-header"><button aria-label="Share" data-testid="share-chat-button">Share</button></header>` +
		`<div class="flex flex-col">` + turns + `</div>` +
		`<div id="thread-bottom-container"><div id="thread-bottom"><form data-type="unified-composer"><div contenteditable="true" class="ProseMirror" id="prompt-textarea"><p></p></div>` +
		`<button aria-label="Speak a message" type="button"></button>` + submit + `</form><div>ChatGPT can make mistakes. Verify what matters.</div></div></div></div></main></body></html>`
}

// tFinished is a finished two-turn exchange.
func tFinished() string {
	return tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), tSend)
}

func classifyString(t testing.TB, src string, opts Options) Result {
	t.Helper()
	d, err := dom.Parse([]byte(src), dom.Limits{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return classifyDOM(d, opts)
}

func kinds(a Activity) string {
	var out []string
	for _, s := range a.Signals {
		out = append(out, string(s.Kind)+"/"+string(s.Strength)+"/"+string(s.Scope))
	}
	return strings.Join(out, ",")
}
