package scan

import "time"

// Verdict is the outcome of the absence proof.
type Verdict string

// The verdicts.
const (
	// Absent: every required list was read past the window without an
	// anomaly and no candidate's user message holds the marker.
	Absent Verdict = "absent"
	// Found: a candidate's user message holds the marker. Nothing else is
	// concluded.
	Found Verdict = "found"
	// Unproven: anything else; Reason says why.
	Unproven Verdict = "unproven"
)

// End says how a list was completed.
type End string

// The ends of a list.
const (
	// EndOpen: the list is not complete.
	EndOpen End = ""
	// EndWindow: the listing reached an item updated before the window.
	EndWindow End = "window"
	// EndTotal: the listing reached its end, offset + len(items) == total.
	EndTotal End = "end"
)

// Result is the state of a proof: final once Scanner.Next returns StepDone.
type Result struct {
	// Verdict is Absent, Found or Unproven; Unproven until the proof is
	// final.
	Verdict Verdict
	// Reason is set when Verdict is Unproven, and empty otherwise.
	Reason Reason
	// Detail says where and what, in at most MaxDetail runes.
	Detail string
	// FoundIDs are the conversations whose user message holds the marker;
	// never nil.
	FoundIDs []string
	// PagesRead and CandidatesRead count the responses accepted.
	PagesRead      int
	CandidatesRead int // conversation details accepted, error statuses included
	// Since is the start of the window: Attempt - Window.
	Since time.Time
	// Lists summarise each required list, in reading order.
	Lists []ListSummary
}

// ListSummary is what the proof read of one list.
type ListSummary struct {
	List       List // the list summarised
	PagesRead  int  // page responses accepted for this list, error statuses included
	ItemsRead  int  // distinct items, the overlap counted once
	Candidates int  // items created inside the window
	End        End  // how the list was completed; EndOpen when it was not
}

// MaxDetail bounds Result.Detail, in runes.
const MaxDetail = 200
