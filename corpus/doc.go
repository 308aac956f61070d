// Package corpus is chatproof's fixture corpus: the txtar fixture format, its
// loader and checker, the corpus embedded in the binary, and the synthetic
// page generator used by tests and benchmarks. It is the only library package
// that reads files.
//
// # Fixtures
//
// A fixture is a txtar archive. Its comment says where the case comes from
// and why the expectation is right (the loader rejects a fixture without
// one). Its input sections depend on its kind: page.html for a snapshot,
// timed snap/NNNNNNms.html sections for a sequence, listing pages for a scan
// case, page, server, target, packet and state for a recovery case (whose
// page becomes a recovery.View through pageview.ReadHTML: the verdict,
// and what a verdict does not carry — the sent message's id, a draft, a
// busy composer, a running tool, a permission card, a rate-limit error —
// read from the same parse). An optional flags section holds command-line
// flags for the kind. The want section holds
// hand-written expectations, one per line:
//
//	path: value        the JSON value at path, rendered canonically, equals value
//	path has: value    the array at path has an element equal to value
//	path lacks: value  the array at path has no element equal to value
//	path len: N        the array, object or string at path has N elements
//
// A path is a dot path into the kind's JSON report; array elements are
// addressed by index ("activity.signals.0.kind"). Strings render bare,
// everything else as compact JSON. Lines starting with # are comments.
//
// # Kinds
//
// Each fixture sort registers a Kind (Register) that recognises its archives
// by their sections and computes the report. A kind that fails on its input
// reports {"error": "…"}, which a want may expect.
//
// # Goldens
//
// The report of every embedded fixture is also kept as a derived golden file
// under testdata/golden. go test ./corpus -update rewrites the goldens; it
// never writes a want, which changes only by hand.
//
// # Generated pages
//
// Generate writes synthetic conversation pages of any size, in the states
// GenStatesFor(site) lists, deterministic for a seed and linear in the
// number of turns: ChatGPT's markup by default, Gemini's with GenOptions.Site
// set to GenSiteGemini (with its own deep-think and quiet states, the
// pending text and footer of a Deep Think turn chosen by PendingText and
// PendingFooter). The ChatGPT pages do not change when Gemini's do: a test
// holds their hashes.
//
// # Gemini fixtures
//
// The Gemini fixtures (testdata/gemini, one per state of the site's
// reference note, each naming the note's lines it rests on) are not part of
// the embedded corpus: they need the Gemini site profile, and their flags
// section selects it (--site gemini). Their wants are checked against the
// note's rules by the default tests, and against chatproof itself by the
// tests of the gemini build tag (go test -tags gemini ./corpus).
//
// # Errors
//
// Load fails on an empty result (ErrNoFixtures), a fixture without comment
// (ErrNoComment) or want (ErrNoWant, ErrEmptyWant), an unknown section
// (ErrUnknownSection), a want line that does not parse, or a file named on
// its own whose name does not end in .txtar (ErrNotTxtar), each wrapped in a
// *FixtureError naming the file and the line. LoadEach reports the same
// errors file by file and goes on with the others. Fixtures are told apart by
// path: two folders may hold fixtures of the same name.
package corpus
