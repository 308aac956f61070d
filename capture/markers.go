package capture

import (
	"slices"
	"strings"
)

// A scoped capture (CaptureOptions.Scoped) writes only what the rules of
// packages classify and surface can use. markers is the one list of what
// that is; the in-page reader (scoped.js) evaluates it as data.
//
// Every element matching a marker read anywhere is written with its
// attributes; of the older turns, before the latest user turn, only those
// that bear on the current turn's index and order are written, and the
// markers read only inside the current turn are not (see plan in
// scoped.js). A turn marker is a shell: written with the attributes in
// shellAttrs and, inside it, only the markers nested in it, directly under
// it (an older turn keeps its order, number, roles and identity, not its
// content, its classes or the wrappers between its markers); a nested
// message marker whose role the turn's outermost marker already states is
// left out too, and a shell with nothing written inside it is read with
// the styles in shellStyles only.
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
	// op: "" present, "=" equal, "^=" starts with, "*=i" contains
	// ignoring ASCII case, "~=i" has the white-space separated token
	// ignoring ASCII case, "has" holds a descendant matching the CSS
	// selector value (attr unused), "in" has an ancestor matching it.
	op, value string
}

// selector writes c as a CSS attribute selector.
func (c cond) selector() string {
	switch c.op {
	case "":
		return "[" + c.attr + "]"
	case "=", "^=":
		return "[" + c.attr + c.op + `"` + c.value + `"]`
	case "*=i", "~=i":
		return "[" + c.attr + c.op[:2] + `"` + c.value + `" i]`
	}
	panic("capture: marker condition without a selector: " + c.op)
}

func present(attr string) cond     { return cond{attr: attr} }
func equals(attr, v string) cond   { return cond{attr, "=", v} }
func token(attr, v string) cond    { return cond{attr, "~=i", v} }
func contains(attr, v string) cond { return cond{attr, "*=i", v} }

// markers lists every element the rules read, whatever the turn.
var markers = slices.Concat([]marker{
	// Turns and messages (classify's turn markers).
	{"", []cond{{"data-testid", "^=", "conversation-turn"}}, markTurn, "turn container by test id", anywhere},
	{"", []cond{present("data-turn")}, markTurn, "turn container with its role", anywhere},
	{"", []cond{present("data-turn-id")}, markTurn, "turn container with its id", anywhere},
	{"", []cond{present("data-turn-key")}, markTurn, "turn container with its key", anywhere},
	{"", []cond{present("data-message-author-role")}, markTurn, "message with its role", anywhere},
	{"", []cond{present("data-conversation-role")}, markTurn, "message with its role", anywhere},
	{"", []cond{present("data-user-message-bubble")}, markTurn, "user message", anywhere},
	{"", []cond{present("data-message-id")}, markTurn, "message with its id", anywhere},

	// The skeleton and page chrome: markers inside chrome are not the
	// conversation, and a turn never widens into it.
	{"head", nil, markShell, "document skeleton", anywhere},
	{"body", nil, markShell, "document skeleton", anywhere},
	{"title", []cond{{op: "in", value: "head"}}, markFull, "document title", anywhere},
	{"header", nil, markShell, "page chrome", anywhere},
	{"nav", nil, markShell, "page chrome", anywhere},
	{"form", nil, markShell, "page chrome", anywhere},
	{"aside", nil, markShell, "page chrome", anywhere},
	{"", []cond{token("role", "complementary")}, markShell, "page chrome", anywhere},
	{"", []cond{token("role", "dialog")}, markShell, "page chrome", anywhere},
	{"", []cond{equals("id", "thread-bottom")}, markFull, "the composer surface (surface.Read)", anywhere},
	{"", []cond{equals("id", "thread-bottom-container")}, markFull, "the composer surface's container", anywhere},
	{"", []cond{equals("id", "prompt-textarea")}, markShell, "composer editor: makes its form a composer form", anywhere},

	// Composer forms: buttons in them are stop controls by label.
	{"form", []cond{contains("data-type", "composer")}, markFull, "composer form", anywhere},
	{"form", []cond{{op: "has", value: `[id="prompt-textarea"]`}}, markFull, "composer form", anywhere},
	{"form", []cond{{op: "in", value: `[id="thread-bottom"],[id="thread-bottom-container"]`}}, markFull, "composer form", anywhere},

	// Activity and error chrome.
	{"", []cond{equals("data-testid", "stop-button")}, markFull, "stop control by exact test id", anywhere},
	{"", []cond{equals("data-testid", "composer-stop-button")}, markFull, "stop control by exact test id", anywhere},
	{"progress", nil, markFull, "progress", inTurn},
	{"", []cond{token("role", "progressbar")}, markFull, "progress by role, SVG included", inTurn},
	{"", []cond{present("aria-busy")}, markFull, "busy", inTurn},
	{"", []cond{contains("data-testid", "thinking")}, markFull, "thinking chrome", inTurn},
	{"", []cond{contains("data-testid", "reasoning")}, markFull, "reasoning chrome", inTurn},
	{"", []cond{token("role", "alert")}, markFull, "error chrome", inTurn},
	{"", []cond{token("role", "status")}, markFull, "status and error chrome", inTurn},
	{"", []cond{equals("data-testid", "regenerate-thread-error-button")}, markFull, "error card's retry button", inTurn},
}, panelMarkers())

// panelMarkers are the verified thinking, reasoning and sidecar panels: an
// aside, complementary or dialog element whose test id, aria-label or class
// names one of them. Their text is read in full.
func panelMarkers() []marker {
	var out []marker
	for _, el := range []marker{{tag: "aside"}, {conds: []cond{token("role", "complementary")}}, {conds: []cond{token("role", "dialog")}}} {
		for _, attr := range []string{"data-testid", "aria-label", "class"} {
			for _, word := range []string{"thinking", "reasoning", "sidecar"} {
				out = append(out, marker{el.tag, append(slices.Clone(el.conds), contains(attr, word)), markFull, "verified panel", anywhere})
			}
		}
	}
	return out
}

// shellAttrs are the attributes a turn marker written as a shell keeps:
// those the rules read on a turn outside the current one (its markers,
// identity and role, and what makes an element page chrome, a stop control
// or hidden whatever its styles, open included: a details shows its content
// only with it). Classes, styles and the rest are left
// out with the content.
var shellAttrs = []string{
	"data-testid", "data-turn", "data-turn-id", "data-turn-key", "data-message-author-role",
	"data-conversation-role", "data-user-message-bubble", "data-message-id",
	"id", "role", "aria-hidden", "hidden", "open",
}

// shellStyles are the computed styles a bare shell (a shell with nothing
// written inside it) is read with: those Visibility judges an element's
// own box by. The others of StyleProperties (overflow, transform,
// content-visibility, direction, and background-color, z-index,
// border-radius and mix-blend-mode, which make a cover) bear only on what
// the element holds, on the root, or on the paint order a scoped capture
// does not have, so a bare shell leaves them empty and is judged as it would be
// with them (TestVisibilityOfBareShells).
var shellStyles = []string{"display", "visibility", "opacity", "position", "clip-path", "filter", "clip"}

// userMarkers are the attributes whose value "user" (trimmed, any case)
// marks a user message, and the attribute whose presence does.
var (
	userAttrs = []string{"data-turn", "data-message-author-role", "data-conversation-role"}
	userFlag  = "data-user-message-bubble"
)

// chromeSelector matches page chrome and svg: a user marker inside them is
// not the conversation's.
const chromeSelector = `header,nav,form,aside,[role~="complementary" i],[role~="dialog" i],[id="thread-bottom"],[id="thread-bottom-container"],svg`

// finishedControls are the finished-action controls of the rules (copy,
// good and bad response by exact test id, a button labelled Share): the
// reader hit-tests those it writes in full for a cover over them (see
// Covered).
var finishedControls = scopedFinished{
	TestIDs: []string{"copy-turn-action-button", "good-response-turn-action-button", "bad-response-turn-action-button"},
	Label:   "share",
}

// scopedFinished is how the reader finds finished-action controls: Select
// finds the candidates, which must carry one of TestIDs or be a button
// whose aria-label, trimmed, is Label in any case.
type scopedFinished struct {
	Select  string   `json:"select"`
	TestIDs []string `json:"testIDs"`
	Label   string   `json:"label"`
}

// selector returns f with its candidate selector.
func (f scopedFinished) selector() scopedFinished {
	var sels []string
	for _, id := range f.TestIDs {
		sels = append(sels, equals("data-testid", id).selector())
	}
	f.Select = strings.Join(append(sels, "button[aria-label]"), ",")
	return f
}

// scopedMarker is a marker as the reader takes it.
type scopedMarker struct {
	Tag   string     `json:"tag"`
	Conds [][]string `json:"conds"` // [attr, op, value]
	Kind  int        `json:"kind"`
	// InTurn: the rules read the marker only inside the current turn or a
	// verified panel (see marker.where).
	InTurn bool `json:"inTurn"`
}

// scopedConfig is what the in-page reader is told: the selector that finds
// every candidate in one pass, the markers, the user markers, the computed
// styles to read, the node limit and the finished-action controls.
type scopedConfig struct {
	Select string `json:"select"`
	// TurnSelect finds the elements that may match a turn marker, and
	// GlobalSelect those that may match a marker read anywhere.
	TurnSelect   string         `json:"turnSelect"`
	GlobalSelect string         `json:"globalSelect"`
	Markers      []scopedMarker `json:"markers"`
	UserAttrs    []string       `json:"userAttrs"`
	UserFlag     string         `json:"userFlag"`
	Chrome       string         `json:"chrome"`
	ShellAttrs   []string       `json:"shellAttrs"`
	Styles       []string       `json:"styles"`
	// ShellStyles are the styles of Styles a bare shell is read with.
	ShellStyles []string `json:"shellStyles"`
	MaxNodes    int      `json:"maxNodes"`
	// MaxChanges bounds the elements the observer keeping the candidates
	// notes between two reads; past it, it stops and the next read
	// rebuilds the list (see candidates in scoped.js).
	MaxChanges int `json:"maxChanges"`
	// LayerEvery is the most reads the reader answers from its kept
	// answer on a covering layer before it hit-tests again (see layerKept
	// in scoped.js).
	LayerEvery int `json:"layerEvery"`
	// Finished are the controls the reader hit-tests for covers.
	Finished scopedFinished `json:"finished"`
	// Everything writes the whole document: for tests comparing the
	// reader's raw inputs with DOMSnapshot's.
	Everything bool `json:"everything"`
	// Fresh finds the candidates anew, without the kept list: for tests
	// comparing the two.
	Fresh bool `json:"fresh"`
}

// maxChanges is scopedConfig.MaxChanges.
const maxChanges = 20000

// layerEvery is scopedConfig.LayerEvery.
const layerEvery = 8

// newScopedConfig builds the reader's configuration from markers. The
// candidate selector is the union of each marker's first test: its tag, or
// the presence of its first attribute, or for test ids the test itself;
// markers read only inside the current turn are left out of it.
// The one pass over the document costs about the same for each selector of
// the list, so the list is kept short; every turn's controls carry test
// ids, so those are matched exactly to keep the candidates few. The reader
// tests the rest on the candidates.
func newScopedConfig() scopedConfig {
	cfg := scopedConfig{
		UserAttrs: userAttrs, UserFlag: userFlag, Chrome: chromeSelector, ShellAttrs: shellAttrs,
		Styles: StyleProperties, ShellStyles: shellStyles, MaxNodes: MaxNodes, MaxChanges: maxChanges, LayerEvery: layerEvery,
		Finished: finishedControls.selector(),
	}
	var sels, turnSels, globalSels []string
	for _, m := range markers {
		sm := scopedMarker{Tag: m.tag, Conds: [][]string{}, Kind: m.kind, InTurn: m.where == inTurn}
		for _, c := range m.conds {
			sm.Conds = append(sm.Conds, []string{c.attr, c.op, c.value})
		}
		cfg.Markers = append(cfg.Markers, sm)
		if m.where == inTurn {
			// Read only where the reader writes everything anyway (from
			// the latest user turn on, verified panels): not looked for.
			continue
		}
		sel := m.tag
		switch c := m.conds; {
		case sel != "":
		case c[0].attr == "data-testid":
			// Every control of every turn has a test id: exact selectors
			// keep the candidates to the few that are markers.
			sel = c[0].selector()
		default:
			sel = "[" + c[0].attr + "]"
		}
		if !slices.Contains(sels, sel) {
			sels = append(sels, sel)
		}
		if m.kind == markTurn && !slices.Contains(turnSels, sel) {
			turnSels = append(turnSels, sel)
		}
		if m.kind != markTurn && !slices.Contains(globalSels, sel) {
			globalSels = append(globalSels, sel)
		}
	}
	cfg.Select = strings.Join(sels, ",")
	cfg.TurnSelect = strings.Join(turnSels, ",")
	cfg.GlobalSelect = strings.Join(globalSels, ",")
	return cfg
}
