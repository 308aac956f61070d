package capture

import (
	"slices"
	"strings"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/site"
)

// A scoped capture (CaptureOptions.Scoped) writes only what the rules of
// packages classify and surface can use. markers is the one list of what
// that is; the in-page reader (scoped_*.js) evaluates it as data.
//
// Every element matching a marker read anywhere is written with its
// attributes; of the older turns, before the latest user turn, only those
// that bear on the current turn's index and order are written, and the
// markers read only inside the current turn are not (see plan in
// scoped_plan.js). A turn marker is a shell: written with the attributes in
// shellAttrs and, inside it, only the markers nested in it, directly under
// it (an older turn keeps its order, number, roles and identity, not its
// content, its classes or the wrappers between its markers); a nested
// message marker whose role the turn's outermost marker already states is
// left out too, and a shell with nothing written inside it is read with
// the styles in page.ShellStyles only.
// Any other marker is written with all its ancestors (the document
// skeleton), and a full marker with its whole subtree, text included,
// since its text or its descendants decide a rule. Besides the
// markers, everything from the latest user turn on is written in full: from
// the outermost turn marker holding the last user marker outside page
// chrome and svg, to the end of the document. That holds the current turn,
// the wrapper a message-only turn widens to, a wrapperless answer and
// whatever follows them, such as #thread-bottom.
//
// Error containers by class (text-token-text-error) count only inside the
// current turn, which is written in full; they are not searched for
// elsewhere, since a substring match on every class attribute of a long
// page would cost more than all the other markers together.
type marker struct {
	tag   string // element name ("" any): the first test
	conds []cond // all must hold
	kind  int    // markTurn, markShell or markFull
	why   string // the rule that reads it
	where place  // where the rules read it
	role  int    // turn and message markers: the role bits the entry states (1 user, 2 assistant)
}

// place is where the rules read a marker: anywhere, or only inside the
// current turn or a verified panel (inTurn), both of which a scoped
// capture writes whole.
type place int

// Values of marker.where.
const (
	anywhere place = iota
	inTurn
)

// Marker kinds.
const (
	markTurn  = iota // a turn or message marker: a shell
	markShell        // written with its ancestors, without content
	markFull         // written with its ancestors and its whole subtree
)

// cond is one test of an element's attribute.
type cond struct {
	attr string // attribute name
	// op: "" present, or another operator of the profile format (see
	// site.Cond; match.js evaluates each as site.Cond.Holds does); or
	// "has", holding a descendant that passes one of entries (attr
	// unused), or "in", having an ancestor that does.
	op, value string
	entries   []site.Entry // for "has" and "in"
}

// selector writes c as a CSS attribute selector (site.Cond.Selector): the
// candidate search's exact first tests (a test id, an id) mean what the
// profile does; the others only approximate its meaning, which match.js
// decides.
func (c cond) selector() string {
	switch c.op {
	case "has", "in":
		panic("capture: marker condition without a selector: " + c.op)
	case "":
		return "[" + c.attr + "]"
	}
	return site.Cond{Attr: c.attr, Op: c.op, Value: c.value}.Selector()
}

// markers lists every element the rules read, whatever the turn, built
// from the ChatGPT site profile (package site).
var markers = markersOf(site.ChatGPT())

// markersOf builds the reader's markers from a site profile: its turn and
// message markers, the skeleton, its page chrome, composer region, editor
// and composer forms, its stop controls, then what the rules read only in
// the current turn (progress, busy, thinking, error and status chrome, the
// error card's retry control) and the verified panels.
func markersOf(p *site.Profile) []marker {
	m := &p.Markers
	var out []marker
	add := func(entries []site.Entry, kind int, where place, why string) {
		for _, e := range entries {
			role := 0
			switch e.Role {
			case "user":
				role = 1
			case "assistant":
				role = 2
			}
			out = append(out, marker{e.Tag, condsOf(e.Match), kind, why + " (" + e.ID + ")", where, role})
		}
	}
	add(m.Turn, markTurn, anywhere, "turn container")
	add(m.Message, markTurn, anywhere, "message")
	out = append(out,
		marker{"head", nil, markShell, "document skeleton", anywhere, 0},
		marker{"body", nil, markShell, "document skeleton", anywhere, 0},
		marker{"title", []cond{{op: "in", entries: []site.Entry{{Tag: "head"}}}}, markFull, "document title", anywhere, 0})
	add(m.Chrome, markShell, anywhere, "page chrome")
	add(m.Composer, markFull, anywhere, "the composer surface (surface.Read)")
	add(m.Editor, markShell, anywhere, "composer editor: makes its form a composer form")
	// Composer forms: buttons in them are stop controls by label.
	add(m.ComposerForm, markFull, anywhere, "composer form")
	out = append(out,
		marker{"form", []cond{{op: "has", entries: m.Editor}}, markFull, "composer form: holds the editor", anywhere, 0},
		marker{"form", []cond{{op: "in", entries: m.Composer}}, markFull, "composer form: in the composer surface", anywhere, 0})
	add(m.Stop, markFull, anywhere, "stop control")
	add(m.Progress, markFull, inTurn, "progress")
	add(m.Busy, markFull, inTurn, "busy")
	add(m.Streaming, markFull, inTurn, "a turn's streaming flag")
	add(m.Thinking, markFull, inTurn, "thinking chrome")
	add(m.ThinkingText, markFull, inTurn, "a reasoning text")
	add(withoutClassSubstrings(m.Error), markFull, inTurn, "error chrome")
	add(m.Status, markFull, inTurn, "status chrome")
	add(m.Retry, markFull, inTurn, "error card's retry control")
	// Verified panels: a panel element named by one of the panel names.
	// Their text is read in full.
	for _, panel := range m.Panel {
		for _, name := range m.PanelName {
			out = append(out, marker{panel.Tag, condsOf(slices.Concat(panel.Match, name.Match)), markFull, "verified panel", anywhere, 0})
		}
	}
	return out
}

// withoutClassSubstrings leaves out the entries that look for a substring
// of the class attribute: they are read only inside the current turn,
// which a scoped capture writes in full, and a substring test of every
// class attribute of a long page would cost more than all the other
// markers together.
func withoutClassSubstrings(entries []site.Entry) []site.Entry {
	var out []site.Entry
	for _, e := range entries {
		if !slices.ContainsFunc(e.Match, func(c site.Cond) bool {
			return c.Attr == "class" && (c.Op == site.OpContains || c.Op == site.OpContainsI)
		}) {
			out = append(out, e)
		}
	}
	return out
}

// condsOf writes a profile entry's conditions as the reader's.
func condsOf(match []site.Cond) []cond {
	var out []cond
	for _, c := range match {
		op := c.Op
		if op == site.OpPresent {
			op = ""
		}
		out = append(out, cond{attr: c.Attr, op: op, value: c.Value})
	}
	return out
}

// shellAttrsOf returns the attributes a turn marker written as a shell keeps:
// those the rules read on a turn outside the current one (its markers,
// identity and role, and what makes an element page chrome, a stop control
// or hidden whatever its styles, open included: a details shows its content
// only with it). Classes, styles and the rest are left
// out with the content. They are the attributes of the profile's turn and
// message markers, of its composer region, page chrome and stop controls, and
// those visibility reads.
func shellAttrsOf(p *site.Profile) []string {
	var out []string
	m := &p.Markers
	for _, entries := range [][]site.Entry{m.Turn, m.Message, m.Composer, m.Chrome, m.Stop} {
		for _, e := range entries {
			for _, a := range entryAttrs(e) {
				if !slices.Contains(out, a) {
					out = append(out, a)
				}
			}
		}
	}
	for _, a := range []string{"aria-hidden", "hidden", "open"} {
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// entryAttrs lists the attributes an entry reads.
func entryAttrs(e site.Entry) []string {
	var out []string
	for _, c := range e.Match {
		out = append(out, c.Attr)
	}
	for _, a := range []string{e.RoleAttr, e.IDAttr} {
		if a != "" && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// userMarkersOf returns the attributes whose value "user" (trimmed, any
// case) marks a user message, and the attribute whose presence does: the
// role attributes of the profile's turn and message markers, and the
// marker that states the user role itself.
func userMarkersOf(p *site.Profile) (attrs []string, flag string) {
	for _, e := range slices.Concat(p.Markers.Turn, p.Markers.Message) {
		switch {
		case e.RoleAttr != "":
			attrs = append(attrs, e.RoleAttr)
		case e.Role == "user" && flag == "" && len(e.Match) == 1 && e.Match[0].Op == site.OpPresent:
			flag = e.Match[0].Attr
		}
	}
	return attrs, flag
}

// roleConds returns the matcher's conditions testing a role attribute's
// value against each of values as site.IsRole does.
func roleConds(values []string) [][]any {
	out := [][]any{}
	for _, v := range values {
		out = append(out, pageCond(cond{op: site.OpEqualsLabel, value: v}))
	}
	return out
}

// roleTagsOf returns scopedConfig.RoleTags for profile p: the turn and
// message markers that are an element name alone, with the role their
// entry states.
func roleTagsOf(p *site.Profile) map[string]int {
	out := map[string]int{}
	for _, e := range slices.Concat(p.Markers.Turn, p.Markers.Message) {
		if e.Tag == "" || len(e.Match) > 0 || e.Role == "" {
			continue
		}
		switch e.Role {
		case "user":
			out[e.Tag] |= 1
		case "assistant":
			out[e.Tag] |= 2
		default:
			out[e.Tag] |= 4
		}
	}
	return out
}

// The chrome selector of the reader's configuration (scopedConfig.Chrome)
// matches page chrome and svg: a user marker inside them is not the
// conversation's.

// finishedControls are the finished-action controls of the rules (the
// profile's: copy, good and bad response by exact test id, a button
// labelled Share): the reader hit-tests those it writes in full for a
// cover over them (see page.Covered).
var finishedControls = finishedOf(site.ChatGPT())

// finishedOf takes the profile's finished controls the reader knows how
// to find: an exact test id, a button by its label, or an element of any
// name carrying class tokens (Gemini's .response-footer.complete).
func finishedOf(p *site.Profile) scopedFinished {
	f := scopedFinished{TestIDs: []string{}, Classes: [][]string{}, Entries: []pageEntry{}}
	for _, e := range p.Markers.Finished {
		switch {
		case e.Tag == "" && len(e.Match) == 1 && e.Match[0].Attr == "data-testid" && e.Match[0].Op == site.OpEquals:
			f.TestIDs = append(f.TestIDs, e.Match[0].Value)
		case e.Tag == "button" && len(e.Match) == 1 && e.Match[0].Attr == "aria-label" && e.Match[0].Op == site.OpEqualsLabel && f.Label == "":
			f.Label = e.Match[0].Value
		case e.Tag == "" && classTokensOnly(e.Match):
			var tokens []string
			for _, c := range e.Match {
				tokens = append(tokens, c.Value)
			}
			f.Classes = append(f.Classes, tokens)
		default:
			continue
		}
		f.Entries = append(f.Entries, pageEntryOf(e))
	}
	return f
}

// classTokensOnly reports conditions that are all exact class tokens.
func classTokensOnly(match []site.Cond) bool {
	return len(match) > 0 && !slices.ContainsFunc(match, func(c site.Cond) bool {
		return c.Attr != "class" || c.Op != site.OpToken
	})
}

// scopedFinished is how the reader finds finished-action controls: Select
// finds the candidates, which must pass one of Entries, the profile's
// finished entries that are one of TestIDs, a button whose aria-label,
// trimmed, is Label in any case, or every class token of one of Classes.
type scopedFinished struct {
	Select  string      `json:"select"`
	TestIDs []string    `json:"testIDs"`
	Label   string      `json:"label"`
	Classes [][]string  `json:"classes"`
	Entries []pageEntry `json:"entries"`
}

// selector returns f with its candidate selector.
func (f scopedFinished) selector() scopedFinished {
	var sels []string
	for _, id := range f.TestIDs {
		sels = append(sels, cond{attr: "data-testid", op: "=", value: id}.selector())
	}
	for _, tokens := range f.Classes {
		var sel strings.Builder
		for _, t := range tokens {
			sel.WriteString(`[class~="` + t + `"]`)
		}
		sels = append(sels, sel.String())
	}
	if f.Label != "" || len(sels) == 0 {
		sels = append(sels, "button[aria-label]")
	}
	f.Select = strings.Join(sels, ",")
	return f
}

// scopedMarker is a marker as the reader takes it.
type scopedMarker struct {
	Tag   string  `json:"tag"`
	Conds [][]any `json:"conds"` // [attr, op, value, …]: see pageCond
	Kind  int     `json:"kind"`
	// InTurn: the rules read the marker only inside the current turn or a
	// verified panel (see marker.where).
	InTurn bool `json:"inTurn"`
	// Role is the role bits a turn or message marker states itself (1
	// user, 2 assistant; site.Entry.Role), 0 for none.
	Role int `json:"role"`
}

// scopedConfig is what the in-page reader is told: the selector that finds
// every candidate in one pass, the markers, the user markers, the computed
// styles to read, the node limit and the finished-action controls.
type scopedConfig struct {
	Select string `json:"select"`
	// TurnSelect finds the elements that may match a turn marker, and
	// GlobalSelect those that may match a marker read anywhere.
	TurnSelect   string `json:"turnSelect"`
	GlobalSelect string `json:"globalSelect"`
	// Numbered selects every element a turn number may be read on
	// (ChatGPT's conversation-turn-N), and ColdSelect what GlobalSelect
	// and Numbered select, in one list: the first read's one query of the
	// document on a page that numbers its turns (see coldPartial).
	Numbered   string `json:"numbered"`
	ColdSelect string `json:"coldSelect"`
	// GlobalFirst is GlobalSelect as the tests the reader makes itself on
	// an element already found: cheaper than asking the browser to match
	// the selector list on each of thousands of candidates.
	GlobalFirst firstTests     `json:"globalFirst"`
	Markers     []scopedMarker `json:"markers"`
	UserAttrs   []string       `json:"userAttrs"`
	UserFlag    string         `json:"userFlag"`
	// UserRoles and AssistantRoles test a role attribute's value against
	// the profile's role values (site.Roles) as site.IsRole does: trimmed,
	// case folded; one matcher condition per value.
	UserRoles      [][]any `json:"userRoles"`
	AssistantRoles [][]any `json:"assistantRoles"`
	// RoleTags maps the element names of turn and message markers that
	// state their role by their name alone (Gemini's user-query and
	// model-response) to the role's bits: 1 user, 2 assistant, 4 other.
	RoleTags map[string]int `json:"roleTags"`
	Chrome   pageEntries    `json:"chrome"`
	// Space is the white space the matcher splits tokens and trims values
	// at (see pageSpace).
	Space      string   `json:"space"`
	ShellAttrs []string `json:"shellAttrs"`
	Styles     []string `json:"styles"`
	// ShellStyles are the styles of Styles a bare shell is read with.
	ShellStyles []string `json:"shellStyles"`
	// StyleNeeds tells, for each of Styles, on which elements the reader
	// writes it (page.StyleNeeds): elsewhere it leaves it empty.
	StyleNeeds []page.Need `json:"styleNeeds"`
	MaxNodes   int         `json:"maxNodes"`
	// MaxChanges bounds the elements the observer keeping the candidates
	// notes between two reads; past it, it stops and the next read
	// rebuilds the list (see candidates in scoped_candidates.js).
	MaxChanges int `json:"maxChanges"`
	// LayerEvery is the most reads the reader answers from its kept
	// answer on a covering layer before it hit-tests again (see layerKept
	// in scoped_hits.js).
	LayerEvery int `json:"layerEvery"`
	// WalkMax bounds the elements the reader walks back over, on the
	// first read of a page, from the end of the document to the latest
	// user turn and from that turn to the one before it; past it the read
	// finds the candidates by the document-wide query instead (see
	// coldPartial in scoped_candidates.js).
	WalkMax int `json:"walkMax"`
	// Finished are the controls the reader hit-tests for covers.
	Finished scopedFinished `json:"finished"`
	// Everything writes the whole document: for tests comparing the
	// reader's raw inputs with DOMSnapshot's.
	Everything bool `json:"everything"`
	// Fresh finds the candidates anew, without the kept list: for tests
	// comparing the two.
	Fresh bool `json:"fresh"`
}

// firstTests are the first tests of markers, by kind: an element name,
// an attribute's presence, or an exact test id; an element passes when it
// passes one.
type firstTests struct {
	Tags    []string `json:"tags"`
	Attrs   []string `json:"attrs"`
	TestIDs []string `json:"testIDs"`
	// IDs are exact ids, which the reader asks the browser for one by
	// one (it finds an id's elements by its map of ids) instead of in
	// GlobalSelect (a pass over the document testing every element).
	IDs []string `json:"ids"`
}

// add adds the first test t of a marker read anywhere.
func (f *firstTests) add(t firstTest) {
	switch {
	case t.tag != "":
		f.Tags = appendNew(f.Tags, t.tag)
	case t.testID != nil:
		if t.testID.op != "=" {
			panic("capture: a test id marker the reader tests only exactly: " + t.testID.op)
		}
		f.TestIDs = appendNew(f.TestIDs, t.testID.value)
	case t.id != nil:
		f.IDs = appendNew(f.IDs, t.id.value)
	default:
		f.Attrs = appendNew(f.Attrs, t.attr)
	}
}

// firstTest is a marker's first test as the candidate search makes it:
// its tag; else, for a test id or an exact id, the test itself (every
// control of every turn has a test id: exact tests keep the candidates to
// the few that are markers); else the presence of its first attribute.
type firstTest struct {
	tag    string
	testID *cond
	id     *cond
	attr   string
}

// firstTestOf returns marker m's first test.
func firstTestOf(m marker) firstTest {
	switch c := m.conds; {
	case m.tag != "":
		return firstTest{tag: m.tag}
	case c[0].attr == "data-testid":
		return firstTest{testID: &c[0]}
	case c[0].attr == "id" && c[0].op == "=":
		return firstTest{id: &c[0]}
	default:
		return firstTest{attr: c[0].attr}
	}
}

// selected is t as a selector of a list, with the attribute whose value
// it tests (a test id's, an id's).
func (t firstTest) selected() selected {
	switch {
	case t.testID != nil:
		return selected{sel: t.selector(), attr: t.testID.attr}
	case t.id != nil:
		return selected{sel: t.selector(), attr: t.id.attr}
	}
	return selected{sel: t.selector()}
}

// selector writes t as a CSS selector.
func (t firstTest) selector() string {
	switch {
	case t.tag != "":
		return t.tag
	case t.testID != nil:
		return t.testID.selector()
	case t.id != nil:
		return t.id.selector()
	}
	return "[" + t.attr + "]"
}

// parserOnce reports whether tag names an element the HTML parser makes
// once, as a child of the document element (head, body): the reader takes
// document.head and document.body for it instead of a selector testing
// every element. One a script puts elsewhere is no such element to the
// rules, which read the page as parsed again from the snapshot (where its
// tag is dropped).
func parserOnce(tag string) bool { return tag == "head" || tag == "body" }

// appendNew appends v to list unless list holds it.
func appendNew(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

// maxChanges is scopedConfig.MaxChanges.
const maxChanges = 20000

// layerEvery is scopedConfig.LayerEvery.
const layerEvery = 8

// walkMax is scopedConfig.WalkMax.
const walkMax = 20000

// newScopedConfig builds the reader's configuration from markers. The
// candidate selector is the union of each marker's first test: its tag, or
// the presence of its first attribute, or for test ids the test itself;
// markers read only inside the current turn are left out of it.
// The one pass over the document costs about the same for each selector of
// the list, so the list is kept short; every turn's controls carry test
// ids, so those are matched exactly to keep the candidates few. The reader
// tests the rest on the candidates.
func newScopedConfig() scopedConfig { return newScopedConfigFor(site.ChatGPT()) }

// newScopedConfigFor is newScopedConfig from the tables of profile p
// (CaptureOptions.Site): for ChatGPT's, the tables of this file.
func newScopedConfigFor(p *site.Profile) scopedConfig {
	users, flag := userMarkersOf(p)
	if users == nil {
		users = []string{} // the reader iterates it
	}
	cfg := scopedConfig{
		UserAttrs: users, UserFlag: flag, RoleTags: roleTagsOf(p),
		UserRoles: roleConds(p.Roles.User), AssistantRoles: roleConds(p.Roles.Assistant),
		Chrome:     pageEntriesOf(slices.Concat(p.Markers.Chrome, p.Markers.Composer, []site.Entry{{Tag: "svg"}})),
		ShellAttrs: shellAttrsOf(p), Styles: page.StyleProperties(), ShellStyles: page.ShellStyles(), StyleNeeds: page.StyleNeeds(),
		MaxNodes:   page.MaxNodes,
		MaxChanges: maxChanges, LayerEvery: layerEvery, WalkMax: walkMax, Finished: finishedOf(p).selector(),
		Space: pageSpace(),
	}
	var sels, turnSels, globalSels selectorList
	cfg.GlobalFirst = firstTests{Tags: []string{}, Attrs: []string{}, TestIDs: []string{}, IDs: []string{}}
	for _, m := range markersOf(p) {
		sm := scopedMarker{Tag: m.tag, Conds: [][]any{}, Kind: m.kind, InTurn: m.where == inTurn, Role: m.role}
		for _, c := range m.conds {
			sm.Conds = append(sm.Conds, pageCond(c))
		}
		cfg.Markers = append(cfg.Markers, sm)
		if m.where == inTurn {
			// Read only where the reader writes everything anyway (from
			// the latest user turn on, verified panels): not looked for.
			continue
		}
		first := firstTestOf(m)
		sel := first.selected()
		sels.add(sel)
		if m.kind == markTurn {
			turnSels.add(sel)
		} else {
			cfg.GlobalFirst.add(first)
			if first.id == nil && !parserOnce(first.tag) {
				globalSels.add(sel)
			}
		}
	}
	cfg.Select = sels.String()
	cfg.TurnSelect = turnSels.String()
	cfg.GlobalSelect = globalSels.String()
	cfg.Numbered = numbered.sel
	cfg.ColdSelect = append(slices.Clip(globalSels), numbered).String()
	return cfg
}

// numbered selects every element a turn number may be read on: a test id
// of conversation-turn-N (see turnNumber in scoped_markers.js).
var numbered = selected{sel: `[data-testid^="conversation-turn-"]`, attr: "data-testid"}

// selected is a CSS selector of one compound, and for a test of an
// attribute's value the attribute.
type selected struct {
	sel  string
	attr string
}

// selectorList is a list of selectors for one query of the document.
type selectorList []selected

// add appends s unless the list holds it.
func (l *selectorList) add(s selected) {
	if !slices.Contains(*l, s) {
		*l = append(*l, s)
	}
}

// String writes l as one selector list, those of two or more tests of
// the same attribute's value under one test of its presence
// ([data-testid]:is([data-testid="a"],[data-testid^="b"])), which selects
// the same elements. The browser tests each selector of a list on each
// element of the document; most elements fail the test of presence at
// once, where each test of a value costs about as much as a selector of
// its own (on a page of 5,000 turns and 165,000 elements: two exact test
// ids and the numbered turns' prefix, 22 ms as three selectors and 8 ms
// under one test of presence).
func (l selectorList) String() string {
	tests := map[string][]string{} // by attribute
	for _, s := range l {
		if s.attr != "" {
			tests[s.attr] = append(tests[s.attr], s.sel)
		}
	}
	var out []string
	for _, s := range l {
		switch group := tests[s.attr]; {
		case s.attr == "" || len(group) < 2:
			out = append(out, s.sel)
		case s.sel == group[0]: // the group's place is its first test's
			out = append(out, "["+s.attr+"]:is("+strings.Join(group, ",")+")")
		}
	}
	return strings.Join(out, ",")
}
