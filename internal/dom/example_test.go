package dom_test

import (
	"fmt"

	"github.com/chatproof/chatproof/internal/dom"
)

// A page is read as its markup writes it: the div that script put inside
// the paragraph stays there, the paragraph written without its end tag
// closes at the next one, and hidden markup is no evidence.
func ExampleParse() {
	page := []byte(`<p id=a>first<div id=inner>inside</div></p><p id=b>second<p id=c class=sr-only>third`)
	d, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, id := range []string{"inner", "b", "c"} {
		i := d.ByID(id)
		fmt.Printf("#%s in <%s id=%s>, visible %v: %q\n", id, d.Node(d.Parent(i)).Data,
			dom.Attr(d.Node(d.Parent(i)), "id"), d.Visible(i), d.Text(i, 20))
	}
	// Output:
	// #inner in <p id=a>, visible true: "inside"
	// #b in <body id=>, visible true: "second"
	// #c in <body id=>, visible false: ""
}
