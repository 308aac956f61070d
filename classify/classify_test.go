package classify

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// summary renders the decision-relevant parts of a Result on one line.
func summary(r Result) string {
	return fmt.Sprintf("%s [%s] level=%s signals=[%s] present=%v src=%s idx=%d id=%s finished=%v placeholder=%v reasoning=%s provider=%s/%s",
		r.Terminal, strings.Join(r.Reasons, ","), r.Activity.Level, kinds(r.Activity), r.Response.Present,
		r.Response.Source, r.Response.TurnIndex, r.Response.MessageID, r.Response.Finished,
		r.Response.Placeholder, r.Response.Reasoning, r.ProviderTerminal, r.ProviderRule)
}

const (
	complete2 = "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/"
)

type classifyCase struct {
	name   string
	src    string
	opts   Options
	want   string // summary
	text   string // response text, checked when not "-"
	reason string
}

func runCases(t *testing.T, cases []classifyCase) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cases {
		if c.reason == "" || c.name == "" || seen[c.name] {
			t.Fatalf("case %q: every case needs a unique name and a reason", c.name)
		}
		seen[c.name] = true
		t.Run(c.name, func(t *testing.T) {
			r := classifyString(t, c.src, c.opts)
			if got := summary(r); got != c.want {
				t.Errorf("%s\n got: %s\nwant: %s", c.reason, got, c.want)
			}
			if c.text != "-" && r.Response.Text != c.text {
				t.Errorf("%s\ntext %q, want %q", c.reason, r.Response.Text, c.text)
			}
			checkInvariants(t, r)
		})
	}
}

// checkInvariants checks what every Result must satisfy.
func checkInvariants(t testing.TB, r Result) {
	t.Helper()
	if r.Reasons == nil || r.Activity.Signals == nil {
		t.Errorf("nil slice: reasons %v signals %v", r.Reasons == nil, r.Activity.Signals == nil)
	}
	complete := r.Response.Present && !r.Response.Placeholder && r.Response.Finished &&
		r.Activity.Level != LevelStrong && r.ProviderTerminal == ProviderNone &&
		indexOf(r.Reasons, ReasonPlaceholderWordingUnknown) < 0 && indexOf(r.Reasons, ReasonPendingWordingUnknown) < 0
	if (r.Terminal == TerminalComplete) != complete {
		t.Errorf("terminal %s contradicts its inputs: %s", r.Terminal, summary(r))
	}
	if (r.Terminal == TerminalComplete) != (len(r.Reasons) == 0) {
		t.Errorf("terminal %s with reasons %v", r.Terminal, r.Reasons)
	}
	if len(r.Activity.Signals) > MaxSignals {
		t.Errorf("%d signals", len(r.Activity.Signals))
	}
	for _, s := range r.Activity.Signals {
		if n := utf8.RuneCountInString(s.Evidence); n > MaxEvidenceRunes || !utf8.ValidString(s.Evidence) {
			t.Errorf("evidence of %d runes or invalid: %q", n, s.Evidence)
		}
	}
	if utf8.RuneCountInString(r.Response.Text) > MaxTextRunes || !utf8.ValidString(r.Response.Text) {
		t.Errorf("text too long or invalid")
	}
	// The report is the whole text, or its head and "…"; FullText is the
	// whole text, TextRunes its length.
	if full := r.Response.FullText; utf8.RuneCountInString(full) != r.Response.TextRunes ||
		r.Response.Text != full && !(strings.HasSuffix(r.Response.Text, "…") && strings.HasPrefix(full, strings.TrimSuffix(r.Response.Text, "…"))) {
		t.Errorf("report %d runes, TextRunes %d, whole text %d runes", utf8.RuneCountInString(r.Response.Text), r.Response.TextRunes, utf8.RuneCountInString(full))
	}
	if len(r.Activity.Signals) < MaxSignals && (r.Activity.Found != 0 || r.Activity.Digest != "") ||
		r.Activity.Found != 0 && (r.Activity.Found <= len(r.Activity.Signals) || r.Activity.Digest == "") {
		t.Errorf("%d signals reported, found %d, digest %q", len(r.Activity.Signals), r.Activity.Found, r.Activity.Digest)
	}
	for _, id := range []string{r.Response.MessageID, r.Response.TurnID} {
		if utf8.RuneCountInString(id) > MaxIDRunes || !utf8.ValidString(id) {
			t.Errorf("id too long or invalid: %q", id)
		}
	}
	if !r.Response.Present && (r.Response.Source != "" || r.Response.Text != "" || r.Response.Finished || r.Response.Placeholder) {
		t.Errorf("absent response with content: %+v", r.Response)
	}
	for i, c := range r.Reasons {
		if i > 0 && indexOf(ReasonCodes(), c) <= indexOf(ReasonCodes(), r.Reasons[i-1]) {
			t.Errorf("reasons out of order or duplicated: %v", r.Reasons)
		}
		if indexOf(ReasonCodes(), c) < 0 {
			t.Errorf("unknown reason %q", c)
		}
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func TestTurnsAndResponse(t *testing.T) {
	two := tUser(1, "Hi") + tAsst(2, "", tMD("<p>Hello there.</p>"), true)
	runCases(t, []classifyCase{
		{
			name: "article with inner role div", src: tFinished(), want: complete2, text: "Hello there.",
			reason: "an article and its inner role div are one turn; index from conversation-turn-N, id from data-message-id",
		},
		{
			name: "data-turn only",
			src: tPage(`<section data-turn="user"><div class="whitespace-pre-wrap">Hi</div></section>`+
				`<section data-turn="assistant">`+tMD("<p>Yes.</p>")+tBar+`</section>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id= finished=true placeholder=false reasoning=none provider=none/",
			text:   "Yes.",
			reason: "data-turn alone marks turns; without conversation-turn-N the index is the 1-based position",
		},
		{
			name: "role divs only, wrapper widened",
			src: tPage(`<div class="group"><div data-message-author-role="user" data-message-id="u1">Hi</div></div>`+
				`<div class="group"><div data-message-author-role="assistant" data-message-id="a1">`+tMD("<p>Yes.</p>")+`</div>`+tBar+`</div>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id=a1 finished=true placeholder=false reasoning=none provider=none/",
			text:   "Yes.",
			reason: "a message-only turn widens to the wrapper around it, which holds its action bar and no other turn",
		},
		{
			name: "role divs only, siblings not widened",
			src: tPage(`<div data-message-author-role="user" data-message-id="u1">Hi</div>`+
				`<div data-message-author-role="assistant" data-message-id="a1">`+tMD("<p>Yes.</p>")+`</div>`+tBar, tSend),
			want:   "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=a1 finished=false placeholder=false reasoning=none provider=none/",
			text:   "Yes.",
			reason: "a bar that is a sibling of both turns is bound to neither: widening stops at the parent holding the user turn",
		},
		{
			name: "newer markup",
			src: tPage(`<div data-turn-key="k1"><div data-user-message-bubble="true">Hi</div></div>`+
				`<div data-turn-key="k2"><div data-conversation-role="assistant">`+tMD("<p>New DOM.</p>")+`</div>`+tBar+`</div>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id= finished=true placeholder=false reasoning=none provider=none/",
			text:   "New DOM.",
			reason: "data-turn-key containers with data-conversation-role and data-user-message-bubble are turns",
		},
		{
			name:   "list wrapper split",
			src:    tPage(`<div data-turn-key="all">`+two+`</div>`, tSend),
			want:   complete2,
			text:   "Hello there.",
			reason: "a marked element holding user and assistant messages is a list of turns, not one turn",
		},
		{
			name: "conversation-turns is not a turn",
			src:  tPage(`<div data-testid="conversation-turns">`+two+`</div>`, tSend),
			want: complete2, text: "Hello there.",
			reason: "only conversation-turn and conversation-turn-… test ids mark turns",
		},
		{
			name: "turns inside page chrome",
			src: strings.Replace(tFinished(), `</main>`, `</main><div role="dialog" aria-label="Search chats"><div data-message-author-role="user" data-message-id="x1">preview</div></div>`+
				`<aside><article data-testid="conversation-turn-9" data-turn="user">older chat</article></aside>`, 1),
			want: complete2, text: "Hello there.",
			reason: "message previews in a search dialog or an aside are not the conversation's turns",
		},
		{
			name: "latest turn is the user's",
			src:  tPage(two+tUser(3, "And now?"), tSend),
			want: "incomplete [no_response] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "an answer before the latest user turn is never the current response, and the user turn's copy control never finishes anything",
		},
		{
			name: "no user turn",
			src:  tPage(tAsst(1, "", tMD("<p>Welcome.</p>"), true), tSend),
			want: "incomplete [no_response,no_user_message] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "without a user message nothing is shown to follow it",
		},
		{
			name: "hidden user turn still anchors",
			src:  tPage(two+strings.Replace(tUser(3, "x"), "<article ", `<article style="display:none" `, 1), tSend),
			want: "incomplete [no_response] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "hiding a user turn never promotes the older answer before it",
		},
		{
			name: "min-turn passes", src: tFinished(), opts: Options{MinTurn: 2}, want: complete2, text: "Hello there.",
			reason: "a turn index at the baseline passes",
		},
		{
			name: "min-turn fails", src: tFinished(), opts: Options{MinTurn: 3},
			want: "incomplete [no_response,before_baseline] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "the newest answer is older than the baseline: the new reply has not appeared",
		},
		{
			name: "unnumbered turn on a numbered page",
			src:  tPage(tUser(1, "Hi")+strings.Replace(tAsst(2, "", tMD("<p>x</p>"), true), `data-testid="conversation-turn-2" `, "", 1), tSend),
			opts: Options{MinTurn: 1},
			want: "incomplete [no_response,before_baseline] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "a turn without conversation-turn-N on a page that numbers turns has an unknown index, which never passes a baseline",
		},
		{
			name: "expected id matches", src: tFinished(), opts: Options{ExpectMessageID: "ma2"}, want: complete2, text: "Hello there.",
			reason: "the current turn holds the expected message",
		},
		{
			name: "expected id of an older turn",
			src:  tPage(tUser(1, "a")+tAsst(2, "", tMD("<p>old</p>"), true)+tUser(3, "b")+tAsst(4, "", tMD("<p>new</p>"), false), tSend),
			opts: Options{ExpectMessageID: "ma2"},
			want: "incomplete [no_response,message_id_mismatch] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "the bar of the older turn that holds the expected id never proves the current response",
		},
		{
			name: "hidden current turn",
			src:  tPage(tUser(1, "Hi")+strings.Replace(tAsst(2, "", tMD("<p>x</p>"), true), "<article ", `<article hidden `, 1), tSend),
			want: "incomplete [no_response,response_hidden] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "a hidden turn is not evidence",
		},
		{
			name: "placeholder",
			src:  tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>ChatGPT said: Answer now</p>"), true), tSend),
			want: "incomplete [placeholder] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=true reasoning=none provider=none/", text: "ChatGPT said: Answer now",
			reason: "text made only of chrome labels is not an answer",
		},
		{
			name: "Done is an answer, not a bar",
			src:  tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Done</p>"), false), tSend),
			want: "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=none/", text: "Done",
			reason: "a markdown that is exactly Done is the answer text; only controls finish it",
		},
		{
			name: "several assistant messages in one turn",
			src: tPage(tUser(1, "Hi")+`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="pre">`+tMD("<p>I'll first inspect the file.</p>")+`</div>`+
				`<div data-message-author-role="assistant" data-message-id="fin">`+tMD("<p>Here is the fix.</p>")+`</div>`+tBar+`</article>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id=fin finished=true placeholder=false reasoning=none provider=none/",
			text:   "I'll first inspect the file.\nHere is the fix.",
			reason: "every assistant message of the turn is read, not only the last; the id is the newest message's",
		},
		{
			name:   "nested assistant markers",
			src:    tPage(`<div data-turn-key="k1"><div data-user-message-bubble="">Hi</div></div><div data-turn-key="k2"><div data-conversation-role="assistant"><div data-message-author-role="assistant" data-message-id="in">`+tMD("<p>Once.</p>")+`</div></div>`+tBar+`</div>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id=in finished=true placeholder=false reasoning=none provider=none/",
			text:   "Once.",
			reason: "an assistant marker inside another is the same message: its text is read once, its id kept",
		},
		{
			name:   "buttons inside content are not text",
			src:    tPage(tUser(1, "Hi")+tAsst(2, "", tMD(`<p>Code:</p><pre><div>python<button aria-label="Copy">Copy code</button></div><code>print(1)</code></pre><button>Show more</button>`), true), tSend),
			want:   complete2,
			text:   "Code:\npython\nprint(1)",
			reason: "Copy code and Show more toggles are chrome, so toggling them never changes the text",
		},
		{
			name: "image answer",
			src:  tPage(tUser(1, "Draw a cat")+tAsst(2, "", `<div class="flex"><img alt="Generated image: a cat" src="/backend-api/estuary/content?id=file_1"></div>`, true), tSend),
			want: complete2, text: "Generated image: a cat",
			reason: "an image-only answer reads as its alt text and still needs its finished controls",
		},
		{
			name: "image answer without bar",
			src:  tPage(tUser(1, "Draw a cat")+tAsst(2, "", `<img src="/backend-api/estuary/content?id=file_1">`, false), tSend),
			want: "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=none/", text: "[image]",
			reason: "generated images get no shortcut past the finished controls",
		},
	})
}

func TestWrapperless(t *testing.T) {
	user := `<li class="user-message" data-message-author-role="user">Explain LSM trees</li>`
	runCases(t, []classifyCase{
		{
			name: "follows the latest user node",
			src:  tPage(`<ul>`+user+`</ul><div class="answer">`+tMD("<p>LSM trees batch writes.</p>")+tBar+`</div>`, tSend),
			want: "complete [] level=none signals=[] present=true src=wrapperless idx=-1 id= finished=true placeholder=false reasoning=none provider=none/", text: "LSM trees batch writes.",
			reason: "a markdown after the latest user node counts, and its own group's bar finishes it",
		},
		{
			name: "old markdown before the user node",
			src:  tPage(`<div>`+tMD("<p>Old answer.</p>")+tBar+`</div><ul>`+user+`</ul>`, tSend),
			want: "incomplete [no_response] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "a markdown before the latest user node is an old answer",
		},
		{
			name: "user echo",
			src:  tPage(`<ul><li data-message-author-role="user">`+tMD("<p>Explain LSM trees</p>")+`</li></ul>`, tSend),
			want: "incomplete [no_response] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "markdown inside a user node is an echo of the prompt",
		},
		{
			name: "no user node",
			src:  tPage(`<div>`+tMD("<p>Answer.</p>")+tBar+`</div>`, tSend),
			want: "incomplete [no_response,no_user_message] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "without a user node nothing proves the markdown is new",
		},
		{
			name: "min-turn never passes",
			src:  tPage(`<ul>`+user+`</ul><div>`+tMD("<p>A.</p>")+tBar+`</div>`, tSend),
			opts: Options{MinTurn: 1},
			want: "incomplete [no_response,before_baseline] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "",
			reason: "a wrapperless answer has no turn index, and an unknown index never passes a baseline",
		},
		{
			name: "bar shared with the user node",
			src:  tPage(`<div><ul>`+user+`</ul>`+tMD("<p>A.</p>")+tBar+`</div>`, tSend),
			want: "incomplete [not_finished] level=none signals=[] present=true src=wrapperless idx=-1 id= finished=false placeholder=false reasoning=none provider=none/", text: "A.",
			reason: "a bar in a group that also holds the user node is not bound to the answer",
		},
	})
}

func TestActivity(t *testing.T) {
	fin := func(chrome, inner string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Hello there.</p>")+inner, true), tSend)
	}
	finIn := func(composer string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), composer)
	}
	strongNF := func(signals string) string {
		return "incomplete [strong_activity] level=strong signals=[" + signals + "] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/"
	}
	runCases(t, []classifyCase{
		{name: "stop button", src: finIn(tStop), want: strongNF("stop/strong/composer"), text: "-",
			reason: "a visible stop-button vetoes even a finished bar"},
		{name: "composer-stop-button in header",
			src:  strings.Replace(finIn(tSend), `<header id="page-header">`, `<header id="page-header"><button data-testid="composer-stop-button"></button>`, 1),
			want: strongNF("stop/strong/document"), text: "-",
			reason: "exact stop test ids count anywhere"},
		{name: "stop generating label", src: finIn(`<button aria-label="Stop generating"></button>`), want: strongNF("stop/strong/composer"), text: "-",
			reason: "the aria-label fallback counts for composer-form buttons"},
		{name: "stop reading aloud", src: finIn(tSend + `<button aria-label="Stop reading aloud"></button><button aria-label="Stop dictation"></button><button aria-label="Stop voice mode"></button>`), want: complete2, text: "-",
			reason: "read-aloud, dictation and voice stop controls are not generation"},
		{name: "stop label outside the form", src: fin("", `<button aria-label="Stop">x</button>`), want: complete2, text: "-",
			reason: "the aria-label fallback never counts outside the composer form"},
		{name: "hidden stop", src: finIn(`<button class="hidden" data-testid="stop-button"></button>`), want: complete2, text: "-",
			reason: "a hidden stop control is not evidence"},
		{name: "live progress in the turn", src: fin("", `<div role="progressbar" aria-valuenow="40"></div>`), want: strongNF("progress/strong/turn"), text: "-",
			reason: "an ARIA bar below the default max 100 is live"},
		{name: "finished aria progress", src: fin("", `<div role="progressbar" aria-valuenow="100"></div>`), want: complete2, text: "-",
			reason: "an ARIA bar at its default max is idle"},
		{name: "finished html progress", src: fin("", `<progress value="1"></progress><progress value="5" max="5"></progress>`), want: complete2, text: "-",
			reason: "a progress element at its max (default 1) is idle"},
		{name: "indeterminate progress", src: fin("", `<progress></progress>`), want: strongNF("progress/strong/turn"), text: "-",
			reason: "a valueless progress element is indeterminate, hence live"},
		{name: "malformed progress value", src: fin("", `<div role="progressbar" aria-valuenow="abc" aria-valuemax="100"></div>`), want: strongNF("progress/strong/turn"), text: "-",
			reason: "a value that is not a number is indeterminate: fail closed"},
		{name: "slider", src: fin("", `<div role="slider" aria-valuenow="3" aria-valuemax="5"></div><div data-testid="upload-progress" aria-valuenow="1"></div>`), want: complete2, text: "-",
			reason: "sliders and progress-named test ids are not progress bars"},
		{name: "progress outside the turn",
			src:  strings.Replace(finIn(tSend), `<div id="history">`, `<div id="history"><div role="progressbar"></div><div aria-busy="true"></div><span class="loading-shimmer">Loading</span>`, 1),
			want: complete2, text: "-",
			reason: "page-global progress, busy and shimmer never count"},
		{name: "article-level shimmer",
			src:  tPage(tUser(1, "Hi")+tAsst(2, `<div class="mb-2"><span class="loading-shimmer">Thinking</span></div>`, tMD("<p>Hello there.</p>"), true), tSend),
			want: "incomplete [strong_activity] level=strong signals=[shimmer/strong/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=live provider=none/", text: "-",
			reason: "shimmer in the article outside the inner role div counts: the scope is the whole turn container"},
		{name: "busy turn", src: strings.Replace(fin("", ""), `data-turn="assistant"`, `data-turn="assistant" aria-busy="true"`, 1), want: strongNF("busy/strong/turn"), text: "-",
			reason: "aria-busy on the turn container counts"},
		{name: "ellipsis status", src: fin(`<div data-testid="thinking-status">Thinking…</div>`, ""),
			want: "incomplete [strong_activity] level=strong signals=[status/strong/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=live provider=none/", text: "-",
			reason: "ellipsis forms are active in thinking chrome"},
		{name: "live trace status", src: fin(`<div data-testid="thinking-status">Thought for 2s: Searching the web</div>`, ""),
			want: "incomplete [strong_activity] level=strong signals=[status/strong/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=live provider=none/", text: "-",
			reason: "a growing trace that starts with Thought for is live, not a completed summary"},
		{name: "completed summary status", src: fin(`<div data-testid="reasoning-summary">Reasoning Thought for 12s Edit</div>`, ""),
			want: "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=completed provider=none/", text: "-",
			reason: "a completed summary in reasoning chrome is idle and completed"},
		{name: "expanded completed trace", src: fin(`<div data-testid="reasoning-trace"><button>Thought for 12s</button><p>Searching the web</p><p>Reading sources</p></div>`, ""),
			want: "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=completed provider=none/", text: "-",
			reason: "an expanded summary lists finished steps under its completed summary line; that is not live work"},
		{name: "effort picker", src: finIn(tSend + `<button data-testid="composer-intelligence-pro-thinking-effort-trigger">Thinking</button>`), want: complete2, text: "-",
			reason: "the composer's effort picker is page chrome, not the turn's thinking status"},
		{name: "verified panel progress",
			src:  strings.Replace(finIn(tSend), `</main>`, `</main><aside data-testid="thinking-sidecar"><div role="progressbar"></div></aside>`, 1),
			want: strongNF("progress/strong/panel"), text: "-",
			reason: "progress in a verified thinking panel is strong"},
		{name: "verified panel text only",
			src:  strings.Replace(finIn(tSend), `</main>`, `</main><aside aria-label="Reasoning sidecar"><p>Thought for 4s: Reading sources</p></aside>`, 1),
			want: "complete [] level=weak signals=[sidecar/weak/panel] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/", text: "-",
			reason: "a text-only live trace in a verified panel is weak evidence: reported, not a veto"},
		{name: "verified panel by test id, text only",
			src:  strings.Replace(finIn(tSend), `</main>`, `</main><aside data-testid="thinking-sidecar"><h3>Activity</h3><p>Thought for 4s: Reading sources</p></aside>`, 1),
			want: "complete [] level=weak signals=[sidecar/weak/panel] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/", text: "-",
			reason: "the panel's own thinking test id verifies it as a panel; its plain text is a weak trace, not status chrome"},
		{name: "verified panel completed",
			src:  strings.Replace(finIn(tSend), `</main>`, `</main><aside class="reasoning-sidecar"><p>Thought for 12s</p><p>Searching the web</p></aside>`, 1),
			want: complete2, text: "-",
			reason: "a panel whose text shows a completed summary is idle"},
		{name: "generic dialog",
			src:  strings.Replace(finIn(tSend), `</main>`, `</main><div role="dialog" aria-label="Upload files"><div role="progressbar"></div><div data-testid="status">Thinking about uploads</div></div>`, 1),
			want: complete2, text: "-",
			reason: "progress and status in an unverified dialog are page chrome"},
	})
}

func TestFinishedAndProvider(t *testing.T) {
	nf := "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=none/"
	card := func(inner string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, "", inner, false), tSend)
	}
	absent := func(provider string) string {
		return "incomplete [no_response,empty_response,provider_terminal] level=none signals=[] present=false src= idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=" + provider
	}
	runCases(t, []classifyCase{
		{name: "older turn bar", src: tPage(tUser(1, "a")+tAsst(2, "", tMD("<p>x</p>"), true)+tUser(3, "b")+tAsst(4, "", tMD("<p>y</p>"), false), tSend),
			want: "incomplete [not_finished] level=none signals=[] present=true src=turn idx=4 id=ma4 finished=false placeholder=false reasoning=none provider=none/", text: "y",
			reason: "an older turn's bar never finishes the current response"},
		{name: "hidden bar", src: tPage(tUser(1, "Hi")+strings.Replace(tAsst(2, "", tMD("<p>Hello there.</p>"), true), `<div class="flex min-h-[46px]">`, `<div class="flex min-h-[46px] invisible">`, 1), tSend),
			want: nf, text: "-", reason: "a hidden bar is not evidence"},
		{name: "bar inside content", src: tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"+tBar), false), tSend),
			want: nf, text: "-", reason: "controls inside the message content are not the turn's action bar"},
		{name: "wall card", src: card(`<div class="text-token-text-error"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/">Start new chat</a></div>`),
			want: absent("conversation_exhausted/wall_2026_keep_talking"), text: "",
			reason: "the wall card is chrome inside the turn; with no content the response is absent"},
		{name: "delivery timeout", src: card(`<div class="text-token-text-error"><div>Message delivery timed out. Please try again.</div><button data-testid="regenerate-thread-error-button">Retry</button></div>`),
			want: absent("delivery_timeout/delivery_timeout"), text: "", reason: "the timeout card with its retry button"},
		{name: "unknown card with retry", src: card(`<div><div>Hmm.</div><button data-testid="regenerate-thread-error-button">Retry</button></div>`),
			want: absent("provider_error/thread_error_button"), text: "", reason: "the regenerate button marks a failed turn even when its wording is unknown"},
		{name: "something went wrong after text", src: card(tMD("<p>Partial answer</p>") + `<div role="alert">Something went wrong. Please try again.</div>`),
			want:   "incomplete [provider_terminal,not_finished] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=provider_error/provider_error_something_went_wrong",
			text:   "Partial answer",
			reason: "an alert after partial text keeps the text and names the error"},
		{name: "quota status", src: card(`<div role="status">You've reached our limit of messages per hour. Please try again later.</div>`),
			want: absent("quota_limited/quota_messages_per_hour"), text: "", reason: "a usage-limit sentence in the turn's status node"},
		{name: "stopped thinking", src: tPage(tUser(1, "Hi")+tAsst(2, `<div class="mb-2"><button aria-expanded="false"><span>Stopped thinking</span></button></div>`, "", false), tSend),
			want: absent("stopped_thinking/stopped_thinking"), text: "", reason: "a Stopped thinking control is a provider terminal"},
		{name: "quoted wall in prose", src: tPage(tUser(1, "What does the wall say?")+tAsst(2, "", tMD(`<blockquote><p>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</p></blockquote><div role="alert">Something went wrong</div>`), true), tSend),
			want: complete2, text: "-", reason: "prose and anything else inside the markdown is content, never error chrome"},
		{name: "hidden alert", src: tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>")+`<div role="alert" hidden>Something went wrong</div>`, true), tSend),
			want: complete2, text: "-", reason: "a hidden alert is not evidence"},
		{name: "older error card", src: tPage(tUser(1, "a")+tAsst(2, "", `<div class="text-token-text-error">Something went wrong.</div>`, false)+tUser(3, "retry")+tAsst(4, "", tMD("<p>ok</p>"), true), tSend),
			want: "complete [] level=none signals=[] present=true src=turn idx=4 id=ma4 finished=true placeholder=false reasoning=none provider=none/", text: "ok",
			reason: "an error card in an older turn that newer turns follow is stale"},
	})
}

func TestReasoning(t *testing.T) {
	with := func(chrome string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Answer.</p>"), true), tSend)
	}
	done := func(reasoning string) string {
		return "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=" + reasoning + " provider=none/"
	}
	runCases(t, []classifyCase{
		{name: "summary button", src: with(`<button aria-expanded="false"><span>Thought for 8s</span></button>`), want: done("completed"), text: "Answer.",
			reason: "the collapsed summary button above the message is completed reasoning and not answer text"},
		{name: "prefixed summary with edit", src: with(`<button><span>Reasoning</span><span> Thought for 1m 5s</span> Edit</button>`), want: done("completed"), text: "Answer.",
			reason: "a heading-prefixed summary with a trailing Edit is completed"},
		{name: "worded summary", src: with(`<button>Thought for a few seconds</button>`), want: done("completed"), text: "-",
			reason: "a worded duration from the closed list is completed"},
		{name: "greedy worded summary", src: with(`<button>Thought for a while about caching</button>`), want: done("live"), text: "-",
			reason: "a worded summary followed by more words is a live trace"},
		{name: "no reasoning", src: with(""), want: done("none"), text: "-", reason: "no chrome, no reasoning"},
		{name: "summary in content is text", src: tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Thought for 8s</p>"), true), tSend),
			want: "incomplete [placeholder] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=true reasoning=none provider=none/", text: "Thought for 8s",
			reason: "a summary as the whole answer text is chrome, a placeholder, and content is never reasoning chrome"},
	})
}

func TestBounds(t *testing.T) {
	var chrome strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&chrome, `<div role="progressbar" aria-label="%s"></div>`, strings.Repeat("x", 500))
	}
	long := strings.Repeat("word ", 3000)
	id := strings.Repeat("é", 300)
	src := tPage(tUser(1, "Hi")+strings.Replace(tAsst(2, chrome.String(), tMD("<p>"+long+"</p>"), true), `data-message-id="ma2"`, `data-message-id="`+id+`"`, 1), tSend)
	r := classifyString(t, src, Options{})
	checkInvariants(t, r)
	if len(r.Activity.Signals) != MaxSignals || r.Activity.Level != LevelStrong {
		t.Errorf("signals %d level %s, want %d strong", len(r.Activity.Signals), r.Activity.Level, MaxSignals)
	}
	if n := utf8.RuneCountInString(r.Response.Text); n != MaxTextRunes {
		t.Errorf("text %d runes, want the cap %d", n, MaxTextRunes)
	}
	if n := utf8.RuneCountInString(r.Response.MessageID); n != MaxIDRunes {
		t.Errorf("message id %d runes, want the cap %d", n, MaxIDRunes)
	}
}

func TestLabelBudgetFailsClosed(t *testing.T) {
	var chrome strings.Builder
	for i := 0; i < MaxLabelReads+10; i++ {
		chrome.WriteString(`<button>idle</button>`)
	}
	chrome.WriteString(`<div data-testid="thinking-status">Thinking</div><div class="text-token-text-error">x</div>`)
	src := tPage(tUser(1, "Hi")+tAsst(2, chrome.String(), tMD("<p>Answer.</p>"), true), tSend)
	r := classifyString(t, src, Options{})
	checkInvariants(t, r)
	if r.Terminal != TerminalIncomplete || r.Activity.Level != LevelStrong || r.ProviderRule != RuleErrorChromeUnread {
		t.Errorf("spent label budget must fail closed: %s", summary(r))
	}
}

func TestTurnTestID(t *testing.T) {
	cases := []struct {
		in     string
		n      int
		ok     bool
		reason string
	}{
		{"conversation-turn-12", 12, true, "numbered turn"},
		{"conversation-turn", -1, true, "unnumbered turn"},
		{"conversation-turn-x", -1, true, "turn with a non-numeric suffix"},
		{"conversation-turn-1234567890", -1, true, "an index over 9 digits is not read"},
		{"conversation-turns", -1, false, "a list of turns"},
		{"conversation", -1, false, "not a turn id"},
	}
	for _, c := range cases {
		n, ok := numberedTurn(c.in, "conversation-turn")
		if n != c.n || ok != c.ok {
			t.Errorf("numberedTurn(%q) = %d, %v; want %d, %v (%s)", c.in, n, ok, c.n, c.ok, c.reason)
		}
	}
}
