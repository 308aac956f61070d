package corpus_test

import (
	"fmt"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/recovery"
)

// A recorded case without a page: the view is unknown, so even the
// send-timeout check allows nothing.
func ExampleRunRecover() {
	rep, err := corpus.RunRecover(recovery.Policy{}, corpus.RecoverInput{
		Source: "case.txtar",
		State: []byte(`{"check": "send_timeout", "now_ms": 1764725880000, "auto": true,
		  "page_url": "https://chatgpt.com/c/c1", "state": {"last_submit_ms": 1764725850000}}`),
	})
	fmt.Println(rep.Schema, rep.Check, rep.Action, rep.Reason, err)
	// Output:
	// chatproof.recover/v1 send_timeout none view_unknown <nil>
}
