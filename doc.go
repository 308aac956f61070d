// Package chatproof judges saved pages of a web chat UI (ChatGPT first) and
// answers whether the reply is really finished, whether the conversation is
// at its length wall or the account out of quota, with a reason code and
// bounded evidence.
//
// ClassifyHTML parses one snapshot and returns its Verdict, the
// chatproof.snapshot/v1 JSON object. The verdict fails closed: a snapshot
// completes only on positive evidence bound to the current response — its
// own finished-action bar, no strong activity, no provider terminal in its
// turn — never on quiet text alone. CompletionReasons is that rule on its
// own, the one package gate judges each sample by. Time (debounce,
// stability) belongs to package gate.
//
// Reports are bounded, comparisons are not: the response text and each
// signal's evidence are cut to their report bounds (a cut text ends in
// "…"), while Response.TextRunes counts the whole text and
// Response.ContentDigest and each Signal.Digest ("sha256:<hex>") cover the
// whole, so that package gate compares digests, never the cut text. The
// whole answer is Response.FullText: use it, not Response.Text, for what
// the reply says (the JSON verdict leaves it out).
//
// A page parsed once with snapshot.Parse can be read by every reader of
// the module: classify.Classify and surface.Read (the parts of a verdict)
// and pageview.Read (package recovery/pageview), which returns the page
// evidence of package recovery's continuity decisions (a recovery.View):
// what the verdict shows, completed with the facts it does not carry — the
// sent message's id, a draft, a busy composer, a running tool, a permission
// card, a rate-limit error — scoped by the classifier's own reading of the
// page's turns.
//
// Before a Send, gate.PreSendCheck decides from two composer-surface reads
// (Verdict.Surface of two snapshots taken at least gate.MinReadGap apart)
// whether the exchange must stop at the length wall, a closed chat or the
// quota, with a stop code; one read proves nothing. The command runs it on
// saved reads: chatproof presend PAGE PAGE2.
//
// The parts of the verdict come from package classify (activity, response,
// provider terminal, terminal) and package surface (the composer surface in
// div#thread-bottom); their doc.go files list the reason codes.
//
// # Reason codes
//
// The reasons of a verdict are the classify reasons followed by the surface
// reasons, each a snake_case constant documented in its package. Codes are
// API: they are added, never renamed. chatproof help reasons prints the
// index of every code a report can carry (classify, surface, gate, scan,
// recovery, capture) with the package and constant that emit it and its
// meaning, generated from and checked against the packages' docs.
//
// Each verdict names the rule that decided it: Verdict.TerminalRule
// (RuleFinishedResponse for complete, else the first classify reason, the
// check that failed), Verdict.ProviderRule and Surface.Rule.
package chatproof
