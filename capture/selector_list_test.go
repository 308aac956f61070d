package capture

import "testing"

// TestSelectorListString: two or more tests of one attribute's value go
// under one test of its presence, in the place of the first of them; a
// lone test of a value, a test of presence and an element name stay as
// they are, in order.
func TestSelectorListString(t *testing.T) {
	tid := func(sel string) selected { return selected{sel: sel, attr: "data-testid"} }
	id := func(sel string) selected { return selected{sel: sel, attr: "id"} }
	plain := func(sel string) selected { return selected{sel: sel} }
	for _, c := range []struct {
		list selectorList
		want string
	}{
		{nil, ""},
		{selectorList{plain("form"), plain("[role]")}, "form,[role]"},
		{selectorList{tid(`[data-testid="a"]`), plain("form")}, `[data-testid="a"],form`},
		{selectorList{plain("nav"), tid(`[data-testid="a"]`), id(`[id="x"]`), tid(`[data-testid^="b"]`), plain("[data-testid]")},
			`nav,[data-testid]:is([data-testid="a"],[data-testid^="b"]),[id="x"],[data-testid]`},
		{selectorList{id(`[id="x"]`), tid(`[data-testid="a"]`), id(`[id="y"]`), tid(`[data-testid="b"]`), id(`[id="z"]`)},
			`[id]:is([id="x"],[id="y"],[id="z"]),[data-testid]:is([data-testid="a"],[data-testid="b"])`},
	} {
		if got := c.list.String(); got != c.want {
			t.Errorf("%v:\n got %s\nwant %s", c.list, got, c.want)
		}
	}
}
