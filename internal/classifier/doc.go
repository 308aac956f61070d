// Package classifier runs the rules of package classify on a snapshot the
// reader (internal/dom) has parsed. The rules, their evidence and their
// reason codes are documented in package classify, which also holds the
// values Classify returns.
//
// # Where each rule is
//
// scan.go makes the one pass over the page that records turn and message
// markers, stop controls, composer forms, verified panels and page chrome;
// turns.go assembles turns from the markers and response.go picks the
// current response. scopescan.go is the pass over the current turn
// container and each verified panel: its loop only dispatches, and each
// rule it runs is one method in a file of its own:
//
//   - rule_progress.go: live progress, any element with a progress role;
//   - rule_shimmer.go: animated "working" chrome;
//   - rule_busy.go: aria-busy;
//   - rule_thinking.go: thinking and reasoning chrome and its trace;
//   - rule_finished.go: what makes response.finished true;
//   - rule_error.go: error cards, alerts and the thread error button;
//   - rule_labels.go: the reasoning state and "stopped thinking" labels.
//
// stop.go finds stop controls, panel.go reads verified panels,
// provider.go matches provider wording, terminal.go gives the terminal and
// its reason codes.
package classifier
