package scan

import "time"

// Schema is the value of Report.Schema.
const Schema = "chatproof.scan/v1"

// Report is a Result as the chatproof.scan/v1 JSON object. Every field is
// always present; found_ids and lists are arrays, never null.
type Report struct {
	Schema string  `json:"schema"` // always Schema, "chatproof.scan/v1"
	Source string  `json:"source"` // the case's name as the caller gives it; empty from Run
	Result Verdict `json:"result"` // "absent", "found" or "unproven"
	// Reason is empty unless Result is unproven.
	Reason Reason `json:"reason"`
	// Detail says where and what, in at most MaxDetail runes; for a
	// refused case, the refusal's detail.
	Detail string `json:"detail"`
	// Eligibility and Generation say whether the case's exchange record
	// and generation passed: "passed", "refused" or "not_checked".
	Eligibility    string       `json:"eligibility"`
	Generation     string       `json:"generation"`      // see Eligibility
	FoundIDs       []string     `json:"found_ids"`       // Result.FoundIDs; [] when none
	PagesRead      int          `json:"pages_read"`      // page responses accepted, over all lists
	CandidatesRead int          `json:"candidates_read"` // conversation details accepted
	Since          string       `json:"since"`           // RFC 3339, UTC
	Lists          []ListReport `json:"lists"`           // one per required list, in reading order
}

// ListReport is a ListSummary in the report.
type ListReport struct {
	List       string `json:"list"`       // List.String(): "active", "archived", "work/active" or "work/archived"
	PagesRead  int    `json:"pages_read"` // page responses accepted for this list
	ItemsRead  int    `json:"items_read"` // distinct items, the overlap counted once
	Candidates int    `json:"candidates"` // items created inside the window
	// End is "window", "end", or "" for a list not complete.
	End End `json:"end"`
}

// The values of Report.Eligibility and Report.Generation.
const (
	CheckPassed     = "passed"
	CheckRefused    = "refused"
	CheckNotChecked = "not_checked"
)

// NewReport renders r for source.
func NewReport(source string, r Result) Report {
	rep := Report{
		Schema:         Schema,
		Source:         source,
		Result:         r.Verdict,
		Reason:         r.Reason,
		Detail:         r.Detail,
		Eligibility:    CheckNotChecked,
		Generation:     CheckNotChecked,
		FoundIDs:       append([]string{}, r.FoundIDs...),
		PagesRead:      r.PagesRead,
		CandidatesRead: r.CandidatesRead,
		Since:          r.Since.UTC().Format(time.RFC3339Nano),
		Lists:          []ListReport{},
	}
	for _, l := range r.Lists {
		rep.Lists = append(rep.Lists, ListReport{
			List: l.List.String(), PagesRead: l.PagesRead, ItemsRead: l.ItemsRead,
			Candidates: l.Candidates, End: l.End,
		})
	}
	return rep
}
