// Package classifier runs the rules of package classify on a snapshot the
// reader (internal/dom) has parsed: one linear pass records the turn and
// message markers, stop controls, composer forms, verified panels and page
// chrome, and each rule then decides with integer range checks on element
// numbers. The rules, their evidence and their reason codes are documented
// in package classify, which also holds the values Classify returns.
package classifier
