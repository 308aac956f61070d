package redact_test

import (
	"testing"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
)

// TestVisibleAttrIsThePages: the redaction reads text a reader does not
// see by the annotation the page model writes; it names it itself, since
// the page model imports the redaction, so the two must agree.
func TestVisibleAttrIsThePages(t *testing.T) {
	if redact.VisibleAttr != page.VisibleAttr {
		t.Errorf("redaction reads %q, the page model writes %q", redact.VisibleAttr, page.VisibleAttr)
	}
}
