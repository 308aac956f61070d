package classify

import (
	"golang.org/x/net/html"
)

// isFinishedControl reports whether an element is one of the profile's
// finished-action controls (ChatGPT: copy, good response or bad response
// by exact test id, or a button labelled exactly "Share"). A "Done" text
// is never one. The caller counts it only when visible, inside the
// response's own turn container and outside its message content.
func isFinishedControl(_ *html.Node, a *attrs) bool { return a.in(listFinished) }
