package corpus_test

import (
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
)

// The Gemini variant families: generated Gemini pages changed in the ways
// the peers' classes turn on (an older turn's footer, a quiet page, a
// pending phrase in any language), over page sizes, positions and
// languages. Every variant is incomplete under chatproof's rules. The
// families run here against the test's own judges, and in
// gemini_profile_test.go against chatproof itself.

// geminiVariant is one generated page, and whether chatproof's rules
// complete it (only the real answers of the answer-language family).
type geminiVariant struct {
	family, name string
	page         []byte
	complete     bool
}

// geminiVariantSizes are the page sizes, in turns, the families use: the
// smallest page, odd and even sizes, and a long conversation, of 41 turns
// with CHATPROOF_EXHAUSTIVE=1, as CI runs, and of 12 in a plain go test
// (no rule counts turns, and the pages of 41 turns were most of the
// bytes the default sample parses three times over).
var geminiVariantSizes = []int{2, 3, 8, geminiLongConversation()}

func geminiLongConversation() int {
	if testflag.Exhaustive() {
		return 41
	}
	return 12
}

// geminiPartials are partial answers in the UI languages the variants
// use: a stream cut mid-sentence.
var geminiPartials = map[string]string{
	"en": "A startup probe holds back the other two probes until it succeeds, so the liveness period can stay",
	"de": "Eine startupProbe hält die anderen beiden Probes zurück, bis sie einmal erfolgreich war, sodass die Liveness-Periode",
	"fr": "Une startupProbe retient les deux autres sondes jusqu'à ce qu'elle réussisse, si bien que la période de liveness peut",
	"ja": "startupProbe は成功するまで他の二つのプローブを止めておくので、liveness の間隔は",
}

// geminiFooterLabels are the footer's button labels in those languages
// (cosmetic: the finished marker is the footer's classes).
var geminiFooterLabels = map[string][2]string{
	"en": {"Good response", "Copy"},
	"de": {"Gute Antwort", "Kopieren"},
	"fr": {"Bonne réponse", "Copier"},
	"ja": {"良い回答", "コピー"},
}

var geminiLangs = []string{"en", "de", "fr", "ja"}

// geminiPendingVariants are pending texts: the note's English phrases
// with the case and punctuation a page may show them in.
var geminiPendingVariants = []string{
	"I'm on it", "I’m on it…", "I'M ON IT", "i'm on it.",
	"Generating your response… check back later", "Generating your response… Check back later.", "GENERATING YOUR RESPONSE",
	"Responses with Deep Think can take some time", "responses with deep think can take some time.", "  Check back later  ",
}

// geminiForeignPending are pending texts in other languages, as the
// grammar's tables write them (grammar.PendingWording: its own
// translations of the note's English phrases).
var geminiForeignPending = map[string]string{
	"de": "Ich bin dran",
	"fr": "Je m'en occupe",
	"es": "Estoy en ello",
	"ja": "回答を生成しています。後でもう一度ご確認ください",
}

// The language families: a pending phrase of every language the grammar
// has (the note's English, the grammar's own translations of it) in every
// case, with every punctuation and every placement of the lang attribute,
// under a complete footer; the same languages' answers, which complete;
// and answers in languages no table has, which do not.

// geminiPendingCases are the cases a page may show a pending text in.
var geminiPendingCases = []struct {
	name string
	fn   func(string) string
}{
	{"as-written", func(s string) string { return s }},
	{"upper", strings.ToUpper},
	{"lower", strings.ToLower},
}

// geminiPendingPunctuation are the endings a pending text may have.
var geminiPendingPunctuation = []string{"", "…", ".", "!", "。"}

// geminiLangPlacement is where a page states its language: the document
// element's lang (Lang) and the answer's message-content's (AnswerLang),
// for a text in language tag.
type geminiLangPlacement struct {
	name string
	lang func(tag string) (doc, answer string)
}

// geminiLangPlacements: the page in the text's language; the answer alone
// stating it on a page with no lang; the answer stating it on a page in a
// language no table has; the text's language stated nowhere, on an
// English page (the UI's language is not the answer's).
var geminiLangPlacements = []geminiLangPlacement{
	{"document", func(tag string) (string, string) { return tag, "" }},
	{"answer-only", func(tag string) (string, string) { return corpus.GenNoLang, tag }},
	{"answer-over-basque", func(tag string) (string, string) { return "eu", tag }},
	{"english-document", func(string) (string, string) { return "en", "" }},
}

// geminiUncoveredLangs are languages whose pending phrases no table has.
var geminiUncoveredLangs = []string{"eu", "cy", "ga", "mt", "lb", "gd"}

// geminiAnswerTail is what turns a pending phrase into an answer that
// merely starts with one.
const geminiAnswerTail = ": kubectl rollout status deployment/web --timeout=60s"

// pendingLanguageTags are English and every language whose pending
// phrases the grammar has.
func pendingLanguageTags() []string { return append([]string{"en"}, grammar.Languages()...) }

// geminiLanguageVariants builds the language families.
func geminiLanguageVariants() []geminiVariant {
	var out []geminiVariant
	gen := func(family, name string, opts corpus.GenOptions, complete bool, coords ...int) {
		if !testflag.Spread(variantSample, coords...) {
			return
		}
		opts.Site, opts.Turns = corpus.GenSiteGemini, 2
		out = append(out, geminiVariant{family: family, name: name, page: corpus.Generate(opts), complete: complete})
	}
	for ti, tag := range pendingLanguageTags() {
		ws, _ := grammar.PendingWording(tag)
		texts := []string{ws[0].Text, ws[1].Text, ws[2].Text, ws[3].Text, ws[0].Text + "… " + ws[1].Text}
		k := 0
		for ci, c := range geminiPendingCases {
			for pi, punct := range geminiPendingPunctuation {
				text := c.fn(texts[k%len(texts)]) + punct
				k++
				for li, pl := range geminiLangPlacements {
					doc, answer := pl.lang(tag)
					name := fmt.Sprintf("%s/%s/%s/%q", tag, pl.name, c.name, text)
					gen("pending-language", name, corpus.GenOptions{State: corpus.GenDeepThink, PendingText: text, PendingFooter: true, Lang: doc, AnswerLang: answer, Seed: int64(k)}, false, ti, ci, pi, li)
				}
			}
		}
		for li, pl := range geminiLangPlacements {
			doc, answer := pl.lang(tag)
			text := ws[2].Text + geminiAnswerTail
			gen("answer-language", fmt.Sprintf("%s/%s/%q", tag, pl.name, text), corpus.GenOptions{State: corpus.GenFinished, AnswerText: text, Lang: doc, AnswerLang: answer}, true, ti, li)
		}
	}
	for _, tag := range geminiUncoveredLangs {
		for _, pl := range []geminiLangPlacement{geminiLangPlacements[0], {"answer-over-english", func(tag string) (string, string) { return "en", tag }}} {
			doc, answer := pl.lang(tag)
			gen("language-unknown", fmt.Sprintf("%s/%s", tag, pl.name), corpus.GenOptions{State: corpus.GenFinished, Lang: doc, AnswerLang: answer}, false)
		}
	}
	// No lang attribute anywhere (a page saved as a fragment): the reply
	// controls' labels name the UI's language. English, Japanese and
	// Chinese labels as the saved pages and notes show them judge a
	// finished page the same (complete); labels of a language the grammar
	// has no pending phrases for leave it unknown, finished or pending.
	for k, ui := range geminiUILabels {
		for _, state := range []string{corpus.GenFinished, corpus.GenDeepThink} {
			opts := corpus.GenOptions{Site: corpus.GenSiteGemini, Turns: 2, State: state, PendingFooter: true, Lang: corpus.GenNoLang, Seed: int64(k + 1)}
			page := relabel(corpus.Generate(opts), ui.labels)
			complete := ui.known && state == corpus.GenFinished
			family := "language-by-controls"
			if !ui.known {
				family = "language-unknown"
			}
			out = append(out, geminiVariant{family: family, name: ui.name + "/" + state, page: page, complete: complete})
		}
	}
	return out
}

// geminiUILabels are the reply controls' labels of a UI language, as
// replacements of the generated English ones; known when the grammar has
// the language's pending phrases.
var geminiUILabels = []struct {
	name   string
	labels map[string]string
	known  bool
}{
	{"en", map[string]string{}, true},
	{"ja", map[string]string{"Good response": "良い回答", "Bad response": "悪い回答", "Redo": "やり直す", "Copy": "コピー", "Show more options": "他のオプションを表示", "Listen": "読み上げる"}, true},
	{"zh-CN", map[string]string{"Good response": "答得好", "Redo": "重做", "Copy": "复制", "Bad response": "答得不好", "Show more options": "显示更多选项", "Listen": "朗读"}, true},
	{"eu", map[string]string{"Good response": "Erantzun ona", "Redo": "Berriro egin", "Copy": "Kopiatu", "Bad response": "Erantzun txarra", "Show more options": "Aukera gehiago", "Listen": "Entzun"}, false},
}

// relabel replaces the aria-labels of the reply controls.
func relabel(page []byte, labels map[string]string) []byte {
	s := string(page)
	for from, to := range labels {
		s = strings.ReplaceAll(s, `aria-label="`+from+`"`, `aria-label="`+to+`"`)
	}
	return []byte(s)
}

// variantSample is the share of the Gemini variants a plain go test
// builds: one in variantSample, on the diagonal of each family's axes
// (testflag.Spread), so that every size, language, state and wording
// is kept.
const variantSample = 8

// geminiVariants builds every family: with CHATPROOF_EXHAUSTIVE=1, as CI
// runs, every variant, otherwise those on the diagonal of the axes each
// one's coords index (its family, size, language, wording, footer).
//
// The families are built once per test process and shared by the tests
// that judge them (their pages are only read).
func geminiVariants(t *testing.T) []geminiVariant {
	t.Helper()
	geminiVariantsOnce.Do(func() { geminiVariantsBuilt, geminiVariantsErr = buildGeminiVariants() })
	if geminiVariantsErr != "" {
		t.Fatal(geminiVariantsErr)
	}
	return geminiVariantsBuilt
}

// The families geminiVariants built, or why it could not.
var (
	geminiVariantsOnce  sync.Once
	geminiVariantsBuilt []geminiVariant
	geminiVariantsErr   string
)

// buildGeminiVariants builds every family (see geminiVariants), or says
// which variant's page does not render.
func buildGeminiVariants() (out []geminiVariant, failure string) {
	add := func(family, name string, opts corpus.GenOptions, apply func(*html.Node, int), coords ...int) {
		if !testflag.Spread(variantSample, coords...) {
			return
		}
		opts.Site = corpus.GenSiteGemini
		page, ok := rewrite(corpus.Generate(opts), apply, 0)
		if !ok {
			if failure == "" {
				failure = fmt.Sprintf("%s/%s: the generated page does not render", family, name)
			}
			return
		}
		out = append(out, geminiVariant{family: family, name: name, page: page})
	}
	out = append(out, geminiLanguageVariants()...)
	for i, turns := range geminiVariantSizes {
		seed := int64(i + 1)
		for li, lang := range geminiLangs {
			// An older turn's footer, at every position, while the newest
			// turn is quiet or streams without a stop control.
			older := turns / 2
			for ki, keep := range []int{1, (older + 1) / 2, older} {
				for si, state := range []string{corpus.GenQuiet, corpus.GenStreaming} {
					name := fmt.Sprintf("%s/%d-turns/%s/footer-of-model-turn-%d", lang, turns, state, keep)
					add("older-footer", name, corpus.GenOptions{Turns: turns, State: state, Seed: seed}, func(doc *html.Node, _ int) {
						localize(doc, lang)
						keepFooterOf(doc, keep)
						sendNotStop(doc)
					}, 0, i, li, ki, si)
				}
			}
			// The older turn's footer moved next to the newest
			// model-response, outside it.
			for wi, where := range []string{"after-newest", "end-of-history"} {
				name := fmt.Sprintf("%s/%d-turns/quiet/footer-moved-%s", lang, turns, where)
				add("older-footer", name, corpus.GenOptions{Turns: max(turns, 3), State: corpus.GenQuiet, Seed: seed}, func(doc *html.Node, _ int) {
					localize(doc, lang)
					moveOlderFooter(doc, where)
				}, 0, i, li, wi)
			}
			// Quiet-only: no footer and no visible progress, the bar
			// absent or hidden in every way the snapshot model knows.
			for hi, hide := range []string{"absent", "display-none", "hidden-attribute", "aria-hidden", "class-hidden"} {
				name := fmt.Sprintf("%s/%d-turns/quiet/progress-%s", lang, turns, hide)
				add("quiet-only", name, corpus.GenOptions{Turns: turns, State: corpus.GenQuiet, Seed: seed}, func(doc *html.Node, _ int) {
					localize(doc, lang)
					if hide != "absent" {
						addHiddenProgress(doc, hide)
					}
				}, 1, i, li, hi)
			}
		}
		// Pending phrases, alone in the newest turn, with and without a
		// footer.
		for j, text := range geminiPendingVariants {
			for fi, footer := range []bool{false, true} {
				name := fmt.Sprintf("en/%d-turns/%q/footer=%v", turns, text, footer)
				add("pending-phrase", name, corpus.GenOptions{Turns: turns, State: corpus.GenDeepThink, Seed: seed + int64(j), PendingText: text, PendingFooter: footer}, nil, 2, i, j, fi)
			}
		}
		for lj, lang := range slices.Sorted(maps.Keys(geminiForeignPending)) {
			text := geminiForeignPending[lang]
			for fi, footer := range []bool{false, true} {
				name := fmt.Sprintf("%s/%d-turns/%q/footer=%v", lang, turns, text, footer)
				add("pending-phrase", name, corpus.GenOptions{Turns: turns, State: corpus.GenDeepThink, Seed: seed, PendingText: text, PendingFooter: footer}, func(doc *html.Node, _ int) {
					localize(doc, lang)
				}, 3, i, lj, fi)
			}
		}
	}
	return out, failure
}

// localize sets the page's language and writes its newest partial answer
// and footer labels in it.
func localize(doc *html.Node, lang string) {
	eachElement(doc, func(n *html.Node) {
		switch {
		case n.DataAtom == atom.Html:
			setAttr(n, "lang", lang)
		case n.Data == "button" && attr(n, "aria-label") == "Good response":
			setAttr(n, "aria-label", geminiFooterLabels[lang][0])
		case n.Data == "button" && attr(n, "aria-label") == "Copy":
			setAttr(n, "aria-label", geminiFooterLabels[lang][1])
		}
	})
	if p, ok := geminiPartials[lang]; ok && lang != "en" {
		if mr := lastElement(doc, "model-response"); mr != nil && !hasDescendantClass(mr, "response-footer") {
			eachElement(mr, func(n *html.Node) {
				if n.DataAtom == atom.P && strings.HasPrefix(attr(n, "data-path-to-node"), "0") {
					setText(n, p)
				}
			})
		}
	}
}

// keepFooterOf removes every response footer but the one of the keep-th
// model-response (1-based).
func keepFooterOf(doc *html.Node, keep int) {
	var footers []*html.Node
	i := 0
	eachElement(doc, func(n *html.Node) {
		if n.Data != "model-response" {
			return
		}
		i++
		if i == keep {
			return
		}
		eachElement(n, func(f *html.Node) {
			if hasClass(f, "response-footer") {
				footers = append(footers, f)
			}
		})
	})
	for _, f := range footers {
		f.Parent.RemoveChild(f)
	}
}

// moveOlderFooter moves the footer of the model-response before the
// newest one to just after the newest model-response (inside its
// conversation container) or to the end of the chat history.
func moveOlderFooter(doc *html.Node, where string) {
	var responses []*html.Node
	eachElement(doc, func(n *html.Node) {
		if n.Data == "model-response" {
			responses = append(responses, n)
		}
	})
	if len(responses) < 2 {
		return
	}
	var footer *html.Node
	eachElement(responses[len(responses)-2], func(f *html.Node) {
		if footer == nil && hasClass(f, "response-footer") {
			footer = f
		}
	})
	if footer == nil {
		return
	}
	footer.Parent.RemoveChild(footer)
	newest := responses[len(responses)-1]
	switch where {
	case "after-newest":
		newest.Parent.InsertBefore(footer, newest.NextSibling)
	default:
		if h := lastElement(doc, "infinite-scroller"); h != nil {
			h.AppendChild(footer)
		}
	}
}

// sendNotStop turns a stop button back into the send button: the variant
// then has no stop control, so only the footer's scope decides.
func sendNotStop(doc *html.Node) {
	eachElement(doc, func(n *html.Node) {
		if n.Data == "button" && strings.Contains(attr(n, "aria-label"), "Stop") {
			setAttr(n, "aria-label", "Send message")
			setAttr(n, "class", strings.ReplaceAll(attr(n, "class"), " stop", ""))
		}
	})
}

// addHiddenProgress puts a hidden progress bar in the newest
// model-response.
func addHiddenProgress(doc *html.Node, how string) {
	mr := lastElement(doc, "model-response")
	if mr == nil {
		return
	}
	bar := &html.Node{Type: html.ElementNode, Data: "mat-progress-bar", Attr: []html.Attribute{
		{Key: "mode", Val: "indeterminate"}, {Key: "role", Val: "progressbar"}, {Key: "class", Val: "mat-mdc-progress-bar mdc-linear-progress"},
	}}
	switch how {
	case "display-none":
		setAttr(bar, "style", "display: none;")
	case "hidden-attribute":
		setAttr(bar, "hidden", "")
	case "aria-hidden":
		setAttr(bar, "aria-hidden", "true")
	case "class-hidden":
		setAttr(bar, "class", attr(bar, "class")+" hidden")
	}
	mr.InsertBefore(bar, mr.FirstChild)
}

func eachElement(n *html.Node, fn func(*html.Node)) {
	if n.Type == html.ElementNode {
		fn(n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		eachElement(c, fn)
	}
}

func lastElement(doc *html.Node, name string) *html.Node {
	var last *html.Node
	eachElement(doc, func(n *html.Node) {
		if n.Data == name {
			last = n
		}
	})
	return last
}

func hasClass(n *html.Node, class string) bool {
	for tok := range strings.FieldsSeq(attr(n, "class")) {
		if tok == class {
			return true
		}
	}
	return false
}

func hasDescendantClass(n *html.Node, class string) bool {
	found := false
	eachElement(n, func(c *html.Node) { found = found || hasClass(c, class) })
	return found
}

func setAttr(n *html.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: key, Val: val})
}

func setText(n *html.Node, text string) {
	for n.FirstChild != nil {
		n.RemoveChild(n.FirstChild)
	}
	n.AppendChild(&html.Node{Type: html.TextNode, Data: text})
}

// TestGeminiVariantsOracle checks the families against the test's judges:
// chatproof's rule as the fixtures state it keeps every variant
// incomplete, and each family holds variants that the peer rule it is
// about completes, so the family would catch an engine that fell into
// that class.
func TestGeminiVariantsOracle(t *testing.T) {
	vs := geminiVariants(t)
	peers := map[string]struct {
		name  string
		judge geminiJudge
	}{
		"older-footer":     {"agbrowse", agbrowseRule},
		"quiet-only":       {"agbrowse", agbrowseRule},
		"pending-phrase":   {"oracle", oracleRule},
		"pending-language": {"oracle", oracleRule},
		"language-unknown": {"oracle", oracleRule},
	}
	caught := map[string]int{}
	count := map[string]int{}
	for _, v := range vs {
		doc, err := parseGemini(v.page)
		if err != nil {
			t.Fatalf("%s/%s: %v", v.family, v.name, err)
		}
		count[v.family]++
		if peer, ok := peers[v.family]; ok && peer.judge(doc) {
			caught[v.family]++
		}
		if got := geminiOracle(doc); got != v.complete {
			t.Errorf("%s/%s: complete %v under the rules the fixtures state, want %v", v.family, v.name, got, v.complete)
		}
	}
	for family, peer := range peers {
		t.Logf("%-15s %4d variants, %4d complete under %s's rule", family, count[family], caught[family], peer.name)
		if count[family] == 0 || caught[family] == 0 {
			t.Errorf("%s: %d variants, none complete under %s's rule: the family has no teeth", family, count[family], peer.name)
		}
	}
}

// TestGeminiFixturesOracle checks the Gemini fixtures' terminal wants
// against the test's statement of the rules, so a fixture whose want
// contradicts the note shows up before the profile exists.
func TestGeminiFixturesOracle(t *testing.T) {
	fxs := geminiFixtures(t)
	if len(fxs) < 14 {
		t.Fatalf("%d Gemini fixtures, want at least 14", len(fxs))
	}
	for _, fx := range fxs {
		// The fixtures built on the saved pages (gemini_real-*) let the
		// page choose its site, as a user's saved page does, and cite the
		// real page they reproduce.
		real := strings.HasPrefix(fx.Name, "gemini_real-")
		if flags := strings.Join(fx.Flags, " "); flags != "--site gemini" && !(real && flags == "") {
			t.Errorf("%s: flags %q, want --site gemini", fx.Name, fx.Flags)
		}
		if !strings.Contains(fx.Comment, "other-providers.md") && !(real && strings.Contains(fx.Comment, "reference/realpages/")) {
			t.Errorf("%s: the comment names no line of the reference note", fx.Name)
		}
		want, unknownSite := "", false
		for _, e := range fx.Want {
			if e.Path == "terminal" && e.Op == corpus.OpEqual {
				want = e.Value
			}
			unknownSite = unknownSite || e.Path == "reasons" && e.Op == corpus.OpHas && e.Value == "unknown_site"
		}
		if unknownSite {
			continue // no profile judges it: the note's rules do not apply
		}
		if want == "" {
			t.Errorf("%s: the want has no terminal", fx.Name)
			continue
		}
		page, _ := corpus.Section(fx.Archive, "page.html")
		doc, err := parseGemini(page)
		if err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		got := "incomplete"
		if geminiOracle(doc) {
			got = "complete"
		}
		if got != want {
			t.Errorf("%s: the note's rules give %s, the want says %s", fx.Name, got, want)
		}
	}
}

// geminiFixtures are the Gemini fixtures of the embedded corpus: the
// snapshot fixtures named gemini_*.
func geminiFixtures(t *testing.T) []*corpus.Fixture {
	t.Helper()
	fxs, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	var out []*corpus.Fixture
	for _, fx := range fxs {
		if strings.HasPrefix(path.Base(fx.File), "gemini_") {
			out = append(out, fx)
		}
	}
	return out
}
