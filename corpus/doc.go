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
// # Case formats
//
// The recorded case formats of the decision packages are corpus's, each
// read from bytes into the value its package takes: ReadSnapshot,
// ReadSequence (gate.Sequence), ReadScanCase (scan.Case) and
// ReadRecoverCase (RecoverInput, whose state.json DecodeRecoverState reads
// and RunRecover answers with a chatproof.recover/v1 RecoverReport).
//
// # Recovery cases
//
// A case (schema chatproof.recover/v1) is a txtar archive with the sections
// page.html (optional; the view is unknown without it), server.json (the
// /backend-api/conversation/{id} document; absent means unavailable),
// target.json (a handoff target's snapshot), packet.txt (a handoff packet)
// and state.json. ReadRecoverCase reads it and RunRecover runs it; the
// "state" of state.json and a report's "next" are recovery.State's own
// JSON (State.MarshalJSON, State.Checked). The page becomes a
// recovery.View (DecodeRecoverCase: the snapshot classifier and the page
// facts it does not carry: the sent message's id, a draft, a busy
// composer, a running tool, a permission card, a rate-limit error of the
// current turn).
//
// state.json is one JSON object read under the module's one strictness
// rule for recorded inputs: keys are the names below byte for byte, and a
// key given twice, an unknown key or trailing data is an error. Times are
// epoch milliseconds (0: never or unknown):
//
//	{
//	  "check": "auto",            // or stale_view, send_timeout, interrupted, rate_limit,
//	                              // page_health, context_pressure, handoff, queue,
//	                              // binding, progress, manual, end_of_turn
//	  "now_ms": 1764725900000,    // required
//	  "page_url": "",             // the page (recovery.ParsePageURL); "" when not said: no page is assumed
//	  "tab_id": 0,                // its tab (0: unknown)
//	  "target_url": "",           // a handoff target tab's page
//	  "auto": true,               // Auto on for this scope; absent: recovery.AutoFor(state.automation, state.binding)
//	  "bound": true,              // bound to a workspace
//	  "workspace_working": false,
//	  "workspace": {"working": [], "summary": ""}, // working agents, latest output
//	  "manual": "",               // continue, monitor, analysis, handoff, queue_clear, queue_retry
//	  "judgement": "",            // no_answer, continue, done; "": no model configured
//	  "pending_mutation": false,
//	  "delivery": "confirmed",    // none, confirmed, uncertain, unknown (default)
//	  "view": {                   // page facts a snapshot verdict does not carry
//	    "last_change_ms": 0, "draft": false, "composer_busy": false,
//	    "tool_running": false, "permission_card": false, "retry_disabled": false,
//	    "rate_limit_visible": false, "interrupted": false
//	  },
//	  "rate_limit_events_ms": [], // new 429 observations
//	  "visible_tokens": 0, "extra_reserved_tokens": 0, "turns": 0,
//	  "state": {                  // the persisted recovery.State; a report's "next" has this shape
//	    "conversation_id": "", "last_submit_ms": 0, "last_probe_ms": 0, "last_reload_ms": 0,
//	    "binding": {"scope": "", "workspace": "", "project_id": "", "conversation": "", "tab_id": 0},
//	    "automation": {"project_permission": false, "project_auto": {}, "conversation_auto": {}},
//	    "progress": {"armed": false, "armed_at_ms": 0, "working": [], "last_summary": "",
//	                 "last_sent_at_ms": 0},
//	    "last_continue_for": "",
//	    "budget": {"epoch_ms": 0, "retry_used": 0, "reload_used": 0, "last_retry_ms": 0},
//	    "rate_limit": {"count": 0, "last_ms": 0},
//	    "stream": {"assistant_id": "", "text_len": 0, "last_progress_ms": 0},
//	    "health": {"samples": [{"at_ms": 0, "mutations_per_min": 0, "ticks_per_min": 0,
//	               "drift_ms": 0, "long_task_max_ms": 0, "long_tasks": 0,
//	               "heap_used_bytes": 0, "heap_limit_bytes": 0}],
//	               "candidate_since_ms": 0, "level1_at_ms": 0, "level2_at_ms": 0,
//	               "level1_failure": "", "pending": {"tab_id": 0, "conversation_id": "",
//	               "failure": "", "executed_at_ms": 0}},
//	    "pressure": {"message_floor": 0, "started_ms": 0, "last_rollover_attempt_ms": 0},
//	    "handoff": {"transfer_id": "", "status": "", "source": "", "target": "", "project_id": "",
//	                "since_ms": 0},
//	    "queue": {"conversation": "", "entries": [{"id": "", "text": "", "created_ms": 0}],
//	              "in_flight": []}
//	  }
//	}
//
// The report has schema, source, requested (the check asked for), check
// (the check that answered), action, reason, reasons, verdict, wait_ms,
// message (a progress, continuation or seed text), auto (on, and AutoFor's
// reason), page, batch, dropped (queue entries dropped, with why), view,
// server, target, packet, pressure and next (the next state, to be fed
// back as "state").
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
// The Gemini fixtures (fixtures/snapshot/gemini_*.txtar, one per state of
// the site's reference note, each naming the note's lines it rests on) are
// part of the embedded corpus; their flags section selects the Gemini site
// profile (--site gemini). Their wants are checked against chatproof with
// the rest of the corpus and against the note's rules as the tests state
// them. GenOptions.Lang, AnswerLang and AnswerText write a Gemini page's
// language (on its document element and its newest answer) and a finished
// answer's text, for the language variants of the Deep Think pending
// phrases.
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
