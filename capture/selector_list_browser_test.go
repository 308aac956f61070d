package capture_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// TestSelectorListSelectsAsPlain: the reader's candidate selectors, with
// the tests of one attribute's value put under one test of its presence
// ([data-testid]:is(…)), select in the browser exactly the elements the
// same selectors listed one by one select. The lists are drawn from every
// embedded profile's markers and from generated markers over every
// operator of the profile format on a test id, an id and another
// attribute, shuffled and cut; the page holds elements built to pass each
// marker and near misses of each condition.
func TestSelectorListSelectsAsPlain(t *testing.T) {
	var profiles [][]site.Entry // each embedded profile's markers
	for _, p := range site.Embedded() {
		var all []site.Entry
		for _, l := range p.Markers.Lists() {
			all = append(all, l.Entries...)
		}
		profiles = append(profiles, all)
	}
	pool := slices.Concat(profiles...)
	for _, attr := range []string{"data-testid", "id", "data-gen"} {
		for _, e := range genMarkers() {
			e.Match = slices.Clone(e.Match)
			e.Match[0].Attr = attr
			pool = append(pool, e)
		}
	}
	els := sampledElements(pool, 4)
	rng := rand.New(rand.NewPCG(7, 41))
	var grouped, plain []string
	for range testflag.Count(400, 60) {
		list := slices.Clone(pool)
		rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
		g, p := capture.SelectorList(list[:1+rng.IntN(len(list))])
		grouped, plain = append(grouped, g), append(plain, p)
	}
	for _, all := range profiles {
		g, pl := capture.SelectorList(all)
		grouped, plain = append(grouped, g), append(plain, pl)
	}
	if !slices.ContainsFunc(grouped, func(g string) bool { return strings.Contains(g, "[data-testid]:is(") }) ||
		!slices.ContainsFunc(grouped, func(g string) bool { return strings.Contains(g, "[id]:is(") }) {
		t.Fatal("no list groups the tests of a test id and of an id: the sweep tests nothing")
	}
	br := attach(t)
	srv := pageServer(t, map[string][]byte{"selectors": matcherPage(t, els)})
	openPage(t, br, srv.URL+"/corpus/selectors/p")
	lists, err := json.Marshal([2][]string{grouped, plain})
	if err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(pageContext(t, "/corpus/selectors/p"), chromedp.Evaluate[[2][]string](`(() => {
  const select = (sel) => Array.from(document.querySelectorAll(sel), (el) => el.getAttribute("data-k") ?? "").join(" ");
  const [grouped, plain] = `+string(lists)+`;
  return [grouped.map(select), plain.map(select)];
})()`))
	if err != nil {
		t.Fatal(err)
	}
	selecting := 0
	for i := range grouped {
		if got[0][i] != got[1][i] {
			t.Errorf("%s selects\n  %s\nwhere %s selects\n  %s", grouped[i], got[0][i], plain[i], got[1][i])
		}
		if got[1][i] != "" {
			selecting++
		}
	}
	if selecting < len(grouped)/2 {
		t.Fatalf("only %d of %d lists select any element: the page tests little", selecting, len(grouped))
	}
}
