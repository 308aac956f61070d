package corpus

import (
	"html"
	"slices"
	"strconv"
	"strings"
)

// The sites Generate writes pages for (GenOptions.Site).
const (
	// GenSiteChatGPT: chatgpt.com's markup, the default.
	GenSiteChatGPT = "chatgpt"
	// GenSiteGemini: gemini.google.com's markup as the saved pages draw it
	// (reference/realpages; Angular custom elements, data-test-id test
	// ids): a sidebar of conversations with New chat, the mode switcher,
	// conversation containers of user-query and model-response, markdown
	// answers in message-content, the footer's complete state beside the
	// reply's action row (message-actions in .response-container-footer),
	// the read-aloud control in the reply's header, the rich-textarea
	// composer with its send button. Only the profile's markers carry
	// state; the rest is the site's chrome.
	GenSiteGemini = "gemini"
)

// States only Gemini pages have (GenOptions.State with GenSiteGemini).
const (
	// GenDeepThink: the newest model-response holds only a Deep Think
	// pending phrase (GenOptions.PendingText), no footer unless
	// GenOptions.PendingFooter, no progress bar, the send button.
	GenDeepThink = "deep-think"
	// GenQuiet: the newest model-response holds a partial answer with no
	// progress bar, no footer and no stop control: a frame between two
	// chunks, or a stream that stalled.
	GenQuiet = "quiet"
)

// GenNoLang is the GenOptions.Lang of a Gemini page without a lang
// attribute.
const GenNoLang = "-"

// langAttr returns the lang attribute for the language tag: none for "",
// and the tag escaped otherwise.
func langAttr(tag string) string {
	if tag == "" {
		return ""
	}
	return ` lang="` + html.EscapeString(tag) + `"`
}

// geminiStates lists the states Generate knows for Gemini pages. On
// Gemini, GenThought is a collapsed thoughts panel over a finished answer,
// GenThinking an expanded panel with thought text, a progress bar and no
// answer yet, GenStreaming a partial answer with a progress bar and the
// stop button, GenPending a user-query no model-response follows yet.
var geminiStates = []string{GenFinished, GenThought, GenStreaming, GenThinking, GenPending, GenDeepThink, GenQuiet}

// GenStatesFor returns the states Generate knows for a site, GenFinished
// first; an unknown site is ChatGPT. A state the site does not know means
// GenFinished, as an unknown state does.
func GenStatesFor(site string) []string {
	if site == GenSiteGemini {
		return slices.Clone(geminiStates)
	}
	if slices.Contains(genSites, site) {
		return slices.Clone(genSiteStates)
	}
	return GenStates()
}

// GeminiPendingPhrases are the pending texts of a Gemini Deep Think turn
// as the peers match them (case-insensitively), as a page shows them.
func GeminiPendingPhrases() []string {
	return []string{"I'm on it", "Generating your response… check back later", "Responses with Deep Think can take some time"}
}

// gemini writes a Gemini page of opts.
func (g *generator) gemini(opts GenOptions) {
	if !slices.Contains(geminiStates, g.state) {
		g.state = GenFinished
	}
	pending := opts.PendingText
	if pending == "" {
		phrases := GeminiPendingPhrases()
		pending = phrases[g.r.IntN(len(phrases))]
	}
	lang := opts.Lang
	switch lang {
	case "":
		lang = "en"
	case GenNoLang:
		lang = ""
	}
	g.w(`<!DOCTYPE html>
<html`, langAttr(lang), ` dir="ltr" class="theme-host light-theme">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Generated conversation - Gemini</title>
<style>.mat-drawer-container{display:flex}.response-footer{display:flex}.cdk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.hidden{display:none}</style>
</head>
<body class="mat-typography">
<chat-app id="app-root" class="ng-tns-c1-0 ng-star-inserted"><main class="chat-app ng-tns-c1-0" role="main">`)
	g.geminiSidebar()
	g.geminiTopBar()
	lastUser := g.state == GenPending
	for n := 1; n <= g.turns; n++ {
		user := (g.turns-n)%2 == 0 == lastUser
		newest := n == g.turns
		switch {
		case user && newest:
			g.w(`<div id="`, g.hex(8), `" class="conversation-container message-actions-hover-boundary ng-star-inserted">`)
			g.geminiUser()
			g.w("</div>\n")
		case user:
			// A user-query opens its exchange; the model-response that
			// follows closes it.
			g.w(`<div id="`, g.hex(8), `" class="conversation-container message-actions-hover-boundary ng-star-inserted">`)
			g.geminiUser()
		default:
			if n == 1 {
				g.w(`<div id="`, g.hex(8), `" class="conversation-container message-actions-hover-boundary ng-star-inserted">`)
			}
			state := GenFinished
			if newest {
				state = g.state
			}
			if newest {
				g.geminiModel(state, pending, opts, true)
			} else {
				g.geminiModel(state, pending, GenOptions{}, false)
			}
			g.w("</div>\n")
		}
	}
	g.w("</infinite-scroller></div></div>\n")
	g.geminiComposer()
	g.w("</chat-window></div></div></mat-sidenav-content></bard-sidenav-container></main></chat-app>\n</body>\n</html>\n")
}

// hex returns n random bytes in hex.
func (g *generator) hex(n int) string {
	const digits = "0123456789abcdef"
	b := make([]byte, 2*n)
	for i := 0; i < n; i++ {
		x := g.r.UintN(256)
		b[2*i], b[2*i+1] = digits[x>>4], digits[x&15]
	}
	return string(b)
}

const (
	gemIcon    = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" class="gem-icon" aria-hidden="true" focusable="false"><path d="%s"></path></svg>`
	gemSpark   = "M12 2c.4 4.9 3.1 7.6 8 8-4.9.4-7.6 3.1-8 8-.4-4.9-3.1-7.6-8-8 4.9-.4 7.6-3.1 8-8z"
	gemIconBtn = `mdc-icon-button mat-mdc-icon-button mat-mdc-button-base mat-mdc-tooltip-trigger mat-unthemed`
)

func gemSVG(d string) string { return strings.Replace(gemIcon, "%s", d, 1) }

func matIcon(name string) string {
	return `<mat-icon role="img" fonticon="` + name + `" class="mat-icon notranslate gds-icon-l google-symbols mat-ligature-font mat-icon-no-color" aria-hidden="true" data-mat-icon-type="font" data-mat-icon-name="` + name + `"></mat-icon>`
}

func (g *generator) geminiSidebar() {
	g.w(`<bard-sidenav-container class="mat-drawer-container mat-sidenav-container sidenav-container"><bard-sidenav class="mat-drawer mat-sidenav mat-drawer-side mat-drawer-opened" role="navigation" tabindex="-1"><div class="mat-drawer-inner-container"><side-navigation-v2 class="ng-star-inserted"><div class="side-nav-content"><div class="top-action-list"><button mat-icon-button="" data-test-id="side-nav-menu-button" class="`, gemIconBtn, ` main-menu-button" aria-label="Main menu">`, gemSVG("M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z"), `</button></div><side-nav-action-button data-test-id="new-chat-button" class="ng-star-inserted"><button mat-button="" class="mat-mdc-button mat-mdc-button-base mat-unthemed side-nav-action-button" aria-label="New chat" aria-disabled="false">`, gemSVG("M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25z"), `<span class="mdc-button__label"><span class="gds-label-l">New chat</span></span></button></side-nav-action-button><div class="chat-history"><conversations-list data-test-id="all-conversations" class="ng-star-inserted"><div class="title-container"><h1 class="title gds-label-l">Recent</h1></div><div class="conversations-container">`)
	items := 12 + g.r.IntN(12)
	for i := 0; i < items; i++ {
		t := html.EscapeString(g.title())
		g.w(`<div class="conversation-items-container side-nav-opened ng-star-inserted"><div data-test-id="conversation" role="button" tabindex="0" class="mat-ripple conversation ng-star-inserted" aria-label="`, t, `"><div class="conversation-title gds-label-l"> `, t, ` <div class="conversation-title-cover"></div></div></div><div class="options-icon with-mat-icon ng-star-inserted"><button mat-icon-button="" aria-haspopup="menu" data-test-id="actions-menu-button" class="`, gemIconBtn, ` conversation-actions-menu-button" aria-label="Open menu for conversation actions." aria-expanded="false">`, matIcon("more_vert"), `</button></div></div>`)
	}
	g.w(`</div></conversations-list></div></div></side-navigation-v2></div></bard-sidenav>`, "\n")
}

func (g *generator) geminiTopBar() {
	g.w(`<mat-sidenav-content class="mat-drawer-content mat-sidenav-content"><div class="content-wrapper"><div class="content-container"><top-bar-actions class="ng-star-inserted"><div class="top-bar-actions"><div class="left-section"><bard-mode-switcher class="ng-star-inserted"><button mat-flat-button="" data-test-id="bard-mode-menu-button" class="mdc-button mat-mdc-button-base gds-mode-switch-button mat-mdc-menu-trigger logo-pill-btn" aria-haspopup="menu" aria-expanded="false"><span class="mdc-button__label"><span class="gds-title-m">Gemini</span><span class="mode-title gds-label-m">2.5 Pro</span></span></button></bard-mode-switcher></div><div class="right-section"><button mat-icon-button="" data-test-id="conversation-share-button" class="`, gemIconBtn, ` share-button" aria-label="Share &amp; export">`, matIcon("share"), `</button></div></div></top-bar-actions>`, "\n")
	g.w(`<chat-window class="ng-tns-c9-3 ng-star-inserted"><div class="chat-container ng-tns-c9-3"><div class="chat-history-scroll-container ng-tns-c9-3"><infinite-scroller data-test-id="chat-history-container" class="chat-history ng-tns-c9-3" tabindex="-1">`, "\n")
}

func (g *generator) geminiUser() {
	g.w(`<user-query class="ng-star-inserted"><span class="user-query-container right-align-content ng-star-inserted"><div class="query-content ng-star-inserted" id="user-query-content-`, strconv.Itoa(g.r.IntN(1000)), `"><span class="cdk-visually-hidden">You said</span><user-query-content class="user-query-container user-query-bubble-container ng-star-inserted"><div class="user-query-bubble-with-background ng-star-inserted"><span class="horizontal-container"><div role="heading" aria-level="2" class="query-text gds-body-l" dir="ltr"><p class="query-text-line ng-star-inserted">`, html.EscapeString(g.sentence()), `</p></div></span></div></user-query-content><div class="query-content-actions"><button mat-icon-button="" class="`, gemIconBtn, ` edit-button" aria-label="Edit">`, matIcon("edit"), `</button></div></div></span></user-query>`)
}

// geminiModel writes a model-response in state as the saved pages draw
// it (reference/realpages: gemini/obsidianaiexp-chat-simple-2026-02-27.html
// and the others of its MANIFEST): a header with the read-aloud control,
// the response content (the thoughts' place, the answer's message-content
// in a structured-content-container, the footer), and, once the reply is
// finished, the action row in .response-container-footer, a sibling of the
// footer inside the model-response (older turns' rows carry
// hide-action-bar). Older turns are finished, a quarter of them with a
// collapsed thoughts panel. opts are the newest turn's (its pending footer,
// answer language and text), zero for the older ones.
func (g *generator) geminiModel(state, pending string, opts GenOptions, newest bool) {
	thoughts := state == GenThought || state == GenThinking || (state == GenFinished && g.r.IntN(4) == 0)
	has := ""
	if thoughts {
		has = " has-thoughts"
	}
	g.w(`<model-response class="ng-star-inserted"><div class="ng-star-inserted"><response-container class="reduced-bottom-padding ng-star-inserted"><div class="response-container response-container-with-gpi ng-star-inserted`, has, `">`)
	g.w(`<div class="response-container-header ng-star-inserted"><div class="response-container-header-controls"><tts-control class="ng-star-inserted"><div class="response-tts-container"><div data-test-id="disabled-tooltip" class="tts-button-container"><button mat-icon-button="" class="`, gemIconBtn, ` tts-button" aria-label="Listen">`, matIcon("volume_up"), `</button></div></div></tts-control></div><div class="response-container-header-status"><div class="response-container-header-processing-state"></div></div></div>`)
	g.w(`<div class="presented-response-container"><div class="avatar-gutter"><bard-avatar class="avatar-component ng-star-inserted"><div class="bard-avatar">`, gemSVG(gemSpark), `</div></bard-avatar></div><div class="response-container-content`, has, `"><div class="response-content ng-star-inserted">`)
	if thoughts {
		g.geminiThoughts(state == GenThinking)
	} else {
		g.w(`<div class="thoughts-container ng-star-inserted"></div>`)
	}
	g.w(`<h2 class="cdk-visually-hidden">Gemini said</h2>`)
	if state == GenStreaming || state == GenThinking {
		g.w(geminiProgressBar)
	}
	busy := "false"
	if state == GenStreaming {
		busy = "true"
	}
	g.w(`<structured-content-container class="model-response-text processing-state-visible ng-star-inserted"><div class="container"><message-content class="ng-star-inserted" id="message-content-id-r_`, g.hex(8), `"`, langAttr(opts.AnswerLang), `><div class="markdown markdown-main-panel stronger enable-updated-hr-color" id="model-response-message-content-r_`, g.hex(8), `" aria-busy="`, busy, `" dir="ltr">`)
	switch {
	case state == GenThinking:
	case state == GenDeepThink:
		g.w(`<p>`, html.EscapeString(pending), `</p>`)
	case state == GenFinished && opts.AnswerText != "":
		g.w(`<p data-path-to-node="0">`, html.EscapeString(opts.AnswerText), `</p>`)
	default:
		g.geminiMarkdown(state == GenStreaming || state == GenQuiet)
	}
	g.w(`</div></message-content></div></structured-content-container>`)
	finished := state == GenFinished || state == GenThought || (state == GenDeepThink && opts.PendingFooter)
	if finished {
		g.w(`<div class="response-footer gap complete ng-star-inserted"><sources-list class="sources-list ng-star-inserted"></sources-list></div>`)
	}
	g.w(`</div></div></div>`)
	if finished {
		g.geminiActions(!newest)
	}
	g.w(`</div></response-container></div></model-response>`)
}

const geminiProgressBar = `<mat-progress-bar mode="indeterminate" role="progressbar" aria-valuemin="0" aria-valuemax="100" tabindex="-1" class="mat-mdc-progress-bar mdc-linear-progress mdc-linear-progress--indeterminate mdc-linear-progress--animation-ready response-progress-bar"><div aria-hidden="true" class="mdc-linear-progress__buffer"><div class="mdc-linear-progress__buffer-bar"></div></div><div aria-hidden="true" class="mdc-linear-progress__bar mdc-linear-progress__primary-bar"><span class="mdc-linear-progress__bar-inner"></span></div></mat-progress-bar>`

// geminiThoughts writes a model-thoughts panel: collapsed (an icon-only
// header), or expanded with the thought text being written.
func (g *generator) geminiThoughts(live bool) {
	expanded := strconv.FormatBool(live)
	g.w(`<model-thoughts data-test-id="model-thoughts" class="ng-star-inserted"><div class="model-thoughts-container"><div class="thoughts-header ng-star-inserted"><button mat-button="" data-test-id="thoughts-header-button" class="mat-mdc-button mat-mdc-button-base thoughts-header-button mat-unthemed" aria-expanded="`, expanded, `">`, gemSVG(gemSpark), gemSVG("M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z"), `</button></div>`)
	if live {
		g.w(`<div class="thoughts-container ng-star-inserted"><div class="thoughts-content expanded ng-star-inserted"><div class="thoughts-markdown" dir="ltr"><p><b>`, html.EscapeString(g.title()), `</b></p><p>`, html.EscapeString(g.sentence()), `</p></div></div></div>`)
	}
	g.w(`</div></model-thoughts>`)
}

// geminiMarkdown writes an answer: paragraphs, sometimes a list and a code
// block; a partial answer stops after its first paragraph.
func (g *generator) geminiMarkdown(partial bool) {
	node := 0
	para := func() {
		s := g.sentence()
		if g.r.IntN(2) == 0 {
			s += " " + g.sentence()
		}
		g.w(`<p data-path-to-node="`, strconv.Itoa(node), `">`, html.EscapeString(s), `</p>`)
		node++
	}
	para()
	if partial {
		return
	}
	if g.r.IntN(2) == 0 {
		g.w(`<ul data-path-to-node="`, strconv.Itoa(node), `">`)
		for k := 1 + g.r.IntN(4); k > 0; k-- {
			g.w(`<li><p><b>`, html.EscapeString(g.title()), `:</b> `, html.EscapeString(g.sentence()), `</p></li>`)
		}
		g.w(`</ul>`)
		node++
	}
	if g.r.IntN(3) == 0 {
		g.w(`<code-block class="ng-star-inserted"><div class="code-block"><div class="code-block-decoration header-formatted gds-title-s"><span>Python</span><div class="buttons"><button mat-icon-button="" class="`, gemIconBtn, ` copy-button" aria-label="Copy code">`, matIcon("content_copy"), `</button></div></div><div class="formatted-code-block-internal-container"><pre><code role="text" data-test-id="code-content" class="code-container formatted"><span class="hljs-keyword">def</span> <span class="hljs-title function_">handler</span>(event):
    <span class="hljs-keyword">return</span> event.get(<span class="hljs-string">"id"</span>)
</code></pre></div></div></code-block>`)
		node++
	}
	para()
}

// geminiActions writes a finished reply's action row: message-actions in
// .response-container-footer, hide-action-bar on an older turn's.
func (g *generator) geminiActions(older bool) {
	hide := ""
	if older {
		hide = " hide-action-bar"
	}
	g.w(`<div class="response-container-footer ng-star-inserted"><message-actions class="ng-star-inserted`, hide, `"><div class="actions-container-v2"><div class="buttons-container-v2 ng-star-inserted">`)
	g.w(`<thumb-up-button class="ng-star-inserted"><button mat-icon-button="" class="`, gemIconBtn, ` icon-button" aria-label="Good response" aria-pressed="false">`, matIcon("thumb_up"), `</button></thumb-up-button>`)
	g.w(`<thumb-down-button class="ng-star-inserted"><button mat-icon-button="" class="`, gemIconBtn, ` icon-button" aria-label="Bad response" aria-pressed="false">`, matIcon("thumb_down"), `</button></thumb-down-button>`)
	g.w(`<div class="ng-star-inserted"><regenerate-button class="ng-star-inserted"><button mat-icon-button="" class="`, gemIconBtn, ` icon-button" aria-label="Redo" aria-expanded="false">`, matIcon("refresh"), `</button></regenerate-button></div>`)
	g.w(`<copy-button class="ng-star-inserted"><button mat-icon-button="" data-test-id="copy-button" class="`, gemIconBtn, ` icon-button" aria-label="Copy">`, matIcon("content_copy"), `</button></copy-button>`)
	g.w(`<div class="more-menu-button-container"><button mat-icon-button="" data-test-id="more-menu-button" class="`, gemIconBtn, ` icon-button more-menu-button" aria-label="Show more options" aria-expanded="false">`, matIcon("more_vert"), `</button></div>`)
	g.w(`</div></div></message-actions></div>`)
}

func (g *generator) geminiComposer() {
	send := `<button mat-icon-button="" class="` + gemIconBtn + ` send-button" aria-label="Send message" aria-disabled="true">` + gemSVG("M3 20v-6l8-2-8-2V4l19 8-19 8z") + `</button>`
	switch g.state {
	case GenStreaming, GenThinking, GenPending:
		send = `<button mat-icon-button="" class="` + gemIconBtn + ` send-button stop" aria-label="Stop generating">` + gemSVG("M6 6h12v12H6z") + `</button>`
	}
	g.w(`<input-container class="input-gradient ng-star-inserted"><div class="input-area-container ng-star-inserted"><input-area-v2 class="ng-star-inserted"><div class="input-area"><div class="text-input-field ng-star-inserted"><div class="text-input-field_textarea-wrapper"><rich-textarea class="text-input-field_textarea ql-container ql-bubble" enterkeyhint="send" dir="ltr"><div class="ql-editor ql-blank textarea new-input-ui" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Enter a prompt here" data-placeholder="Ask Gemini"><p><br></p></div></rich-textarea></div></div><div class="trailing-actions-wrapper ng-star-inserted"><div class="send-button-container ng-star-inserted">`, send, `</div></div></div></input-area-v2></div></input-container>`, "\n")
}
