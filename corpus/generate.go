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
	icon      = `<svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" xmlns="http://www.w3.org/2000/svg" class="gc2d" aria-hidden="true"><use href="/static/icons-k8f1ofcp.svg#%s" fill="currentColor"></use></svg>`
	btnClass  = `g2510f9a6b88632d508e021c6 gaff2161b104d0491a452699022 g49abc543e`
	spanClass = `ga229cb9c5 flex g1f g88 items-center ga503dd374ccad`
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
<html lang="en-US" data-build="gen-`, strconv.FormatUint(g.r.Uint64()>>36, 16), `" dir="ltr" class="ge6b" style="color-scheme: dark;">
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
	g.w(`<div class="relative flex h-full max-w-full flex-1 flex-col overflow-hidden"><main class="gc101acaf18a014b relative h-full w-full flex-1 overflow-auto" id="main" z-index="-1"><div id="thread" class="g328ed46b024 flex h-full flex-col overflow-y-auto"><div role="presentation" class="g35d4c0f5b178a2 flex flex-1 flex-col g62e14e5fab14af626d9158 h-full"><div class="relative basis-auto flex-col gd41028a940c2798e6ef677c06a g2b2e553b03149abf75bf4549555 grow flex overflow-hidden"><div class="flex h-full flex-col overflow-y-auto gb8a2dfe41562566ab9959a0d0ebc4157f4f">`)
	g.header()
	g.w(`<div class="flex flex-col gc74ab3 ged34c450f9369aa05ebf86cd9 g36c9"><div aria-hidden="true" data-edge="true" class="g33228ff7d583ed328e gae2 g86a"></div>`, "\n")
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
	g.w(`<div aria-hidden="true" data-edge="true" class="g33228ff7d583ed328e gae2 g86a"></div></div></div></div>`, "\n")
	g.composer()
	g.w(`</div></div></div></main></div>
</div></div></div>
</body>
</html>
`)
}

func (g *generator) sidebar() {
	g.w(`<div class="gb6442a26f0c288d6d488467521f14d4 gaf7 shrink-0 overflow-x-hidden" style="width: 260px;" id="stage-slideover-sidebar"><div class="h-full g24dcb7d6"><div class="flex h-full min-h-0 flex-col"><div class="g8128c9a0 relative h-full w-full flex-1 items-start ga57cd515ec5883"><nav class="gea6094431e65a47 relative flex h-full w-full flex-1 flex-col overflow-y-auto" aria-label="Chat history"><aside class="g02ee56185ae894f8e35dd5b1c3544bb75d91f7 gb537b3c5"><a tabindex="0" data-fill="" class="gad93 g0c4f542943 g02a295d4" data-testid="create-new-chat-button" href="/" data-discover="true"><div class="flex g184ddc items-center g70007b"><div class="flex items-center ga503dd374ccad gc2d">`, svg("3a5c87"), `</div><div class="flex g184ddc grow items-center g08f054"><div class="g5a3a4ee">New chat</div></div></div></a><div tabindex="0" data-fill="" class="gad93 g0c4f542943 g02a295d4" data-testid="search-chats-button"><div class="flex g184ddc grow items-center g08f054"><div class="g5a3a4ee">Find a chat</div></div></div></aside><div id="history" class="gf21e22bb7b04b8e876c03a57bd356bde gb537b3c5"><h2 class="g4b555c2f571" data-no-spacing="true">Chats</h2>`)
	items := 12 + g.r.IntN(12)
	for i := 0; i < items; i++ {
		g.w(`<a tabindex="0" data-fill="" class="gad93 g0c4f542943 g02a295d4" draggable="true" href="/c/`, g.uuid(), `" data-discover="true"><div class="flex g184ddc grow items-center g08f054"><div class="g5a3a4ee"><span class="" dir="auto">`, html.EscapeString(g.title()), `</span></div></div><div class="g6d388d2 gdc2c5be1 g8ba75cab05153e07fb5bd6d"><button tabindex="0" data-trailing-button="" class="g908227fe1deaf53a8fd2340" data-testid="history-item-`, strconv.Itoa(i), `-options" aria-label="Conversation menu" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed"><div>`, svg("f6d0e2"), `</div></button></div></a>`)
	}
	g.w(`</div></nav><div class="g2772077b9eb224df1857fa4674011 sticky bottom-0 gfbb ga8c1d g7a09f230c07"><div class="gad93 g0c4f542943 g02a295d4 g0745" data-fill="" data-testid="accounts-profile-button" role="button" tabindex="0" aria-label="Account menu"><div class="g5a3a4ee">Sam Rivera</div><div class="g8ba75cab05153e07fb5bd6d g9c6c34f19659 g8877d g5a3a4ee g3992de">Plus</div></div></div></div></div></div></div>`, "\n")
}

func (g *generator) title() string {
	a := genWords[g.r.IntN(len(genWords))]
	b := genWords[g.r.IntN(len(genWords))]
	return strings.ToUpper(a[:1]) + a[1:] + " " + b
}

func (g *generator) header() {
	g.w(`<header id="page-header" class="g8128c9a0 gb10872cb471654c08426 sticky top-0 gb9 flex items-center g32c92bb1fde4b2 z-20 ge6a100159967f9 g33228ff7d583ed328e g78905c9e86 g67c02a21b2667a55671d8fbd8f4b"><div class="flex items-center"><button type="button" aria-label="Choose the model" data-testid="model-switcher-dropdown-button" class="gad93 flex gd2fa8848968db ga503dd374ccad items-center g19e9 g49abc543e g9974ac g588da g035bd2" aria-haspopup="menu" aria-expanded="false" data-state="closed"><div>ChatGPT <span class="g8ba75cab05153e07fb5bd6d">5 Thinking</span></div></button></div><div id="conversation-header-actions" class="flex items-center ga503dd374ccad gd7db"><div class="flex items-center g0745"><button class="g2d relative g4462662c g3a2f5561e7db5701349a62 g49abc543e g98fd763e93c4" aria-label="Share" data-testid="share-chat-button"><div class="flex w-full items-center ga503dd374ccad g70007b">`, svg("630ca2"), `Share</div></button><button class="g2d relative g4462662c g3a2f5561e7db5701349a62 g49abc543e" aria-label="Conversation menu" data-testid="conversation-options-button" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed">`, svg("f6d0e2"), `</button></div></div></header>`)
}

const (
	articleClass = `g3a2f5561e7db5701349a62 w-full gb7b950091f419bb5a ge5cfdbced57b0b96bf0c59e74a43bf62f04e8a2953b9b4a9e22bd16ca72f5231`
	outerDiv     = `<div class="g757071a1 g46dea9 g1752f1 %s g20a8116be79c6ee8b25ca1ffc75d31b992bc5 g9217781c405d4b237b98e038c2b626b85693f401d29c81 g50b793ef3c895c55907d8057d49"><div class="gddf35a5e07b4c291d66a991e162d99676 g4641ab05a546f26d087d7b76896420e6b0be8edc5a g1752f1 gd5ed29ec89a3631a06997c42c30fc04c3 flex-1 g90d0ea35a1776961e4 g61740ab1bd1ffe3278ab7ee422b relative flex w-full g184ddc flex-col%s" tabindex="-1">`
	messageClass = `gec5156 g4661933bbf7 relative flex w-full flex-col items-end g0745 ge9347b781 g37cf9655f3 g726fca1239728217`
)

func (g *generator) articleOpen(n int, role string, anchor bool) {
	g.w(`<article class="`, articleClass, `" tabindex="-1" dir="auto" data-turn-id="`, g.uuid(), `" data-testid="conversation-turn-`, strconv.Itoa(n), `" data-scroll-anchor="`, strconv.FormatBool(anchor), `" data-turn="`, role, `">`)
}

func (g *generator) userTurn(n int) {
	g.articleOpen(n, "user", n == g.turns)
	g.w(`<h5 class="sr-only">You said:</h5>`, fmt.Sprintf(outerDiv, "pt-3", ""))
	g.w(`<div class="flex max-w-full flex-col grow"><div data-message-author-role="user" data-message-id="`, g.uuid(), `" dir="auto" class="`, messageClass, `"><div class="flex w-full flex-col g19e9 g7a09f230c07 items-end rtl:items-start"><div class="user-message-bubble-color relative g753c074915576d152d46d1e12d04c971c g7229d323ff414 g951 ga8c1d"><div class="whitespace-pre-wrap">`, html.EscapeString(g.sentence()), `</div></div></div></div></div>`)
	g.w(`<div class="gd21 flex w-full g7a09f230c07 g307644c34d"><div class="gb11de41588 g2d2cbe2e3da8 g8bb357 g9aa8 flex gfaa8a23c items-center g743550 g1d g78905c9e86 g33228ff7d583ed328e">`)
	g.w(`<button class="`, btnClass, `" aria-label="Copy" aria-pressed="false" data-testid="`, copyTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("ce3544"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Change this message" aria-pressed="false" data-state="closed"><span class="`, spanClass, `">`, svg("6d87e1"), `</span></button>`)
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
		g.w(`<div class="g02f flex gec5156 items-center"><button type="button" aria-expanded="false" class="ga4886fc122986 g2510f9a6b88632d508e021c6 flex items-center g19e9 ge9347b781 gc74ab3"><span class="loading-shimmer">Thinking</span></button></div>`)
	case state == GenThought || (!newest && g.r.IntN(4) == 0):
		g.w(`<div class="g02f flex gec5156 items-center"><button type="button" aria-expanded="false" class="ga4886fc122986 g2510f9a6b88632d508e021c6 flex items-center g19e9 ge9347b781 gc74ab3"><span>Thought for `, strconv.Itoa(2+g.r.IntN(90)), `s</span>`, svg("b140e7"), `</button></div>`)
	}
	g.w(`<div class="flex max-w-full flex-col grow"><div data-message-author-role="assistant" data-message-id="`, g.uuid(), `" dir="auto" class="`, messageClass, `" data-message-model-slug="gpt-5-thinking"><div class="flex w-full flex-col g19e9 g7a09f230c07 g72930dcbee140">`)
	switch state {
	case GenThinking:
	case GenWall:
		g.w(`<div class="g2c1ed47e55282d68c2084cde59 text-token-text-error g02f flex w-full flex-col items-start gd7db gb741b09519 g4f1a5 g951 gd3c gc74ab3"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/" class="g2d g849ecd7d3cae" data-discover="true">Start new chat</a></div>`)
	case GenTimeout:
		g.w(`<div class="g2c1ed47e55282d68c2084cde59 text-token-text-error g02f flex w-full items-center gd7db gb741b09519 g4f1a5 g951 gd3c gc74ab3"><div class="flex-1">Message delivery timed out. Please try again.</div><button class="g2d g849ecd7d3cae" data-testid="regenerate-thread-error-button">Retry</button></div>`)
	case GenStreaming:
		g.w(`<div class="markdown prose g934f75ee6c9b008e w-full g37cf9655f3 ge6b markdown-new-styling streaming-animation">`)
		g.markdown(true)
		g.w(`</div>`)
	default:
		g.w(`<div class="markdown prose g934f75ee6c9b008e w-full g37cf9655f3 ge6b markdown-new-styling">`)
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
		g.w(`<pre class="g66cab901bd385039"><div class="g9b542427b2e898dbad gb741b09519 relative gb6442a26f0c288d6d488467521f14d4"><div class="flex items-center g2510f9a6b88632d508e021c6 g951 gb5e g3992de gb902257d g32c92bb1fde4b2 g53 g78905c9e86">python</div><div class="sticky gb956"><div class="g747355b gaa7b bottom-0 flex g53 items-center g05d"><button class="flex g19e9 items-center g78905c9e86 g1fc" aria-label="Copy">`, svg("ce3544"), `Copy code</button></div></div><div class="overflow-y-auto g99" dir="ltr"><code class="g8753910c0974e0 ge623872e408691"><span class="g141741c0e80">def</span> <span class="gc652c4132 gcd265ce7">handler</span>(event):
    <span class="g141741c0e80">return</span> event.get(<span class="gc50a88cb0b">"id"</span>)
</code></div></div></pre>`, "\n")
	}
	para()
}

func (g *generator) actionBar() {
	g.w(`<div class="flex min-h-[46px] justify-start"><div class="gb11de41588 g2d2cbe2e3da8 g8bb357 g9aa8 flex gfaa8a23c items-center g743550 g1d g78905c9e86 gc0b1c5face73978707aabfee161 gbf1000c21a8787802e99 gf07df86364d g8ca403dc0a7261fd6dfe2ad4eb31dfb24b">`)
	g.w(`<button class="`, btnClass, `" aria-label="Copy" aria-pressed="false" data-testid="`, copyTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("ce3544"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Good response" aria-pressed="false" data-testid="`, goodTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("51e9a5"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Bad response" aria-pressed="false" data-testid="`, badTestID, `" data-state="closed"><span class="`, spanClass, `">`, svg("11b3f8"), `</span></button>`)
	g.w(`<button class="`, btnClass, `" aria-label="Share" aria-pressed="false" data-state="closed"><span class="`, spanClass, `">`, svg("630ca2"), `</span></button>`)
	g.w(`<span class="" data-state="closed"><button type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed" class="gd2fa8848968db gfc9f26c g3fa8c5729 g87f g2510f9a6b88632d508e021c6" aria-label="Answer with another model"><div class="flex items-center g4f8">`, svg("3a5c87"), `</div></button></span>`)
	g.w(`<button class="`, btnClass, `" aria-label="More actions" type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed"><span class="`, spanClass, `">`, svg("f6d0e2"), `</span></button>`)
	g.w(`</div></div>`)
}

func (g *generator) composer() {
	submit := `<button id="composer-submit-button" aria-label="Send the message" data-testid="send-button" class="g90aa4120717d5f24a4 g73e60cbfc45926a774571eea533 g53 g6b">` + svg("01bab7") + `</button>`
	switch g.state {
	case GenStreaming, GenThinking, GenPending:
		submit = `<button id="composer-submit-button" aria-label="Stop streaming" data-testid="` + stopTestID + `" class="g90aa4120717d5f24a4 g97119f2e85328ee71424bd6976683b g53 g6b">` + svg("a9f4c2") + `</button>`
	}
	g.w(`<div id="thread-bottom-container" class="gd5cca5e22d8 gff2a30d756 sticky bottom-0 g069a279e123c6e2230ce3d74a2e7 relative g014aad z-10 w-full basis-auto gfab5b6d8442 flex flex-col"><div id="thread-bottom"><div class="g757071a1 g46dea9 g1752f1 g50b793ef3c895c55907d8057d49"><div class="g1752f1 flex gd5ed29ec89a3631a06997c42c30fc04c3 flex-1 g757071a1 g90fc g49d10b1 g7852bc1"><div class="flex ga503dd374ccad g7a09f230c07"></div><div class="relative gd7 flex h-full max-w-full flex-1 flex-col"><div class="g747355b g8368bb gaa7b gada467758e z-20"></div><form class="w-full g92a2756777c41e4eefebf99eae34380a32b2b234" data-type="unified-composer"><div class="hidden"><input type="file" multiple="" tabindex="-1"></div><div class="gf5164992194e9bb589 g1252913b55 g0ff7639f5848 gb8f483ddb71435 g4826 g9b542427b2e898dbad g0f2 gf94c95479c43cb133d16b848 gadf909e33f0" style="border-radius: 28px;"><div class="g936732 flex g3df9395 items-center overflow-x-hidden g1da2e ge4e9c0d234666a311b"><div class="g1896eef0151aa7cac384d80152 g3a2f5561e7db5701349a62 g0190f43 flex-1 overflow-auto g1d738ab0ab3c09"><textarea class="g93efef717245ae18be63d9f9" name="prompt-textarea" placeholder="Write a message" data-virtualkeyboard="true" style="display: none;"></textarea><div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea" data-virtualkeyboard="true"><p data-placeholder="Write a message" class="placeholder"><br class="ProseMirror-trailingBreak"></p></div></div></div><div class="g508ccfc8955a2b72ed"><span class="flex" data-state="closed"><button type="button" class="ge808876ff61" data-testid="composer-plus-btn" aria-label="Attach a file" id="composer-plus-btn" aria-haspopup="menu" aria-expanded="false" data-state="closed">`, svg("6be74c"), `</button></span></div><div class="flex items-center g0745 ga744eacc6ab7dcbb51d"><div class="g5cf4ab flex items-center g70007b"><span class="" data-state="closed"><button aria-label="Speak a message" type="button" class="ge808876ff61">`, svg("29f921"), `</button></span><div>`, submit, `</div></div></div></div></form></div></div></div><div class="g2510f9a6b88632d508e021c6 relative g930e37 flex gec5156 w-full items-center ga503dd374ccad gb9 g05ab124483 g3992de g828bfce18e9"><div>ChatGPT can make mistakes. Verify what matters.</div></div></div></div>`)
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
