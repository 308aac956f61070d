// Package editor is the one rule of whether a composer's editor accepts
// typed input, read from the markup. Package surface reads it for
// Surface.ComposerUsable and package recovery/pageview for a busy composer;
// each says what an editor whose markup proves neither means to it.
package editor

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Input is what an editor element's own attributes say of typed input.
type Input int

const (
	// Unproven: the markup proves neither: an element that is no text
	// control and has no contenteditable attribute, an input of another
	// type, or a contenteditable value the rule does not know.
	Unproven Input = iota
	// Accepts: a textarea, a text or search input, or an element whose
	// contenteditable is "", "true" or "plaintext-only", that nothing of
	// its own refuses.
	Accepts
	// Refuses: a disabled or readonly attribute, aria-disabled or
	// aria-readonly "true", or contenteditable "false".
	Refuses
)

// Read is the rule over the element n's own attributes (those without a
// namespace). Ancestors that disable their content are Disables' to tell.
func Read(n *html.Node) Input {
	editable, hasEditable, inputType := "", false, ""
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "disabled", "readonly":
			return Refuses
		case "aria-disabled", "aria-readonly":
			if isTrue(a.Val) {
				return Refuses
			}
		case "contenteditable":
			editable, hasEditable = strings.ToLower(strings.TrimSpace(a.Val)), true
		case "type":
			inputType = strings.ToLower(strings.TrimSpace(a.Val))
		}
	}
	switch n.DataAtom {
	case atom.Textarea:
		return Accepts
	case atom.Input:
		switch inputType {
		case "", "text", "search":
			return Accepts
		}
		return Unproven
	}
	switch {
	case !hasEditable:
		return Unproven
	case editable == "", editable == "true", editable == "plaintext-only":
		return Accepts
	case editable == "false":
		return Refuses
	}
	return Unproven
}

// Disables reports whether the element n makes its content unusable: the
// inert attribute, aria-disabled="true", or a disabled fieldset.
func Disables(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "inert":
			return true
		case "aria-disabled":
			if isTrue(a.Val) {
				return true
			}
		case "disabled":
			if n.DataAtom == atom.Fieldset {
				return true
			}
		}
	}
	return false
}

func isTrue(v string) bool { return strings.EqualFold(strings.TrimSpace(v), "true") }
