package redact

// VisibleAttr is the visibility annotation the redaction reads, for the
// test that it is the one the page model writes.
const VisibleAttr = visibleAttr
