package site_test

import (
	"fmt"

	"github.com/chatproof/chatproof/site"
)

// A patch renames the copy control's test id the day the site does.
func ExampleLoad() {
	p, err := site.Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt",
	  "markers": {"finished": [{"id": "copy", "match": [{"attr": "data-testid", "op": "=", "value": "copy-reply"}],
	  "source": "my saved page of today"}]}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	e, _ := p.Markers.Entry("finished", "copy")
	fmt.Println(e.Selector())
	_, err = site.Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt",
	  "markers": {"finished": [{"id": "copy", "match": [{"attr": "data-testid", "op": "is", "value": "x"}], "source": "x"}]}}`))
	fmt.Println(err)
	// Output:
	// [data-testid="copy-reply"]
	// site: profile: markers.finished[0].match[0].op: unknown op "is"
}
