package scan

import (
	"errors"
	"fmt"
	"github.com/chatproof/chatproof/internal/bound"
	"time"
)

// StepKind says what a Step asks for.
type StepKind int

// The step kinds.
const (
	// StepDone: nothing more to fetch; Result is final.
	StepDone StepKind = iota
	// StepPage: fetch Step.Page.
	StepPage
	// StepConversation: fetch the detail of Step.ConversationID.
	StepConversation
)

// Step is one request the proof needs the caller to make.
type Step struct {
	Kind           StepKind    // what to fetch; StepDone (the zero value) for nothing
	Page           PageRequest // when Kind is StepPage
	ConversationID string      // when Kind is StepConversation
}

// Path returns the same-origin path to fetch ("" for StepDone).
func (s Step) Path() string {
	switch s.Kind {
	case StepPage:
		return s.Page.Path()
	case StepConversation:
		return ConversationPath(s.ConversationID)
	}
	return ""
}

// Response is one recorded HTTP response: its status and its body as
// received.
type Response struct {
	// Status is the HTTP status code; anything but 200 concludes the proof
	// as unproven.
	Status int
	// Body is the body as received; one longer than MaxPageBytes (a page)
	// or MaxConversationBytes (a detail) is malformed.
	Body []byte
}

// ErrNotPending is returned for a response to a step the scanner is not
// waiting for (already answered, never asked, or the proof has concluded).
var ErrNotPending = errors.New("scan: step is not pending")

// Scanner is the absence proof as a stepper: it never fetches anything.
// The caller asks Next (or Pending) what to fetch, fetches it, and hands
// the response to Accept, until Next returns StepDone; then Result is final.
//
// Each required list is read page by page, newest update first; each page
// after the first starts at the previous page's last item, so a listing
// that shifted between two reads shows as a mismatched first item. A list
// is complete when a page reaches an item updated before the window (update
// time is never before create time, so no later item was created inside
// it) or the listing's end. Every item created inside the window is a
// candidate whose conversation is read in full. The first anomaly, or the
// marker found in a candidate's user message, concludes the proof.
//
// A Scanner is not safe for concurrent use.
type Scanner struct {
	req   Request
	since time.Time
	lists []*listState
	seen  map[string]bool
	cands []*candidate
	found []string

	pagesRead      int
	candidatesRead int

	concluded bool
	verdict   Verdict
	reason    Reason
	detail    string
}

type listState struct {
	list       List
	pagesRead  int
	itemsRead  int
	candidates int
	offset     int  // of the next page
	total      int  // as the first page said
	last       Item // the last item of the previous page
	end        End
}

type candidate struct {
	id   string
	read bool
}

// New starts a proof. The error wraps ErrInvalidRequest.
func New(req Request) (*Scanner, error) {
	r, err := req.normalized()
	if err != nil {
		return nil, err
	}
	s := &Scanner{req: r, since: r.Attempt.Add(-r.Window), seen: map[string]bool{}}
	for _, l := range r.Lists() {
		s.lists = append(s.lists, &listState{list: l})
	}
	return s, nil
}

// Since returns the start of the window.
func (s *Scanner) Since() time.Time { return s.since }

// Next returns the next request to make: an unread candidate first, then
// the next page of the first incomplete list; StepDone once the proof has
// concluded or nothing is left to read.
func (s *Scanner) Next() Step {
	if p := s.Pending(); len(p) > 0 {
		return p[0]
	}
	return Step{Kind: StepDone}
}

// Pending returns every request the proof can use now: each unread
// candidate and the next page of each incomplete list. They may be
// fetched in any order, or at once.
func (s *Scanner) Pending() []Step {
	if s.concluded {
		return nil
	}
	var out []Step
	for _, c := range s.cands {
		if !c.read {
			out = append(out, Step{Kind: StepConversation, ConversationID: c.id})
		}
	}
	for _, l := range s.lists {
		if l.end == EndOpen {
			out = append(out, Step{Kind: StepPage, Page: s.pageRequest(l)})
		}
	}
	return out
}

func (s *Scanner) pageRequest(l *listState) PageRequest {
	return PageRequest{List: l.list, Index: l.pagesRead, Offset: l.offset, Limit: s.req.PageSize}
}

// Accept hands the scanner the response to a pending step. A response that
// is evidence of anything but a clean listing concludes the proof as
// unproven; the error is only for a step that is not pending.
func (s *Scanner) Accept(st Step, resp Response) error {
	switch l, c := s.lookup(st); {
	case l != nil:
		s.acceptPage(l, st.Page, resp)
	case c != nil:
		s.acceptConversation(c, resp)
	default:
		return ErrNotPending
	}
	return nil
}

// Abandon concludes the proof as unproven because a pending step will not
// be answered. Reason "" means ReasonListNotScanned for a page and
// ReasonCandidateUnreadable for a conversation; any other reason must be
// one of ReasonCodes.
func (s *Scanner) Abandon(st Step, reason Reason) error {
	l, c := s.lookup(st)
	switch {
	case l != nil:
		if reason == "" {
			reason = ReasonListNotScanned
		}
		if !knownReason(reason) {
			return fmt.Errorf("scan: unknown reason %q", reason)
		}
		s.fail(reason, "%s: no response", s.pageWhere(st.Page))
	case c != nil:
		if reason == "" {
			reason = ReasonCandidateUnreadable
		}
		if !knownReason(reason) {
			return fmt.Errorf("scan: unknown reason %q", reason)
		}
		s.fail(reason, "conversation %s: no response", c.id)
	default:
		return ErrNotPending
	}
	return nil
}

// lookup returns the list or candidate a pending step belongs to.
func (s *Scanner) lookup(st Step) (*listState, *candidate) {
	if s.concluded {
		return nil, nil
	}
	switch st.Kind {
	case StepPage:
		for _, l := range s.lists {
			if l.list == st.Page.List && l.end == EndOpen && s.pageRequest(l) == st.Page {
				return l, nil
			}
		}
	case StepConversation:
		for _, c := range s.cands {
			if c.id == st.ConversationID && !c.read {
				return nil, c
			}
		}
	}
	return nil, nil
}

func (s *Scanner) fail(r Reason, format string, args ...any) {
	s.conclude(Unproven, r, fmt.Sprintf(format, args...))
}

func (s *Scanner) conclude(v Verdict, r Reason, detail string) {
	if s.concluded {
		return
	}
	s.concluded, s.verdict, s.reason, s.detail = true, v, r, bound.RunesMarked(detail, MaxDetail)
}

// failDecode concludes with a decoder's reason, or with fallback for an
// error that is not a *DecodeError.
func (s *Scanner) failDecode(where string, err error, fallback Reason) {
	var de *DecodeError
	if errors.As(err, &de) {
		s.fail(de.Reason, "%s: %s", where, de.Detail)
		return
	}
	s.fail(fallback, "%s: %v", where, err)
}

func (s *Scanner) pageWhere(p PageRequest) string {
	return fmt.Sprintf("%s page %d (offset %d)", p.List, p.Index, p.Offset)
}

// acceptPage validates one page and advances its list.
func (s *Scanner) acceptPage(l *listState, req PageRequest, resp Response) {
	l.pagesRead++
	s.pagesRead++
	where := s.pageWhere(req)
	if resp.Status != 200 {
		s.fail(ReasonHTTPStatus, "%s: HTTP status %d", where, resp.Status)
		return
	}
	p, err := DecodePage(resp.Body)
	if err != nil {
		s.failDecode(where, err, ReasonMalformedPage)
		return
	}
	if p.HasMissingConversations {
		s.fail(ReasonMissingConversations, "%s: has_missing_conversations is true", where)
		return
	}
	if p.Offset != req.Offset || p.Limit != req.Limit {
		s.fail(ReasonPageMismatch, "%s: response has offset %d limit %d, requested offset %d limit %d",
			where, p.Offset, p.Limit, req.Offset, req.Limit)
		return
	}
	if req.Index > 0 && p.Total != l.total {
		s.fail(ReasonListingShifted, "%s: total changed from %d to %d", where, l.total, p.Total)
		return
	}
	want := min(req.Limit, p.Total-req.Offset)
	if want < 0 {
		s.fail(ReasonPageMismatch, "%s: offset beyond total %d", where, p.Total)
		return
	}
	if len(p.Items) == 0 && want > 0 {
		s.fail(ReasonEmptyPage, "%s: no items while total is %d", where, p.Total)
		return
	}
	if len(p.Items) != want {
		s.fail(ReasonItemCountMismatch, "%s: %d items where total %d means %d", where, len(p.Items), p.Total, want)
		return
	}
	if !s.checkItems(l, req, p.Items) {
		return
	}
	s.takeItems(l, req, p)
}

// checkItems applies the per-item rules: archive state, times, order,
// overlap and duplicates.
func (s *Scanner) checkItems(l *listState, req PageRequest, items []Item) bool {
	where := s.pageWhere(req)
	for i, it := range items {
		if it.Archived != nil && *it.Archived != l.list.Archived {
			s.fail(ReasonListMismatch, "%s: item %d (%s) has is_archived %v", where, i, it.ID, *it.Archived)
			return false
		}
		if it.Updated.Before(it.Created) {
			s.fail(ReasonUpdateBeforeCreate, "%s: item %d (%s) updated before created", where, i, it.ID)
			return false
		}
	}
	if req.Index > 0 && !items[0].sameListing(l.last) {
		s.fail(ReasonListingShifted, "%s: first item %s is not the previous page's last item %s",
			where, items[0].ID, l.last.ID)
		return false
	}
	for i := 1; i < len(items); i++ {
		if items[i].Updated.After(items[i-1].Updated) {
			s.fail(ReasonOutOfOrder, "%s: item %d (%s) updated after item %d (%s)",
				where, i, items[i].ID, i-1, items[i-1].ID)
			return false
		}
	}
	onPage := map[string]bool{}
	for i, it := range items {
		if req.Index > 0 && i == 0 {
			continue // the overlap item, already counted
		}
		if s.seen[it.ID] || onPage[it.ID] {
			s.fail(ReasonDuplicateID, "%s: item %d (%s) already listed", where, i, it.ID)
			return false
		}
		onPage[it.ID] = true
	}
	return true
}

// takeItems records a checked page's items and decides whether its list
// is complete.
func (s *Scanner) takeItems(l *listState, req PageRequest, p Page) {
	for i, it := range p.Items {
		if req.Index > 0 && i == 0 {
			continue
		}
		s.seen[it.ID] = true
		l.itemsRead++
		if !it.Created.Before(s.since) {
			l.candidates++
			s.cands = append(s.cands, &candidate{id: it.ID})
		}
	}
	l.total = p.Total
	if n := len(p.Items); n > 0 {
		l.last = p.Items[n-1]
	}
	switch {
	case len(p.Items) > 0 && l.last.Updated.Before(s.since):
		l.end = EndWindow
	case req.Offset+len(p.Items) == p.Total:
		l.end = EndTotal
	case l.pagesRead >= s.req.PageCap:
		s.fail(ReasonPageCapReached, "%s: %d pages read, more needed", l.list, l.pagesRead)
	default:
		l.offset = req.Offset + len(p.Items) - 1
	}
}

// acceptConversation reads one candidate in full.
func (s *Scanner) acceptConversation(c *candidate, resp Response) {
	c.read = true
	s.candidatesRead++
	where := "conversation " + c.id
	if resp.Status != 200 {
		s.fail(ReasonCandidateUnreadable, "%s: HTTP status %d", where, resp.Status)
		return
	}
	conv, err := DecodeConversation(resp.Body)
	if err != nil {
		s.failDecode(where, err, ReasonCandidateUnreadable)
		return
	}
	if conv.ID != c.id {
		s.fail(ReasonCandidateUnreadable, "%s: body is conversation %s", where, conv.ID)
		return
	}
	if conv.Contains(s.req.Marker) {
		s.found = append(s.found, c.id)
		s.conclude(Found, "", where+": marker in a user message")
		return
	}
	if len(conv.UserTexts) == 0 {
		s.fail(ReasonCandidateWithoutUserMessage, "%s: no readable user message", where)
	}
}

// Result returns the proof's state. Before Next returns StepDone it is
// unproven: a list not read to its end, or a candidate not read.
func (s *Scanner) Result() Result {
	r := Result{
		FoundIDs:       append([]string{}, s.found...),
		PagesRead:      s.pagesRead,
		CandidatesRead: s.candidatesRead,
		Since:          s.since,
	}
	for _, l := range s.lists {
		r.Lists = append(r.Lists, ListSummary{
			List: l.list, PagesRead: l.pagesRead, ItemsRead: l.itemsRead,
			Candidates: l.candidates, End: l.end,
		})
	}
	if s.concluded {
		r.Verdict, r.Reason, r.Detail = s.verdict, s.reason, s.detail
		return r
	}
	for _, l := range s.lists {
		if l.end == EndOpen {
			r.Verdict, r.Reason = Unproven, ReasonListNotScanned
			r.Detail = fmt.Sprintf("%s: not read to its end (%d pages read)", l.list, l.pagesRead)
			return r
		}
	}
	for _, c := range s.cands {
		if !c.read {
			r.Verdict, r.Reason = Unproven, ReasonCandidateUnreadable
			r.Detail = "conversation " + c.id + ": not read"
			return r
		}
	}
	r.Verdict = Absent
	r.Detail = fmt.Sprintf("%d pages and %d candidates read; no user message holds the marker", s.pagesRead, s.candidatesRead)
	return r
}
