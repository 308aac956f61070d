package pageview

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/editor"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// vocab is the ChatGPT markup the page facts were once written with in
// code, as values the oracle below reads, so that a test can rename one.
type vocab struct {
	bottomID, promptID string   // div#thread-bottom, #prompt-textarea
	errRoles           []string // role values of error chrome
	errClass           string   // a class substring of error chrome
	errTestID          string   // a test-id substring of error chrome
	tool, permission   []string // test-id substrings
	running            []string // data-state values
}

// chatgptVocab is the markup of the code before the move.
func chatgptVocab() vocab {
	return vocab{
		bottomID: "thread-bottom", promptID: "prompt-textarea",
		errRoles: []string{"alert", "status"}, errClass: "text-token-text-error", errTestID: "error",
		tool: []string{"tool", "connector"}, permission: []string{"permission", "approval", "consent"},
		running: []string{"running", "in_progress", "in-progress", "pending"},
	}
}

// oracleFacts is the page-facts reader as it was written before its markup
// moved into the site profile, reading its markup from v: the oracle the
// profile-driven reader must agree with.
func oracleFacts(doc *snapshot.Document, turns *classify.Turns, v vocab) facts {
	o := oracle{d: dom.Of(doc), turns: turns, v: v}
	o.facts.UserID = turns.SentID()
	for i, n := 0, o.d.Len(); i < n; i++ {
		o.element(i)
	}
	return o.facts
}

type oracle struct {
	d     *dom.Document
	turns *classify.Turns
	v     vocab
	stack []frame
	facts facts
}

// oracleAttrs are the attributes the old reader read.
type oracleAttrs struct {
	attrs
	id, testid, state string
}

func readOracleAttrs(n *html.Node) oracleAttrs {
	var a oracleAttrs
	a.read(n)
	for _, at := range n.Attr {
		if at.Namespace != "" {
			continue
		}
		switch at.Key {
		case "id":
			a.id = at.Val
		case "data-testid":
			a.testid = at.Val
		case "data-state":
			a.state = at.Val
		}
	}
	return a
}

func (o *oracle) whereIs(i int) uint8 {
	switch {
	case o.turns.Current(i):
		return currentTurn
	case o.turns.InTurn(i):
		return olderTurn
	}
	return outsideTurns
}

func (o *oracle) element(i int) {
	for len(o.stack) > 0 && o.stack[len(o.stack)-1].end <= i {
		o.stack = o.stack[:len(o.stack)-1]
	}
	parent := frame{visible: true}
	if len(o.stack) > 0 {
		parent = o.stack[len(o.stack)-1]
	}
	n := o.d.Node(i)
	a := readOracleAttrs(n)
	f := frame{end: o.d.End(i), visible: o.d.Visible(i), scope: parent.scope, where: o.whereIs(i)}
	if a.id == o.v.bottomID && n.DataAtom == atom.Div && n.Namespace == "" {
		f.scope |= inBottom
	}
	if f.visible {
		o.visibleElement(i, n, &a, parent, &f)
	}
	o.stack = append(o.stack, f)
}

func containsAny(s string, subs []string) bool {
	return slices.ContainsFunc(subs, func(sub string) bool { return strings.Contains(s, sub) })
}

func (o *oracle) visibleElement(i int, n *html.Node, a *oracleAttrs, parent frame, f *frame) {
	current := f.where == currentTurn
	if a.id == o.v.promptID {
		f.scope |= inPrompt
		if editor.Read(n) == editor.Refuses || parent.scope&inDisabled != 0 {
			o.facts.ComposerBusy = true
		}
	}
	if f.scope&inBottom != 0 && editor.Disables(n) {
		f.scope |= inDisabled
	}
	if f.scope&inPrompt != 0 && a.isPlaceholder() {
		f.scope |= inPlaceholder
	}
	if f.scope&inBottom != 0 && strings.EqualFold(a.ariaBusy, "true") {
		o.facts.ComposerBusy = true
	}
	if o.turns.Content(i) {
		f.scope |= inContent
	}
	role := strings.ToLower(strings.TrimSpace(a.role))
	testid := strings.ToLower(a.testid)
	if slices.Contains(o.v.errRoles, role) || strings.Contains(a.class, o.v.errClass) || strings.Contains(testid, o.v.errTestID) {
		f.scope |= inError
	}
	if containsAny(testid, o.v.tool) {
		f.scope |= inTool
	}
	content := f.scope&inContent != 0
	if current && f.scope&inTool != 0 && !content &&
		(strings.EqualFold(a.ariaBusy, "true") || role == "progressbar" || slices.Contains(o.v.running, strings.ToLower(strings.TrimSpace(a.state)))) {
		o.facts.ToolRunning = true
	}
	if !content && containsAny(testid, o.v.permission) {
		o.permission(f)
	}
	if (n.DataAtom == atom.Button || role == "button") && f.scope&inButton == 0 {
		f.scope |= inButton
		if !content && permissionLabels[strings.ToLower(o.d.ControlLabel(i, MaxLabelRunes))] {
			o.permission(f)
		}
	}
	outer := func(flag uint8) bool {
		return parent.scope&flag == 0 || !parent.visible || parent.where != f.where
	}
	if f.scope&(inPrompt|inPlaceholder) == inPrompt && !o.facts.Draft && outer(inPrompt) {
		var pa attrs
		o.facts.Draft = o.d.TextWithout(i, 1, func(j int) bool {
			pa.read(o.d.Node(j))
			return pa.isPlaceholder()
		}) != ""
	}
	if f.scope&inError != 0 && !content && outer(inError) && f.where != olderTurn {
		where := f.where
		text := o.d.TextWithout(i, maxText, func(j int) bool {
			return o.turns.Content(j) || o.whereIs(j) != where
		})
		if grammar.IsRateLimited(strings.ReplaceAll(text, "\n", " ")) {
			o.facts.RateLimitError = true
		}
	}
}

func (o *oracle) permission(f *frame) {
	if f.where == currentTurn || f.scope&inBottom != 0 {
		o.facts.PermissionCard = true
	}
}

// moved is one marker moved from code into the ChatGPT profile: how a
// page shows it with a value, the renamed value a patch gives it, and the
// patch of the profile and of the oracle's vocabulary.
type moved struct {
	name    string
	value   string // the marker's value in the ChatGPT profile
	renamed string
	// fragment writes the marker with value v into a page, and where
	// ("turn", "older", "content", "bottom", "page") it sits.
	fragment func(v string) string
	// patch renames the marker to renamed in a copy of the profile and in
	// the vocabulary.
	patch func(p *site.Profile, v *vocab)
	// forms are the ways the value is written besides itself (case, space,
	// a surrounding test id), each one the old code and the profile read
	// the same.
	forms func(v string) []string
}

// setCond renames the first condition of entry id of list to value.
func setCond(t *testing.T, list []site.Entry, id, value string) {
	t.Helper()
	for i := range list {
		if list[i].ID == id {
			list[i].Match[0].Value = value
			return
		}
	}
	t.Fatalf("no entry %q", id)
}

func renameIn(list []string, from, to string) []string {
	out := slices.Clone(list)
	out[slices.Index(out, from)] = to
	return out
}

const rateText = "Too many requests. Please try again later."

// movedMarkers are the markers the move took out of the code.
func movedMarkers(t *testing.T) []moved {
	exact := func(v string) []string { return []string{v} }
	folded := func(v string) []string { return []string{v, strings.ToUpper(v), " " + v + "\t"} }
	sub := func(v string) []string {
		return []string{v, strings.ToUpper(v), "mcp-" + v + "-call", "x" + strings.ToUpper(v[:1]) + v[1:]}
	}
	classSub := func(v string) []string { return []string{v, "mb-2 " + v + " border", "x" + v + "-y"} }
	var out []moved
	errRole := func(role, renamed, list, id string) moved {
		return moved{
			name: "error role " + role, value: role, renamed: renamed, forms: folded,
			fragment: func(v string) string { return `<div role="` + v + `">` + rateText + `</div>` },
			patch: func(p *site.Profile, voc *vocab) {
				l := p.Markers.Error
				if list == "status" {
					l = p.Markers.Status
				}
				setCond(t, l, id, renamed)
				voc.errRoles = renameIn(voc.errRoles, role, renamed)
			},
		}
	}
	out = append(out,
		moved{
			name: "composer region", value: "thread-bottom", renamed: "chat-bottom", forms: exact,
			fragment: func(v string) string { return `<div id="` + v + `">` + regionContent + `</div>` },
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Markers.Surface, "thread-bottom", "chat-bottom")
				voc.bottomID = "chat-bottom"
			},
		},
		moved{
			name: "editor", value: "prompt-textarea", renamed: "chat-input", forms: exact,
			fragment: func(v string) string {
				return `<div contenteditable="true" id="` + v + `"><p>a draft</p></div><div id="` + v + `" contenteditable="false"></div>`
			},
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Markers.Editor, "prompt-textarea", "chat-input")
				voc.promptID = "chat-input"
			},
		},
		errRole("alert", "log", "error", "alert"),
		errRole("status", "note", "status", "status"),
		moved{
			name: "error class", value: "text-token-text-error", renamed: "text-danger", forms: classSub,
			fragment: func(v string) string { return `<div class="` + v + `"><div>` + rateText + `</div></div>` },
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Markers.Error, "error-text", "text-danger")
				voc.errClass = "text-danger"
			},
		},
		moved{
			name: "error test id", value: "error", renamed: "failure", forms: sub,
			fragment: func(v string) string { return `<div data-testid="` + v + `">` + rateText + `</div>` },
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Recovery.Markers.Error, "error-testid", "failure")
				voc.errTestID = "failure"
			},
		},
	)
	for _, tc := range []struct{ value, renamed, id string }{{"tool", "widget", "tool-testid"}, {"connector", "plugin", "connector-testid"}} {
		out = append(out, moved{
			name: "tool " + tc.value, value: tc.value, renamed: tc.renamed, forms: sub,
			fragment: func(v string) string {
				return `<div data-testid="` + v + `" aria-busy="true">a</div><div data-testid="` + v + `"><div role="progressbar"></div></div><div data-testid="` + v + `" data-state="running">b</div>`
			},
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Recovery.Markers.Tool, tc.id, tc.renamed)
				voc.tool = renameIn(voc.tool, tc.value, tc.renamed)
			},
		})
	}
	for _, tc := range []struct{ value, renamed, id string }{
		{"running", "working", "state-running"}, {"in_progress", "in_flight", "state-in-progress-underscore"},
		{"in-progress", "in-flight", "state-in-progress"}, {"pending", "queued", "state-pending"},
	} {
		out = append(out, moved{
			name: "running " + tc.value, value: tc.value, renamed: tc.renamed, forms: folded,
			fragment: func(v string) string { return `<div data-testid="tool-call" data-state="` + v + `">search</div>` },
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Recovery.Markers.Running, tc.id, tc.renamed)
				voc.running = renameIn(voc.running, tc.value, tc.renamed)
			},
		})
	}
	for _, tc := range []struct{ value, renamed, id string }{
		{"permission", "grant", "permission-testid"}, {"approval", "okay", "approval-testid"}, {"consent", "agree", "consent-testid"},
	} {
		out = append(out, moved{
			name: "permission " + tc.value, value: tc.value, renamed: tc.renamed, forms: sub,
			fragment: func(v string) string { return `<div data-testid="` + v + `"><p>Use it?</p></div>` },
			patch: func(p *site.Profile, voc *vocab) {
				setCond(t, p.Recovery.Markers.Permission, tc.id, tc.renamed)
				voc.permission = renameIn(voc.permission, tc.value, tc.renamed)
			},
		})
	}
	return out
}

// movePage writes a ChatGPT page with frag at where: in the current turn
// ("turn"), an older turn ("older"), the current turn's message content
// ("content"), the composer region ("bottom") or outside every turn
// ("page"). The composer region is div#bottom, the editor #editor.
func movePage(frag, where, bottom, editor string) string {
	at := func(w string) string {
		if w == where {
			return frag
		}
		return ""
	}
	return `<html><body><main>` + at("page") + `<div id="thread">` +
		`<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u-1">Question one</div></article>` +
		`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a-2"><div class="markdown"><p>Answer one</p></div></div>` + at("older") + `</article>` +
		`<article data-testid="conversation-turn-3" data-turn="user"><div data-message-author-role="user" data-message-id="u-3">Question two</div></article>` +
		`<article data-testid="conversation-turn-4" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a-4"><div class="markdown"><p>Working</p>` + at("content") + `</div></div>` + at("turn") + `</article>` +
		`</div><div id="` + bottom + `"><form>` + at("bottom") +
		`<div contenteditable="true" class="ProseMirror" id="` + editor + `">` + placeholderP + `</div>` +
		`</form></div></main></body></html>`
}

// regionContent is what the composer region shows: a busy element, an
// approval card and an Allow button.
const regionContent = `<div aria-busy="true"></div><div data-testid="approval-card">Approve?</div><button>Allow</button>`

const placeholderP = `<p data-placeholder="Ask anything" class="placeholder"><br></p>`

// TestMovedMarkersFollowTheProfile: for every marker the page facts once
// wrote in code, pages showing it (in each of its written forms), not
// showing it, or showing it renamed, in every scope, read with the
// ChatGPT profile and with a profile patched to rename it, give the facts
// the code before the move gave with the markup of that profile (the
// oracle, oracleFacts): the move changed nothing for ChatGPT and the
// facts follow a patch.
func TestMovedMarkersFollowTheProfile(t *testing.T) {
	base := site.ChatGPT()
	pages, shown := 0, 0
	for _, m := range movedMarkers(t) {
		seen := map[string]map[bool]bool{"chatgpt": {}, "patched": {}}
		patched := site.Merge(base, &site.Profile{})
		pv := chatgptVocab()
		m.patch(patched, &pv)
		if err := site.Validate(patched); err != nil {
			t.Fatalf("%s: patched profile: %v", m.name, err)
		}
		var values []string
		values = append(values, m.forms(m.value)...)
		values = append(values, m.forms(m.renamed)...)
		values = append(values, "", "unrelated")
		for vi, v := range values {
			for wi, where := range []string{"turn", "older", "content", "bottom", "page"} {
				frag := m.fragment(v)
				region := m.name == "composer region"
				if !region && !testflag.Spread(2, vi, wi) {
					// Every value in every scope with
					// CHATPROOF_EXHAUSTIVE=1, as CI runs; in a plain go
					// test about half, every value in some scopes and
					// every scope with some values.
					continue
				}
				if region {
					// The marker is the region itself: its content is
					// the fragment.
					frag, where = regionContent, "bottom"
				}
				for _, run := range []struct {
					name string
					p    *site.Profile
					v    vocab
				}{{"chatgpt", base, chatgptVocab()}, {"patched", patched, pv}} {
					// The page's region follows the run's profile unless
					// it is the marker under test.
					b := run.v.bottomID
					if region {
						b = v
					}
					page := movePage(frag, where, b, run.v.promptID)
					doc, err := snapshot.Parse([]byte(page), snapshot.Limits{})
					if err != nil {
						t.Fatal(err)
					}
					_, turns := classify.Read(doc, classify.Options{Site: run.p})
					mk, declared := markupOf(turns.Site())
					if !declared {
						t.Fatalf("%s %s: profile declares too little", m.name, run.name)
					}
					got, want := readFacts(doc, turns, &mk), oracleFacts(doc, turns, run.v)
					pages++
					some := got != (facts{UserID: got.UserID})
					seen[run.name][some] = true
					if some {
						shown++
					}
					if got != want {
						t.Errorf("%s, value %q at %s, %s profile: facts %+v, the code before %+v\n%s", m.name, v, where, run.name, got, want, page)
					}
				}
				if region {
					break
				}
			}
		}
		for run, s := range seen {
			if !s[true] || !s[false] {
				t.Errorf("%s, %s profile: pages with a fact %v, without %v: the variants prove little", m.name, run, s[true], s[false])
			}
		}
	}
	t.Logf("%d pages read, %d with a fact", pages, shown)
}

// TestMovedMarkersRenamedAway: a page drawn with the ChatGPT markup, read
// with a profile that renamed a marker, no longer shows the fact the
// marker proved, and a page drawn with the renamed markup shows it only
// with the patched profile: the facts read the profile, not the code.
func TestMovedMarkersRenamedAway(t *testing.T) {
	base := site.ChatGPT()
	for _, m := range movedMarkers(t) {
		if m.name == "composer region" {
			continue
		}
		patched := site.Merge(base, &site.Profile{})
		pv := chatgptVocab()
		m.patch(patched, &pv)
		read := func(p *site.Profile, v string) facts {
			page := movePage(m.fragment(v), "turn", "thread-bottom", "prompt-textarea")
			doc, err := snapshot.Parse([]byte(page), snapshot.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			_, turns := classify.Read(doc, classify.Options{Site: p})
			mk, _ := markupOf(turns.Site())
			return readFacts(doc, turns, &mk)
		}
		none := facts{UserID: "u-3"}
		for _, c := range []struct {
			p     *site.Profile
			v     string
			shows bool
		}{{base, m.value, true}, {patched, m.value, false}, {base, m.renamed, false}, {patched, m.renamed, true}} {
			if got := read(c.p, c.v); (got != none) != c.shows {
				t.Errorf("%s: value %q with the %s profile: facts %+v, want a fact %v", m.name, c.v, map[bool]string{true: "ChatGPT", false: "patched"}[c.p == base], got, c.shows)
			}
		}
	}
}

// TestFactsProveNothingUndeclared: a profile that does not declare every
// list the page facts are read by (Gemini declares no recovery markers;
// a patch may drop one) gives a View that is not Known, even when its
// composer region is on the page: its facts would prove nothing, so no
// automatic action follows.
func TestFactsProveNothingUndeclared(t *testing.T) {
	gemini, ok := site.ByName("gemini")
	if !ok {
		t.Fatal("no gemini profile")
	}
	if _, declared := markupOf(gemini); declared {
		t.Error("the Gemini profile declares the recovery markers")
	}
	if _, declared := markupOf(site.ChatGPT()); !declared {
		t.Error("the ChatGPT profile does not declare the recovery markers")
	}
	page := movePage("", "none", "thread-bottom", "prompt-textarea")
	doc, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !Read(doc, classify.Options{Site: site.ChatGPT()}).Known {
		t.Fatal("the ChatGPT page is not known")
	}
	drops := map[string]func(p *site.Profile){
		"editor":     func(p *site.Profile) { p.Markers.Editor = nil },
		"error":      func(p *site.Profile) { p.Markers.Error = nil },
		"recovery":   func(p *site.Profile) { p.Recovery = nil },
		"tool":       func(p *site.Profile) { p.Recovery.Markers.Tool = nil },
		"running":    func(p *site.Profile) { p.Recovery.Markers.Running = nil },
		"permission": func(p *site.Profile) { p.Recovery.Markers.Permission = nil },
	}
	for name, drop := range drops {
		p := site.Merge(site.ChatGPT(), &site.Profile{})
		drop(p)
		if v := Read(doc, classify.Options{Site: p}); v.Known {
			t.Errorf("without %s markers: the view is known: %+v", name, v)
		}
	}
}

// TestFallbackEditorIsTheEditor: ChatGPT's fallback textarea
// (name="prompt-textarea", an editor marker of the profile) drawn visible
// holds a draft as the editor does; the code before read #prompt-textarea
// only (every saved page draws it hidden, where neither reads it).
func TestFallbackEditorIsTheEditor(t *testing.T) {
	for _, tc := range []struct {
		textarea string
		draft    bool
	}{
		{`<textarea name="prompt-textarea">a draft</textarea>`, true},
		{`<textarea name="prompt-textarea"></textarea>`, false},
		{`<textarea name="prompt-textarea" style="display: none;">a draft</textarea>`, false},
		{`<textarea name="other">a draft</textarea>`, false},
	} {
		page := movePage(tc.textarea, "bottom", "thread-bottom", "prompt-textarea")
		doc, err := snapshot.Parse([]byte(page), snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if v := Read(doc, classify.Options{}); v.Draft != tc.draft {
			t.Errorf("%s: draft %v, want %v", tc.textarea, v.Draft, tc.draft)
		}
	}
}
