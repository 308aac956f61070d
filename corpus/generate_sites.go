package corpus

import (
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"
)

// The sites whose profiles came after ChatGPT's and Gemini's
// (GenOptions.Site): Generate writes their pages in the structure of each
// site's corpus fixtures (claude_finished, deepseek_finished, ...), with
// generated text, for the states GenSiteStates lists.
const (
	GenSiteClaude     = "claude"
	GenSiteDeepSeek   = "deepseek"
	GenSiteGrok       = "grok"
	GenSitePerplexity = "perplexity"
	GenSiteCopilot    = "copilot"
	GenSiteZAI        = "zai"
)

// genSiteStates are the states Generate knows for those sites: the
// newest reply finished with its action row, being written (a partial
// reply without its row, the site's stop control where its profile knows
// one, Claude's streaming flag), or not started (the newest turn is the
// user's).
var genSiteStates = []string{GenFinished, GenStreaming, GenPending}

// genSites are the sites of genSitePage, in the order of the profiles.
var genSites = []string{GenSiteClaude, GenSiteDeepSeek, GenSiteGrok, GenSitePerplexity, GenSiteCopilot, GenSiteZAI}

// GenSites returns every site Generate writes pages for: ChatGPT,
// Gemini, then the six above.
func GenSites() []string {
	return append([]string{GenSiteChatGPT, GenSiteGemini}, genSites...)
}

// genSite is one site's page structure: its page around the turns, a
// user turn, a reply and the markup of its composer's buttons.
type genSite struct {
	page  func(title, turns, button string) string
	user  func(g *generator, k int, text string) string
	reply func(g *generator, k int, paras []string, writing bool) string
	// send and stop are the composer's button when idle and while a
	// reply is written.
	send, stop string
}

func esc(s string) string { return html.EscapeString(s) }

func paras(tag, class string, ps []string) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString("<" + tag)
		if class != "" {
			b.WriteString(` class="` + class + `"`)
		}
		b.WriteString(">" + esc(p) + "</" + tag + ">")
	}
	return b.String()
}

var genSiteTable = map[string]genSite{
	GenSiteClaude: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` - Claude</title></head><body><div class="flex min-h-screen w-full"><nav class="z-sidebar" aria-label="Sidebar"><a href="/new">New chat</a></nav><div class="h-full flex flex-col"><header class="flex w-full sticky top-0" data-testid="page-header"><button type="button" data-testid="chat-title-button">` + esc(title) + `</button></header><div class="overflow-y-scroll flex-1"><div class="mx-auto flex max-w-3xl flex-col"><div class="flex-1 flex flex-col px-4">` + turns + `</div><div class="sticky bottom-0"><div class="grid" data-testid="chat-input-grid-container"><fieldset class="flex w-full flex-col"><div contenteditable="true" role="textbox" data-testid="chat-input" aria-label="Write your prompt to Claude" class="tiptap ProseMirror"><p><br></p></div>` + button + `</fieldset></div></div></div></div></div></div></body></html>`
		},
		user: func(g *generator, k int, text string) string {
			return `<div data-test-render-count="2"><div class="mb-1 mt-6 group"><div class="flex flex-col items-end gap-1"><div data-testid="user-message" class="font-large !font-user-message grid"><p class="whitespace-pre-wrap break-words">` + esc(text) + `</p></div><div class="flex justify-start opacity-0 group-hover:opacity-100" role="group" aria-label="Message actions"><button type="button" aria-label="Edit">e</button><button type="button" data-testid="action-bar-copy" aria-label="Copy">c</button></div></div></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="flex justify-start" role="group" aria-label="Message actions"><button type="button" data-testid="action-bar-copy" aria-label="Copy">c</button><button type="button" aria-label="Give positive feedback">+</button><button type="button" aria-label="Give negative feedback">-</button><button type="button" aria-label="Retry">r</button></div>`
			flag := "false"
			if writing {
				row, flag = "", "true"
			}
			return `<div data-test-render-count="2"><div class="group"><div class="contents"><div data-is-streaming="` + flag + `" class="group relative pb-3"><div class="font-claude-response relative"><div class="standard-markdown grid gap-3">` + paras("p", "font-claude-response-body break-words", ps) + `</div></div></div>` + row + `</div></div></div>`
		},
		send: `<button type="button" aria-label="Send message" disabled="">s</button>`,
		stop: `<button type="button" aria-label="Stop response">s</button>`,
	},
	GenSiteDeepSeek: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` - DeepSeek</title></head><body><div id="root"><div class="ds-theme"><div class="dc04ec1d"><a class="_546d736" href="/a/chat/s/x">` + esc(title) + `</a></div><div class="_7780f2e"><div class="ds-virtual-list-visible-items">` + turns + `</div><div class="_020ab5b"><textarea id="chat-input" name="search" placeholder="Message DeepSeek"></textarea><div class="bf38813a">` + button + `</div></div></div></div></div></body></html>`
		},
		user: func(g *generator, k int, text string) string {
			return `<div class="_9663006"><div class="ds-message d29f3d7d"><div class="fbb737a4">` + esc(text) + `</div></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="ds-flex _965abe9"><div class="ds-icon-button" role="button">c</div><div class="ds-icon-button" role="button">r</div><div class="ds-icon-button" role="button">+</div><div class="ds-icon-button" role="button">-</div></div>`
			if writing {
				row = ""
			}
			return `<div class="_9663006 _43c05b5"><div class="ds-message _63c77b1"><div class="ds-markdown">` + paras("p", "ds-markdown-paragraph", ps) + `</div>` + row + `</div></div>`
		},
		send: `<div class="ds-icon-button _7436101 ds-icon-button--disabled" role="button" aria-disabled="true">s</div>`,
		stop: `<div class="ds-icon-button _7436101" role="button" aria-label="Stop generating">s</div>`,
	},
	GenSiteGrok: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` - Grok</title></head><body><div class="flex w-full h-full"><nav aria-label="Sidebar"><a href="/">Home</a></nav><main class="flex-grow flex flex-col"><div class="w-full flex flex-col gap-3">` + turns + `</div><form class="w-full"><div class="query-bar relative"><div contenteditable="true" class="tiptap ProseMirror" data-testid="grokInput" role="textbox"><p><br></p></div>` + button + `</div></form></main></div></body></html>`
		},
		user: func(g *generator, k int, text string) string {
			return `<div id="response-u` + strconv.Itoa(k) + `" class="relative group flex flex-col w-full items-end"><div class="message-bubble rounded-3xl"><div class="response-content-markdown markdown"><p>` + esc(text) + `</p></div></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="action-buttons flex flex-row"><button type="button" aria-label="Regenerate">r</button><button type="button" aria-label="Copy">c</button><button type="button" aria-label="Like">+</button><button type="button" aria-label="Dislike">-</button></div>`
			if writing {
				row = ""
			}
			return `<div id="response-a` + strconv.Itoa(k) + `" class="relative group flex flex-col w-full items-start"><div class="message-bubble rounded-3xl"><div class="response-content-markdown markdown">` + paras("p", "break-words", ps) + `</div></div>` + row + `</div>`
		},
		send: `<button type="submit" aria-label="Submit" data-testid="grokInputSend" disabled="">s</button>`,
		stop: `<button type="button" aria-label="Stop model response">s</button>`,
	},
	GenSitePerplexity: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` - Perplexity</title></head><body><main class="flex"><div class="mx-auto flex flex-col max-w-threadContentWidth">` + turns + `</div><div class="sticky bottom-0"><div contenteditable="true" id="ask-input" role="textbox"><p><br></p></div>` + button + `</div></main></body></html>`
		},
		// A Perplexity exchange is one tabpanel holding the query and
		// its answer: the user turn opens it, the reply closes it.
		user: func(g *generator, k int, text string) string {
			return `<div data-state="active" role="tabpanel" id="radix-:r` + strconv.Itoa(k) + `:-content-default"><div class="flex flex-col gap-y-md"><div class="bg-base"><div class="group/query relative"><span class="select-text">` + esc(text) + `</span></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="flex items-center justify-between"><button aria-label="Share" type="button">s</button><button aria-label="Copy" type="button">c</button><button aria-label="Helpful" type="button">+</button><button aria-label="Not helpful" type="button">-</button></div>`
			if writing {
				row = ""
			}
			ans := ""
			if len(ps) > 0 {
				ans = `<div id="markdown-content-` + strconv.Itoa(k) + `" class="gap-y-md"><div class="prose">` + paras("p", "my-2", ps) + `</div></div>`
			}
			return `<div class="gap-y-lg flex flex-col"><div>` + ans + `</div>` + row + `</div>`
		},
		send: `<button aria-label="Submit" type="button">s</button>`,
		stop: `<button aria-label="Submit" type="button">s</button>`,
	},
	GenSiteCopilot: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` | Microsoft Copilot</title></head><body><div id="app" class="flex"><nav aria-label="Conversations"><a href="/chats/x">` + esc(title) + `</a></nav><main class="relative flex grow flex-col"><div class="grow px-6" data-content="conversation"><div class="relative pt-10 space-y-8">` + turns + `</div></div><div class="fixed bottom-0"><textarea id="userInput" placeholder="Message Copilot"></textarea>` + button + `</div></main></div></body></html>`
		},
		user: func(g *generator, k int, text string) string {
			return `<div class="space-y-1" id="u` + strconv.Itoa(k) + `-user-message" role="article"><h2 class="sr-only">You said</h2><div class="flex w-full flex-col items-end" data-content="user-message"><div class="font-ligatures-none whitespace-pre-wrap">` + esc(text) + `</div></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="flex gap-2 opacity-0" data-testid="message-item-reactions"><button type="button" title="Good response" data-testid="message-thumbs-up-button">+</button><button type="button" title="Bad response" data-testid="message-thumbs-down-button">-</button><button type="button" title="Copy message" data-testid="copy-message-button">c</button></div>`
			if writing {
				row = ""
			}
			var b strings.Builder
			for _, p := range ps {
				b.WriteString(`<p><span class="font-ligatures-none">` + esc(p) + `</span></p>`)
			}
			return `<div class="" data-content="ai-message" role="article"><h2 class="sr-only">Copilot said</h2><div class="space-y-3 mt-3"><div class="group/ai-message-item space-y-3" id="a` + strconv.Itoa(k) + `-content-0">` + b.String() + row + `</div></div></div>`
		},
		send: `<button type="button" data-testid="submit-button" disabled="">s</button>`,
		stop: `<button type="button" data-testid="stop-button">s</button>`,
	},
	GenSiteZAI: {
		page: func(title, turns, button string) string {
			return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + ` | Z.ai Chat</title></head><body><div class="app"><nav id="sidebar"><a href="/">New Chat</a></nav><div class="flex flex-col"><div id="messages-container"><div class="pt-8">` + turns + `</div></div><form class="w-full flex"><textarea id="chat-input" placeholder="How can I help you today?"></textarea><div class="self-end flex">` + button + `</div></form></div></div></body></html>`
		},
		user: func(g *generator, k int, text string) string {
			return `<div class="w-full"><div id="message-u` + strconv.Itoa(k) + `" class="flex w-full user-message"><div class="chat-user w-full markdown-prose"><div class="whitespace-pre-wrap">` + esc(text) + `</div></div></div></div>`
		},
		reply: func(g *generator, k int, ps []string, writing bool) string {
			row := `<div class="flex justify-start buttons"><div aria-label="Copy" class="flex"><button class="visible copy-response-button">c</button></div><div aria-label="Regenerate" class="flex"><button class="visible regenerate-response-button">r</button></div></div>`
			if writing {
				row = ""
			}
			return `<div class="w-full"><div class="flex w-full message-a` + strconv.Itoa(k) + `" id="message-a` + strconv.Itoa(k) + `"><div class="w-full overflow-hidden pl-1"><div class="chat-assistant w-full"><div class="w-full flex flex-col relative" id="response-content-container"><div class="markdown-prose">` + paras("p", "", ps) + `</div></div></div>` + row + `</div></div></div>`
		},
		send: `<div aria-label="Send message" class="flex"><button id="send-message-button" type="submit" disabled="">s</button></div>`,
		stop: `<div aria-label="Stop" class="flex"><button class="rounded-full">s</button></div>`,
	},
}

// genSitePage writes a page of one of the six sites: turns alternate
// user and reply, the newest a reply (the user's for GenPending).
func (g *generator) genSitePage(name string) {
	s := genSiteTable[name]
	if !slices.Contains(genSiteStates, g.state) {
		g.state = GenFinished
	}
	var turns strings.Builder
	open := false // a Perplexity exchange's tabpanel is open
	for i := range g.turns {
		k := i + 1
		user := (g.turns-1-i)%2 == 1
		if g.state == GenPending {
			user = !user
		}
		text := fmt.Sprintf("Question %d: how does step %d of the plan change if the batch size doubles?", k, k)
		if user {
			turns.WriteString(s.user(g, k, text))
			open = true
			continue
		}
		ps := []string{
			fmt.Sprintf("Doubling the batch size halves the number of round trips in step %d, so the whole run finishes sooner.", k),
			"The memory each batch holds doubles too, which is the limit to watch.",
		}
		writing := k == g.turns && g.state == GenStreaming
		if writing {
			ps = ps[:1]
		}
		if name == GenSitePerplexity && !open {
			turns.WriteString(`<div data-state="active" role="tabpanel" id="radix-:r0:-content-default"><div class="flex flex-col gap-y-md">`)
		}
		turns.WriteString(s.reply(g, k, ps, writing))
		if name == GenSitePerplexity {
			turns.WriteString(`</div></div>`) // close the exchange's tabpanel
		}
		open = false
	}
	if name == GenSitePerplexity && open {
		turns.WriteString(`</div></div>`)
	}
	button := s.send
	if g.state != GenFinished {
		button = s.stop
	}
	g.w(s.page("Batch size plan", turns.String(), button))
}
