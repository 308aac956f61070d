package classify

import (
	"maps"
	"testing"

	"github.com/chatproof/chatproof/site"
)

// chatgptWithout is ChatGPT's profile with the wording tables set to
// unknown.
func chatgptWithout(tables ...string) *site.Profile {
	p := *site.ChatGPT()
	p.Wording = maps.Clone(p.Wording)
	for _, t := range tables {
		p.Wording[t] = site.Unknown
	}
	return &p
}

// TestWordingTables: each wording table the profile says is unknown
// recognises nothing that would let the page pass, and names no terminal;
// the verdict fails closed where the rule then proves nothing.
func TestWordingTables(t *testing.T) {
	with := func(chrome string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Answer.</p>"), true), tSend)
	}
	const (
		summary  = `<button aria-expanded="false"><span>Thought for 8s</span></button>`
		thinking = `<div data-testid="thinking-header">Thought for 8s</div>`
		stopped  = `<div role="status">Something went wrong. Please try again.</div>`
		notice   = `<div role="status">Updated saved memory</div>`
		known    = `<div role="status">Searching the web</div>`
		ok       = "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning="
		rest     = " provider=none/"
	)
	runCases(t, []classifyCase{
		{name: "summary, known", src: with(summary), want: ok + "completed" + rest, text: "-",
			reason: "the grammar's summary is completed reasoning"},
		{name: "summary, reasoning unknown", src: with(summary), opts: Options{Site: chatgptWithout("reasoning")}, want: ok + "none" + rest, text: "-",
			reason: "a summary of unknown wording is no completed reasoning"},
		{name: "thinking summary, known", src: with(thinking), want: ok + "completed" + rest, text: "-",
			reason: "thinking chrome showing a completed summary is no activity"},
		{name: "thinking summary, chrome unknown", src: with(thinking), opts: Options{Site: chatgptWithout("chrome")},
			want: "complete [] level=weak signals=[status/weak/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none" + rest, text: "-",
			reason: "a summary of unknown wording in thinking chrome is text no table knows: weak status"},
		{name: "error, terminal unknown", src: with(stopped), opts: Options{Site: chatgptWithout("terminal")},
			want: "incomplete [provider_terminal] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=provider_error/" + RuleTerminalWordingUnknown, text: "-",
			reason: "error wording of an unknown table names no terminal, and the turn fails closed"},
		{name: "notice, known", src: with(notice), want: "complete [] level=weak signals=[status/weak/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none" + rest, text: "-",
			reason: "a status notice no rule knows is weak activity"},
		{name: "notice, terminal unknown", src: with(notice), opts: Options{Site: chatgptWithout("terminal")},
			want: "incomplete [provider_terminal] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=provider_error/" + RuleTerminalWordingUnknown, text: "-",
			reason: "where the terminal wording is unknown, an unknown notice may be the site's terminal"},
		{name: "known status, status unknown", src: with(known), opts: Options{Site: chatgptWithout("status")},
			want: "complete [] level=weak signals=[status/weak/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=live" + rest, text: "-",
			reason: "a status line of unknown wording is an unknown notice"},
		{name: "placeholder unknown", src: with(""), opts: Options{Site: chatgptWithout("placeholder")},
			want: "incomplete [placeholder_wording_unknown] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none" + rest, text: "-",
			reason: "with neither placeholder nor pending wording, no answer is proven not to be a placeholder"},
	})
}
