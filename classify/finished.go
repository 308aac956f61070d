package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// finishedTestIDs are the test ids of the finished-action controls ChatGPT
// renders under a reply once it is complete.
var finishedTestIDs = map[string]bool{
	"copy-turn-action-button":          true,
	"good-response-turn-action-button": true,
	"bad-response-turn-action-button":  true,
}

// isFinishedControl reports whether an element is a finished-action
// control: copy, good response or bad response by exact test id, or a
// button labelled exactly "Share". A "Done" text is never one. The caller
// counts it only when visible, inside the response's own turn container and
// outside its message content.
func isFinishedControl(n *html.Node, a *attrs) bool {
	if finishedTestIDs[a.testid] {
		return true
	}
	return n.DataAtom == atom.Button && strings.EqualFold(strings.TrimSpace(a.ariaLabel), "share")
}

// IsFinishedControl reports what isFinishedControl says of n, reading its
// attributes: for tests outside the package that check that what reads a
// live page (package capture's scoped reader) finds the same controls.
func IsFinishedControl(n *html.Node) bool {
	var a attrs
	a.read(n)
	return isFinishedControl(n, &a)
}
