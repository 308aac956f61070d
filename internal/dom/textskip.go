package dom

// TextWithout is Text with some subtrees left out: the visible text of
// element i, one line per block, each line's white space collapsed, at most
// max runes, without the text of every descendant j for which skip(j) is
// true (nor of j's descendants). A left-out block still ends the line before
// it, so the text on either side never runs together. A nil skip leaves
// nothing out.
func (d *Document) TextWithout(i, max int, skip func(j int) bool) string {
	return d.text(i, max, false, skip)
}
