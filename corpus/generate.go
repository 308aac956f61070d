package corpus

import (
	"bytes"
	"fmt"
	"html"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/chatproof/chatproof/site"
)

// States of a generated page's newest turn (GenOptions.State).
const (
	// GenFinished: the newest assistant reply is complete, with its action
	// bar. The default.
	GenFinished = "finished"
	// GenThought: like GenFinished, with a collapsed "Thought for Ns"
	// reasoning summary above the reply.
	GenThought = "thought"
	// GenStreaming: the newest reply is being written: partial markdown
	// with the streaming animation, no action bar, the composer's stop
	// button.
	GenStreaming = "streaming"
	// GenThinking: the model is reasoning: a shimmering "Thinking" header,
	// an empty message, the stop button.
	GenThinking = "thinking"
	// GenPending: the newest turn is the user's; no reply has started, the
	// stop button shows.
	GenPending = "pending"
	// GenWall: the newest assistant turn holds the conversation-length wall
	// as an error card with a "Start new chat" button.
	GenWall = "wall"
	// GenTimeout: the newest assistant turn holds the delivery-timeout
	// error card with its regenerate-thread-error-button.
	GenTimeout = "timeout"
)

// genStates lists the states Generate knows.
var genStates = []string{GenFinished, GenThought, GenStreaming, GenThinking, GenPending, GenWall, GenTimeout}

// GenStates returns the states Generate knows, GenFinished first.
func GenStates() []string { return slices.Clone(genStates) }

// GenOptions describes a synthetic conversation page.
type GenOptions struct {
	// Turns is the number of conversation turns (articles), user and
	// assistant alternating so that the newest is an assistant turn (a
	// user turn for GenPending). Values below 2 mean 2.
	Turns int
	// State is the state of the newest turn, one of GenStates(); "" or an
	// unknown state means GenFinished.
	State string
	// Seed selects the text, identities and markup variations; the same
	// options always give the same page.
	Seed int64
	// Site is the site whose markup the page is written in: "" or
	// GenSiteChatGPT for ChatGPT, GenSiteGemini for Gemini, or one of the
	// six sites of GenSites after them (GenSiteClaude…). An unknown site
	// means ChatGPT. The states a site knows are GenStatesFor(Site).
	Site string
	// PendingText is the text of a Gemini GenDeepThink turn; "" picks one
	// of the English pending phrases the site shows, by Seed.
	PendingText string
	// PendingFooter gives a Gemini GenDeepThink turn a complete response
	// footer, as the site draws over a placeholder it has finished writing.
	PendingFooter bool
	// Lang is a Gemini page's lang attribute on its document element: ""
	// is "en", GenNoLang none at all.
	Lang string
	// AnswerLang is the lang attribute of the newest Gemini
	// model-response's message-content; "" for none.
	AnswerLang string
	// AnswerText is the text of the newest Gemini model-response when it
	// is finished (GenFinished), one paragraph in place of the generated
	// answer; "" for the generated one.
	AnswerText string
}

// Generate returns a synthetic ChatGPT conversation page shaped like a page
// saved from the site: a sidebar with history, the header with the model
// switcher and Share, the thread of article turns with inner role divs,
// markdown replies with paragraphs, lists and code blocks, action bars, and
// the #thread-bottom composer. With Site GenSiteGemini it returns a Gemini
// page instead (see GenSiteGemini). Pages grow linearly with Turns.
func Generate(opts GenOptions) []byte {
	g := &generator{
		r:     rand.New(rand.NewPCG(uint64(opts.Seed), 0x9e3779b97f4a7c15)),
		state: opts.State,
		turns: max(opts.Turns, 2),
	}
	if opts.Site == GenSiteGemini {
		g.gemini(opts)
		return g.b.Bytes()
	}
	if slices.Contains(genSites, opts.Site) {
		g.genSitePage(opts.Site)
		return g.b.Bytes()
	}
	if !isGenState(g.state) {
		g.state = GenFinished
	}
	g.page()
	return g.b.Bytes()
}

func isGenState(s string) bool { return slices.Contains(genStates, s) }

type generator struct {
	b     bytes.Buffer
	r     *rand.Rand
	state string
	turns int
}

func (g *generator) w(parts ...string) {
	for _, p := range parts {
		g.b.WriteString(p)
	}
}

// uuid returns a random version-4 style id.
func (g *generator) uuid() string {
	var x [16]byte
	for i := range x {
		x[i] = byte(g.r.UintN(256))
	}
	x[6] = x[6]&0x0f | 0x40
	x[8] = x[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", x[0:4], x[4:6], x[6:8], x[8:10], x[10:16])
}

var genWords = strings.Fields(`the index keeps a sorted copy of each key so that range scans stay cheap while
writes pay for the extra page splits compaction merges runs in the background and the
planner picks a plan from table statistics readiness checks decide whether traffic flows
liveness checks restart a stuck process a cache in front of the database absorbs repeated
reads but must be invalidated when rows change batching requests lowers overhead per call
retry with backoff and jitter so that clients do not stampede after an outage measure
before tuning and keep the change small enough to roll back`)

func (g *generator) sentence() string {
	n := 6 + g.r.IntN(12)
	words := make([]string, n)
	for i := range words {
		words[i] = genWords[g.r.IntN(len(genWords))]
	}
	s := strings.Join(words, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

const (
	icon      = `<svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" xmlns="http://www.w3.org/2000/svg" class="icon" aria-hidden="true"><use href="/cdn/assets/sprites-core-k8f1ofcp.svg#%s" fill="currentColor"></use></svg>`
	btnClass  = `text-token-text-secondary hover:bg-token-bg-secondary rounded-lg`
	spanClass = `touch:w-10 flex h-8 w-8 items-center justify-center`
)

func svg(id string) string { return fmt.Sprintf(icon, id) }

// genLayoutStyle is the part of the site's stylesheet that lays the page
// out as the site does: the sidebar beside a column whose thread scrolls
// vertically in its own container, above the sticky composer. A browser
// then renders a long page as the site's is rendered (the newest turns at
// the end of a scroll container, not in a row thousands of viewports
// wide), which is what a live capture of the page meets; no rule of the
// static reader reads it.
const genLayoutStyle = `.flex-col{flex-direction:column}.flex-1{flex:1 1 0%}.grow{flex-grow:1}.shrink-0{flex-shrink:0}.basis-auto{flex-basis:auto}.min-h-0{min-height:0}.h-full{height:100%}.h-svh{height:100svh}.w-full{width:100%}.w-screen{width:100vw}.max-w-full{max-width:100%}.relative{position:relative}.sticky{position:sticky}.top-0{top:0}.bottom-0{bottom:0}.z-0{z-index:0}.z-10{z-index:10}.z-20{z-index:20}.overflow-hidden{overflow:hidden}.overflow-auto{overflow:auto}.overflow-y-auto{overflow-y:auto}.overflow-x-hidden{overflow-x:hidden}`

func (g *generator) page() {
	g.w(`<!DOCTYPE html>
<html lang="en-US" data-build="prod-`, strconv.FormatUint(g.r.Uint64()>>36, 16), `" dir="ltr" class="dark" style="color-scheme: dark;">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Generated conversation</title>
<style>.flex{display:flex}.hidden{display:none}.invisible{visibility:hidden}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
`, genLayoutStyle, `</style>
</head>
<body class="">
<div class="flex h-svh w-screen flex-col"><div class="relative z-0 flex min-h-0 w-full flex-1"><div class="relative flex min-h-0 w-full flex-1">
`)
	g.sidebar()
	g.w(`<div class="relative flex h-full max-w-full flex-1 flex-col overflow-hidden"><main class="transition-width relative h-full w-full flex-1 overflow-auto" id="main" z-index="-1"><div id="thread" class="group/thread flex h-full flex-col overflow-y-auto"><div role="presentation" class="composer-parent flex flex-1 flex-col focus-visible:outline-0 h-full"><div class="relative basis-auto flex-col -mb-(--composer-overlap-px) [--composer-overlap-px:28px] grow flex overflow-hidden"><div class="flex h-full flex-col overflow-y-auto [scrollbar-gutter:stable_both-edges]">`)
	g.header()
	g.w(`<div class="flex flex-col text-sm thread-xl:pt-header-height pb-25"><div aria-hidden="true" data-edge="true" class="pointer-events-none h-px w-px"></div>`, "\n")
	lastUser := g.state == GenPending
	for n := 1; n <= g.turns; n++ {
		// Roles alternate so that the newest turn has the wanted role.
		user := (g.turns-n)%2 == 0 == lastUser
		newest := n == g.turns
		if user {
			g.userTurn(n)
		} else {
			g.assistantTurn(n, newest)
		}
		g.w("\n")
	}
	g.w(`<div aria-hidden="true" data-edge="true" class="pointer-events-none h-px w-px"></div></div></div></div>`, "\n")
	g.composer()
	g.w(`</div></div></div></main></div>
</div></div></div>
</body>
</html>
`)
}

func (g *generator) sidebar() {
	g.w(`<div class="bg-token-sidebar-surface-primary z-21 shrink-0 overflow-x-hidden" style="width: 260px;" id="stage-slideover-sidebar"><div class="h-full w-[260px]"><div class="flex h-full min-h-0 flex-col"><div class="draggable relative h-full w-full flex-1 items-start border-white/20"><nav class="group/scrollport relative flex h-full w-full flex-1 flex-col overflow-y-auto" aria-label="Chat history"><aside class="pt-(--sidebar-section-first-margin-top) last:mb-5"><a tabindex="0" data-fill="" class="group __menu-item hoverable" data-testid="create-new-chat-button" href="/" data-discover="true"><div class="flex min-w-0 items-center gap-1.5"><div class="flex items-center justify-center icon">`, svg("3a5c87"), `</div><div class="flex min-w-0 grow items-center gap-2.5"><div class="truncate">New chat</div></div></div></a><div tabindex="0" data-fill="" class="group __menu-item hoverable" data-testid="search-chats-button"><div class="flex min-w-0 grow items-center gap-2.5"><div class="truncate">Search chats</div></div></div></aside><div id="history" class="pt-(--sidebar-section-margin-top) last:mb-5"><h2 class="__menu-label" data-no-spacing="true">Chats</h2>`)
	items := 12 + g.r.IntN(12)
	for i := 0; i < items; i++ {
		g.w(`<a tabindex="0" data-fill="" class="group __menu-item hoverable" draggable="true" href="/c/`, g.uuid(), `" data-discover="true"><div class="flex min-w-0 grow items-center gap-2.5"><div class="truncate"><span class="" dir="auto">`, html.EscapeString(g.title()), `</span></div></div><div class="trailing highlight text-token-text-tertiary"><button tabindex="0" data-trailing-button="" class="__menu-item-trailing-btn" data-testid="history-item-`, strconv.Itoa(i), `-options" aria-label="Open conversation options" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed"><div>`, svg("f6d0e2"), `</div></button></div></a>`)
	}
	g.w(`</div></nav><div class="bg-token-bg-elevated-secondary sticky bottom-0 z-30 py-1.5 empty:hidden"><div class="group __menu-item hoverable gap-2" data-fill="" data-testid="accounts-profile-button" role="button" tabindex="0" aria-label="Open profile menu"><div class="truncate">Sam Rivera</div><div class="text-token-text-tertiary leading-dense mb-0.5 truncate text-xs">Plus</div></div></div></div></div></div></div>`, "\n")
}

func (g *generator) title() string {
	a := genWords[g.r.IntN(len(genWords))]
	b := genWords[g.r.IntN(len(genWords))]
	return strings.ToUpper(a[:1]) + a[1:] + " " + b
}

func (g *generator) header() {
	g.w(`<header id="page-header" class="draggable no-draggable-children sticky top-0 p-2 flex items-center justify-between z-20 h-header-height pointer-events-none select-none bg-token-main-surface-primary"><div class="flex items-center"><button type="button" aria-label="Model selector, current model is 5 Thinking" data-testid="model-switcher-dropdown-button" class="group flex cursor-pointer justify-center items-center gap-1 rounded-lg min-h-9 px-2.5 text-lg" aria-haspopup="menu" aria-expanded="false" data-state="closed"><div>ChatGPT <span class="text-token-text-tertiary">5 Thinking</span></div></button></div><div id="conversation-header-actions" class="flex items-center justify-center gap-3"><div class="flex items-center gap-2"><button class="btn relative btn-ghost text-token-text-primary rounded-lg max-sm:hidden" aria-label="Share" data-testid="share-chat-button"><div class="flex w-full items-center justify-center gap-1.5">`, svg("630ca2"), `Share</div></button><button class="btn relative btn-ghost text-token-text-primary rounded-lg" aria-label="Open conversation options" data-testid="conversation-options-button" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed">`, svg("f6d0e2"), `</button></div></div></header>`)
}

const (
	articleClass = `text-token-text-primary w-full focus:outline-none scroll-mt-[calc(var(--header-height)+min(200px,max(70px,20svh)))]`
	outerDiv     = `<div class="text-base my-auto mx-auto %s [--thread-content-margin:--spacing(4)] @[37rem]:[--thread-content-margin:--spacing(6)] px-(--thread-content-margin)"><div class="[--thread-content-max-width:32rem] @[34rem]:[--thread-content-max-width:40rem] mx-auto max-w-(--thread-content-max-width) flex-1 group/turn-messages focus-visible:outline-hidden relative flex w-full min-w-0 flex-col%s" tabindex="-1">`
	messageClass = `min-h-8 text-message relative flex w-full flex-col items-end gap-2 text-start break-words whitespace-normal`
)

func (g *generator) articleOpen(n int, role string, anchor bool) {
	g.w(`<article class="`, articleClass, `" tabindex="-1" dir="auto" data-turn-id="`, g.uuid(), `" data-testid="conversation-turn-`, strconv.Itoa(n), `" data-scroll-anchor="`, strconv.FormatBool(anchor), `" data-turn="`, role, `">`)
}

func (g *generator) userTurn(n int) {
	g.articleOpen(n, "user", n == g.turns)
	g.w(`<h5 class="sr-only">You said:</h5>`, fmt.Sprintf(outerDiv, "pt-3", ""))
	g.w(`<div class="flex max-w-full flex-col grow"><div data-message-author-role="user" data-message-id="`, g.uuid(), `" dir="auto" class="`, messageClass, `"><div class="flex w-full flex-col gap-1 empty:hidden items-end rtl:items-start"><div class="user-message-bubble-color relative max-w-[var(--user-chat-width,70%)] rounded-[18px] px-4 py-1.5"><div class="whitespace-pre-wrap">`, html.EscapeString(g.sentence()), `</div></div></div></div></div>`)
	g.w(`<div class="mt-3 flex w-full empty:hidden justify-end"><div class="touch:-me-2 touch:-ms-3.5 -ms-2.5 -me-1 flex flex-wrap items-center gap-y-4 p-1 select-none pointer-events-none">`)
	g.w(`<button class="`, btnClass, `" aria-label="Copy" aria-pressed="false" data-testid="`, copyTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("ce3544"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Edit message" aria-pressed="false" data-state="closed"><span class="`, spanClass, `">`, svg("6d87e1"), `</span></button>`)
	g.w(`</div></div></div></div></article>`)
}

func (g *generator) assistantTurn(n int, newest bool) {
	state := GenFinished
	if newest {
		state = g.state
	}
	g.articleOpen(n, "assistant", newest)
	g.w(`<h6 class="sr-only">ChatGPT said:</h6>`, fmt.Sprintf(outerDiv, "pb-10", " agent-turn"))
	switch {
	case state == GenThinking:
		g.w(`<div class="mb-2 flex min-h-8 items-center"><button type="button" aria-expanded="false" class="group/thoughts text-token-text-secondary flex items-center gap-1 text-start text-sm"><span class="loading-shimmer">Thinking</span></button></div>`)
	case state == GenThought || (!newest && g.r.IntN(4) == 0):
		g.w(`<div class="mb-2 flex min-h-8 items-center"><button type="button" aria-expanded="false" class="group/thoughts text-token-text-secondary flex items-center gap-1 text-start text-sm"><span>Thought for `, strconv.Itoa(2+g.r.IntN(90)), `s</span>`, svg("b140e7"), `</button></div>`)
	}
	g.w(`<div class="flex max-w-full flex-col grow"><div data-message-author-role="assistant" data-message-id="`, g.uuid(), `" dir="auto" class="`, messageClass, `" data-message-model-slug="gpt-5-thinking"><div class="flex w-full flex-col gap-1 empty:hidden first:pt-[1px]">`)
	switch state {
	case GenThinking:
	case GenWall:
		g.w(`<div class="border-token-border-default text-token-text-error mb-2 flex w-full flex-col items-start gap-3 rounded-2xl border px-4 py-3 text-sm"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/" class="btn btn-secondary" data-discover="true">Start new chat</a></div>`)
	case GenTimeout:
		g.w(`<div class="border-token-border-default text-token-text-error mb-2 flex w-full items-center gap-3 rounded-2xl border px-4 py-3 text-sm"><div class="flex-1">Message delivery timed out. Please try again.</div><button class="btn btn-secondary" data-testid="regenerate-thread-error-button">Retry</button></div>`)
	case GenStreaming:
		g.w(`<div class="markdown prose dark:prose-invert w-full break-words dark markdown-new-styling streaming-animation">`)
		g.markdown(true)
		g.w(`</div>`)
	default:
		g.w(`<div class="markdown prose dark:prose-invert w-full break-words dark markdown-new-styling">`)
		g.markdown(false)
		g.w(`</div>`)
	}
	g.w(`</div></div></div>`)
	if state == GenFinished || state == GenThought {
		g.actionBar()
	}
	g.w(`</div></div></article>`)
}

// markdown writes a reply body: paragraphs, sometimes a list and a code
// block; a partial reply stops early.
func (g *generator) markdown(partial bool) {
	pos := 0
	para := func() {
		s := g.sentence()
		if g.r.IntN(2) == 0 {
			s += " " + g.sentence()
		}
		g.w(`<p data-start="`, strconv.Itoa(pos), `" data-end="`, strconv.Itoa(pos+len(s)), `">`, html.EscapeString(s), `</p>`, "\n")
		pos += len(s) + 2
	}
	para()
	if partial {
		return
	}
	if g.r.IntN(2) == 0 {
		g.w(`<ul data-start="`, strconv.Itoa(pos), `">`)
		for k := 1 + g.r.IntN(4); k > 0; k-- {
			g.w(`<li><p><strong>`, html.EscapeString(g.title()), `:</strong> `, html.EscapeString(g.sentence()), `</p></li>`)
		}
		g.w("</ul>\n")
	}
	if g.r.IntN(3) == 0 {
		g.w(`<pre class="overflow-visible!"><div class="contain-inline-size rounded-2xl relative bg-token-sidebar-surface-primary"><div class="flex items-center text-token-text-secondary px-4 py-2 text-xs font-sans justify-between h-9 select-none">python</div><div class="sticky top-9"><div class="absolute end-0 bottom-0 flex h-9 items-center pe-2"><button class="flex gap-1 items-center select-none py-1" aria-label="Copy">`, svg("ce3544"), `Copy code</button></div></div><div class="overflow-y-auto p-4" dir="ltr"><code class="whitespace-pre! language-python"><span class="hljs-keyword">def</span> <span class="hljs-title function_">handler</span>(event):
    <span class="hljs-keyword">return</span> event.get(<span class="hljs-string">"id"</span>)
</code></div></div></pre>`, "\n")
	}
	para()
}

func (g *generator) actionBar() {
	g.w(`<div class="flex min-h-[46px] justify-start"><div class="touch:-me-2 touch:-ms-3.5 -ms-2.5 -me-1 flex flex-wrap items-center gap-y-4 p-1 select-none focus-within:transition-none hover:transition-none duration-300 group-hover/turn-messages:delay-300">`)
	g.w(`<button class="`, btnClass, `" aria-label="Copy" aria-pressed="false" data-testid="`, copyTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("ce3544"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Good response" aria-pressed="false" data-testid="`, goodTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("51e9a5"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Bad response" aria-pressed="false" data-testid="`, badTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("11b3f8"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Share" aria-pressed="false" data-state="closed"><span class="`, spanClass, `">`, svg("630ca2"), `</span></button>`)
	g.w(`<span class="" data-state="closed"><button type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed" class="cursor-pointer h-[30px] rounded-md px-1 text-token-text-secondary" aria-label="Switch model"><div class="flex items-center pb-0">`, svg("3a5c87"), `</div></button></span>`)
	g.w(`<button class="`, btnClass, `" aria-label="More actions" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed"><span class="`, spanClass, `">`, svg("f6d0e2"), `</span></button>`)
	g.w(`</div></div>`)
}

func (g *generator) composer() {
	submit := `<button id="composer-submit-button" aria-label="Send prompt" data-testid="send-button" class="composer-submit-btn composer-submit-button-color h-9 w-9">` + svg("01bab7") + `</button>`
	switch g.state {
	case GenStreaming, GenThinking, GenPending:
		submit = `<button id="composer-submit-button" aria-label="Stop streaming" data-testid="` + stopTestID + `" class="composer-submit-btn composer-secondary-button-color h-9 w-9">` + svg("a9f4c2") + `</button>`
	}
	g.w(`<div id="thread-bottom-container" class="content-fade single-line sticky bottom-0 group/thread-bottom-container relative isolate z-10 w-full basis-auto print:hidden flex flex-col"><div id="thread-bottom"><div class="text-base my-auto mx-auto px-(--thread-content-margin)"><div class="mx-auto flex max-w-(--thread-content-max-width) flex-1 text-base gap-4 md:gap-5 lg:gap-6"><div class="flex justify-center empty:hidden"></div><div class="relative z-1 flex h-full max-w-full flex-1 flex-col"><div class="absolute start-0 end-0 bottom-full z-20"></div><form class="w-full [view-transition-name:var(--vt-composer)]" data-type="unified-composer"><div class="hidden"><input type="file" multiple="" tabindex="-1"></div><div class="bg-token-bg-primary cursor-text overflow-clip bg-clip-padding p-2.5 contain-inline-size grid grid-cols-[auto_1fr_auto] shadow-short" style="border-radius: 28px;"><div class="-my-2.5 flex min-h-14 items-center overflow-x-hidden px-1.5 [grid-area:primary]"><div class="_prosemirror-parent_1dsxi_2 text-token-text-primary max-h-52 flex-1 overflow-auto default-browser"><textarea class="_fallbackTextarea_1dsxi_2" name="prompt-textarea" placeholder="Ask anything" data-virtualkeyboard="true" style="display: none;"></textarea><div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea" data-virtualkeyboard="true"><p data-placeholder="Ask anything" class="placeholder"><br class="ProseMirror-trailingBreak"></p></div></div></div><div class="[grid-area:leading]"><span class="flex" data-state="closed"><button type="button" class="composer-btn" data-testid="composer-plus-btn" aria-label="Add files and more" id="composer-plus-btn" aria-haspopup="menu" aria-expanded="false" data-state="closed">`, svg("6be74c"), `</button></span></div><div class="flex items-center gap-2 [grid-area:trailing]"><div class="ms-auto flex items-center gap-1.5"><span class="" data-state="closed"><button aria-label="Dictate button" type="button" class="composer-btn">`, svg("29f921"), `</button></span><div>`, submit, `</div></div></div></div></form></div></div></div><div class="text-token-text-secondary relative mt-auto flex min-h-8 w-full items-center justify-center p-2 text-center text-xs md:px-[60px]"><div>ChatGPT can make mistakes. Check important info.</div></div></div></div>`)
}

// BenchSizes returns the page sizes, in turns, that the module's
// benchmarks and chatproof bench measure by default: a new slice on each
// call.
func BenchSizes() []int { return slices.Clone(benchSizes) }

// benchSizes is what BenchSizes returns.
var benchSizes = []int{10, 100, 1000, 5000}

// BenchPage is the page every benchmark judges for a size: a generated
// conversation whose newest reply is finished, so that every rule runs to
// the end.
func BenchPage(turns int) []byte {
	return Generate(GenOptions{Turns: turns, State: GenFinished, Seed: 1})
}

// The test ids of the ChatGPT profile's finished controls (package site):
// the generated pages carry the controls the rules look for, written once,
// in the profile.
var (
	copyTestID = profileTestID("finished", "copy")
	goodTestID = profileTestID("finished", "good-response")
	badTestID  = profileTestID("finished", "bad-response")
)

// stopTestID is the test id of the ChatGPT profile's first stop control.
var stopTestID = firstTestID("stop")

// firstTestID returns the test id of the first entry of a ChatGPT profile
// list that is an exact test id; it panics when none is, a bug of the
// profile.
func firstTestID(list string) string {
	for _, l := range site.ChatGPT().Markers.Lists() {
		if l.Name != list {
			continue
		}
		for _, e := range l.Entries {
			if len(e.Match) == 1 && e.Match[0].Attr == "data-testid" && e.Match[0].Op == site.OpEquals {
				return e.Match[0].Value
			}
		}
	}
	panic("corpus: the ChatGPT profile has no exact test id in " + list)
}

// profileTestID returns the test id an entry of the ChatGPT profile tests;
// it panics when the entry is not an exact test id, a bug of the profile.
func profileTestID(list, id string) string {
	e, ok := site.ChatGPT().Markers.Entry(list, id)
	if !ok || len(e.Match) != 1 || e.Match[0].Attr != "data-testid" || e.Match[0].Op != site.OpEquals {
		panic("corpus: the ChatGPT profile has no exact test id " + list + "." + id)
	}
	return e.Match[0].Value
}

// BenchPageFor is BenchPage in a site's markup (GenOptions.Site): the page
// a benchmark of that site judges for a size. BenchPageFor("", n) is
// BenchPage(n).
func BenchPageFor(siteName string, turns int) []byte {
	return Generate(GenOptions{Turns: turns, State: GenFinished, Seed: 1, Site: siteName})
}
