package classify

// unseenStop reports a stop control i that a capture annotates covered
// (data-chatproof-covered="true" on it or around it): the browser paints
// the whole of it under a certainly opaque cover, so the user sees no stop
// control, and it is no activity. What the browser paints counts, what it
// does not paint does not. The annotation is the capture's alone (only a
// page with the capture meta is read for it), and the capture sets it only
// on certainty: a stop partly covered, under a see-through cover, or under
// a cover whose opacity cannot be proven is not annotated and still
// counts. A saved page's markup never hides a stop control.
func (p *page) unseenStop(i int) bool { return p.d.Covered(i) }
