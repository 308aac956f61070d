package classifier

import (
	"reflect"
	"testing"

	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
)

// refScanPage is the plain statement of scanPage: every element outside svg
// read in turn, its attributes read when it has any.
func refScanPage(d *dom.Document) *page {
	p := &page{d: d, labels: classify.MaxLabelReads}
	var a attrs
	var prompts, allForms []int
	var formComposer []bool
	chromeEnd := -1
	for i := 0; i < d.Len(); i++ {
		node := d.Node(i)
		if node.DataAtom == atom.Svg {
			i = d.End(i) - 1
			continue
		}
		a.read(node)
		if a.testid != "" && grammar.IsStopTestID(a.testid) {
			p.stops = append(p.stops, i)
		}
		chrome := false
		switch a.id {
		case "thread-bottom", "thread-bottom-container":
			p.bottoms = append(p.bottoms, i)
			chrome = true
		case "prompt-textarea":
			prompts = append(prompts, i)
		}
		switch node.DataAtom {
		case atom.Header, atom.Nav:
			chrome = true
		case atom.Form:
			chrome = true
			allForms = append(allForms, i)
			formComposer = append(formComposer, containsFold(a.dataType, "composer"))
		case atom.Aside:
			chrome = true
			p.addPanel(i, &a)
		default:
			if a.roleIs("complementary") || a.roleIs("dialog") {
				chrome = true
				p.addPanel(i, &a)
			}
		}
		if chrome {
			p.chrome = append(p.chrome, i)
			chromeEnd = max(chromeEnd, d.End(i))
			continue
		}
		if i < chromeEnd {
			continue
		}
		if m, ok := markOf(i, d.End(i), &a); ok {
			p.marks = append(p.marks, m)
		}
	}
	for k, f := range allForms {
		if formComposer[k] || anyIn(prompts, f+1, d.End(f)) || p.inside(p.bottoms, f) {
			p.forms = append(p.forms, f)
		}
	}
	return p
}

// checkScan checks scanPage against refScanPage on src.
func checkScan(t *testing.T, src []byte) {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{MaxBytes: 1 << 20})
	if err != nil {
		return
	}
	got, want := scanPage(d), refScanPage(d)
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"marks", got.marks, want.marks},
		{"stops", got.stops, want.stops},
		{"forms", got.forms, want.forms},
		{"chrome", got.chrome, want.chrome},
		{"bottoms", got.bottoms, want.bottoms},
		{"panels", got.panels, want.panels},
	} {
		if !reflect.DeepEqual(c.got, c.want) && (reflect.ValueOf(c.got).Len() > 0 || reflect.ValueOf(c.want).Len() > 0) {
			t.Errorf("%s = %v, plain scan %v", c.name, c.got, c.want)
		}
	}
}

func TestScanPageMatchesPlainScan(t *testing.T) {
	for _, src := range []string{
		tFinished(),
		tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="thinking-status">Thinking…</div>`, tMD("<p>x</p>"), false), tStop),
		// Markers and controls among many elements, past several batches.
		tPage(tUser(1, "a")+tAsst(2, "", tMD("<p>b</p><svg><g data-testid=stop-button data-turn=user></g></svg>"), true)+tUser(3, "c")+tAsst(4, "", tMD("<p>d</p>"), true), tStop),
		`<aside data-testid=thinking-panel><div data-turn=assistant>x</div></aside><div role="dialog reasoning"><p data-message-author-role=user>q</p></div><form><textarea id=prompt-textarea></textarea><button data-testid=stop-button></button></form>`,
		`<header></header><nav></nav><form data-type=composer></form><aside></aside><div id=thread-bottom><form></form></div><div id=thread-bottom-container></div>`,
	} {
		checkScan(t, []byte(src))
	}
}

// FuzzScanPage checks the pass over the page, which reads only the elements
// whose recorded keys or tag it needs, against the plain scan.
func FuzzScanPage(f *testing.F) {
	f.Add([]byte(tFinished()))
	f.Add([]byte(`<ul><li data-message-author-role="user">q</li></ul><div class="markdown">a</div><button data-testid="copy-turn-action-button"></button>`))
	f.Add([]byte(`<aside aria-label=Reasoning><div role=complementary class=sidecar><p data-turn-key=k data-user-message-bubble></p></div></aside><svg><a xlink:role=dialog id=thread-bottom></a></svg>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkScan(t, src)
	})
}
