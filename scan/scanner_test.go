package scan

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestRunCases drives the scanner through recorded cases built from the
// clean absent case with one change each.
func TestRunCases(t *testing.T) {
	active, archived := cleanFull()
	tests := []struct {
		name   string
		reason string // why the expectation is right
		edit   func(c *Case)
		want   Verdict
		code   Reason
		found  []string
	}{
		{
			name: "clean", reason: "every list read past the window or to its end, no candidate holds the marker",
			edit: func(c *Case) {}, want: Absent,
		},
		{
			name: "marker in active candidate", reason: "the marker in a candidate's user message is the delivery",
			edit: func(c *Case) { setUserText(c, active[4].id, "Please summarise. "+testMark) },
			want: Found, found: []string{active[4].id},
		},
		{
			name: "marker in archived candidate", reason: "archived conversations count as much as active ones",
			edit: func(c *Case) { setUserText(c, archived[1].id, testMark) },
			want: Found, found: []string{archived[1].id},
		},
		{
			name: "marker found despite a later broken page", reason: "found needs no complete listing; candidates are read before further pages",
			edit: func(c *Case) {
				setUserText(c, active[0].id, testMark)
				c.Pages[activeL][1].Status = 500
			},
			want: Found, found: []string{active[0].id},
		},
		{
			name: "rate limited", reason: "a 429 is a temporary failure, not the end of the history",
			edit: func(c *Case) { c.Pages[activeL][1].Status = 429 }, want: Unproven, code: ReasonHTTPStatus,
		},
		{
			name: "page cap", reason: "active needs three pages; a cap of two stops it inside the window",
			edit: func(c *Case) { c.Request.PageCap = 2 }, want: Unproven, code: ReasonPageCapReached,
		},
		{
			name: "unzoned time", reason: "an unzoned time cannot be placed against the window",
			edit: func(c *Case) {
				editItems(c, activeL, 0, func(it []any) []any {
					itemAt(it, 2)["update_time"] = unzone(itemAt(it, 2)["update_time"].(string))
					return it
				})
			},
			want: Unproven, code: ReasonInvalidTime,
		},
		{
			name: "plus-zero offset accepted", reason: "+00:00 is a zone; the clean case already mixes both forms, this makes a whole page +00:00",
			edit: func(c *Case) {
				editItems(c, archivedL, 0, func(it []any) []any {
					for _, x := range it {
						for _, k := range []string{"create_time", "update_time"} {
							s := itemAt([]any{x}, 0)[k].(string)
							if strings.HasSuffix(s, "Z") {
								itemAt([]any{x}, 0)[k] = strings.TrimSuffix(s, "Z") + "+00:00"
							}
						}
					}
					return it
				})
			},
			want: Absent,
		},
		{
			name: "items swapped", reason: "the listing must be newest update first",
			edit: func(c *Case) {
				editItems(c, activeL, 1, func(it []any) []any { it[1], it[2] = it[2], it[1]; return it })
			},
			want: Unproven, code: ReasonOutOfOrder,
		},
		{
			name: "inserted mid-scan", reason: "a new conversation at the top pushes every item down one; page 1 no longer starts with page 0's last item",
			edit: func(c *Case) {
				fresh := tItem{id: uuidN('c', 1), created: attemptT.Add(4 * time.Minute), updated: attemptT.Add(4 * time.Minute)}
				shifted := append([]tItem{fresh}, active...)
				c.Pages[activeL][1].Body = rebody(shifted, activeL, 4)
				c.Pages[activeL][2].Body = rebody(shifted, activeL, 8)
			},
			want: Unproven, code: ReasonListingShifted,
		},
		{
			name: "moved to top mid-scan", reason: "a conversation updated between reads moves up without changing total; the overlap item no longer matches",
			edit: func(c *Case) {
				moved := append([]tItem(nil), active...)
				m := moved[6]
				m.updated = attemptT.Add(5 * time.Minute)
				moved = append([]tItem{m}, append(moved[:6:6], moved[7:]...)...)
				c.Pages[activeL][1].Body = rebody(moved, activeL, 4)
				c.Pages[activeL][2].Body = rebody(moved, activeL, 8)
			},
			want: Unproven, code: ReasonListingShifted,
		},
		{
			name: "archived mid-scan", reason: "a conversation listed in both active and archived lists means the account changed during the scan",
			edit: func(c *Case) {
				editItems(c, archivedL, 0, func(it []any) []any { itemAt(it, 3)["id"] = active[2].id; return it })
			},
			want: Unproven, code: ReasonDuplicateID,
		},
		{
			name: "missing conversations", reason: "the server says the listing has holes",
			edit: func(c *Case) {
				editPage(c, archivedL, 1, func(m map[string]any) { m["has_missing_conversations"] = true })
			},
			want: Unproven, code: ReasonMissingConversations,
		},
		{
			name: "empty page", reason: "total 40 says more follow offset 4",
			edit: func(c *Case) { editItems(c, activeL, 1, func([]any) []any { return []any{} }) },
			want: Unproven, code: ReasonEmptyPage,
		},
		{
			name: "short page", reason: "four items where limit 5 and total 40 mean five",
			edit: func(c *Case) { editItems(c, activeL, 2, func(it []any) []any { return it[:4] }) },
			want: Unproven, code: ReasonItemCountMismatch,
		},
		{
			name: "offset ignored", reason: "the server answered offset 0 to a request for offset 4",
			edit: func(c *Case) { c.Pages[activeL][1].Body = c.Pages[activeL][0].Body },
			want: Unproven, code: ReasonPageMismatch,
		},
		{
			name: "html error page", reason: "a body that is not the listing envelope proves nothing",
			edit: func(c *Case) { c.Pages[archivedL][0].Body = []byte("<html><body>Just a moment...</body></html>") },
			want: Unproven, code: ReasonMalformedPage,
		},
		{
			name: "updated before created", reason: "the window rule relies on update time never preceding create time",
			edit: func(c *Case) {
				editItems(c, activeL, 0, func(it []any) []any {
					itemAt(it, 1)["create_time"] = stamp(active[1].updated.Add(time.Second))
					return it
				})
			},
			want: Unproven, code: ReasonUpdateBeforeCreate,
		},
		{
			name: "archived item in active list", reason: "the active list returned an archived conversation",
			edit: func(c *Case) {
				editItems(c, activeL, 0, func(it []any) []any { itemAt(it, 3)["is_archived"] = true; return it })
			},
			want: Unproven, code: ReasonListMismatch,
		},
		{
			name: "candidate 404", reason: "a candidate that cannot be read may hold the marker",
			edit: func(c *Case) {
				r := c.Conversations[active[2].id]
				r.Status, r.Body = 404, []byte(`{"detail":"Not found"}`)
				c.Conversations[active[2].id] = r
			},
			want: Unproven, code: ReasonCandidateUnreadable,
		},
		{
			name: "candidate body of another conversation", reason: "the detail must be the candidate's own",
			edit: func(c *Case) {
				r := c.Conversations[active[2].id]
				r.Body = c.Conversations[active[0].id].Body
				c.Conversations[active[2].id] = r
			},
			want: Unproven, code: ReasonCandidateUnreadable,
		},
		{
			name: "candidate detail not recorded", reason: "a candidate never read may hold the marker",
			edit: func(c *Case) { delete(c.Conversations, archived[1].id) },
			want: Unproven, code: ReasonCandidateUnreadable,
		},
		{
			name: "candidate without user message", reason: "a conversation whose user message cannot be read proves nothing",
			edit: func(c *Case) {
				r := c.Conversations[active[6].id]
				r.Body = conversationBody(active[6].id, active[6].created, "")
				c.Conversations[active[6].id] = r
			},
			want: Unproven, code: ReasonCandidateWithoutUserMessage,
		},
		{
			name: "archived not recorded", reason: "both lists are required",
			edit: func(c *Case) { delete(c.Pages, archivedL) },
			want: Unproven, code: ReasonListNotScanned,
		},
		{
			name: "page not recorded", reason: "active page 2 was never recorded",
			edit: func(c *Case) { c.Pages[activeL] = c.Pages[activeL][:2] },
			want: Unproven, code: ReasonPageNotRecorded,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cloneCase(cleanCase())
			tt.edit(&c)
			rep, err := Run(c)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Result != tt.want || rep.Reason != tt.code {
				t.Fatalf("got %s %q (%s); want %s %q because %s", rep.Result, rep.Reason, rep.Detail, tt.want, tt.code, tt.reason)
			}
			if tt.found == nil {
				tt.found = []string{}
			}
			if !slices.Equal(rep.FoundIDs, tt.found) {
				t.Errorf("found_ids = %v, want %v", rep.FoundIDs, tt.found)
			}
		})
	}
}

// rebody renders the page at offset of a full listing.
func rebody(full []tItem, l List, offset int) []byte {
	end := min(offset+pageSizeT, len(full))
	var items []map[string]any
	for i := offset; i < end; i++ {
		items = append(items, itemJSON(full[i], l.Archived, i))
	}
	return pageBody(items, len(full), pageSizeT, offset)
}

func TestWindowBoundary(t *testing.T) {
	tests := []struct {
		name      string
		reason    string
		created   time.Time
		candidate bool
	}{
		{"at window start", "create time equal to attempt minus window is inside", sinceT, true},
		{"one microsecond before", "created before the window cannot be the attempt's conversation", sinceT.Add(-time.Microsecond), false},
		{"at attempt", "created at the attempt is inside", attemptT, true},
		{"after attempt", "created after the attempt is inside (clock skew)", attemptT.Add(time.Minute), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := []tItem{
				{id: uuidN('e', 1), created: tt.created, updated: attemptT.Add(2 * time.Minute)},
				{id: uuidN('e', 2), created: sinceT.Add(-time.Hour), updated: sinceT.Add(-time.Minute)},
			}
			c := buildCase(list, nil)
			c.Conversations = map[string]Recorded{}
			rep, err := Run(c)
			if err != nil {
				t.Fatal(err)
			}
			got := rep.Reason == ReasonCandidateUnreadable
			if got != tt.candidate || (!tt.candidate && rep.Result != Absent) {
				t.Fatalf("%s: result %s %s; candidate want %v because %s", tt.name, rep.Result, rep.Reason, tt.candidate, tt.reason)
			}
		})
	}
}

func TestWorkStream(t *testing.T) {
	active, archived := cleanFull()
	work := []tItem{{id: uuidN('w', 1), created: attemptT.Add(-time.Minute), updated: attemptT, userText: "Work task " + testMark}}
	c := buildCase(active, archived)
	c.Request.Streams = []Stream{StreamChat, StreamWork}
	wl, wa := List{Stream: StreamWork}, List{Stream: StreamWork, Archived: true}
	c.Pages[wl] = serve(wl, work, pageSizeT)
	c.Pages[wa] = serve(wa, nil, pageSizeT)
	c.Conversations[work[0].id] = Recorded{Status: 200, Body: conversationBody(work[0].id, work[0].created, work[0].userText)}
	rep, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Result != Found || !slices.Equal(rep.FoundIDs, []string{work[0].id}) {
		t.Fatalf("got %s %s %v, want found in the Work stream", rep.Result, rep.Reason, rep.FoundIDs)
	}
	// Without the Work stream's pages, the chat stream alone proves nothing.
	delete(c.Pages, wa)
	delete(c.Pages, wl)
	rep, _ = Run(c)
	if rep.Result != Unproven || rep.Reason != ReasonListNotScanned {
		t.Fatalf("got %s %s, want unproven list_not_scanned", rep.Result, rep.Reason)
	}
}

func TestScannerStepping(t *testing.T) {
	s, err := New(Request{Attempt: attemptT, Marker: testMark, Streams: []Stream{StreamChat, StreamWork}})
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pending()
	if len(p) != 4 {
		t.Fatalf("pending %d steps, want one page per list (4)", len(p))
	}
	wantPaths := []string{
		"/backend-api/conversations?exclude_conversation_origin=tpp&is_archived=false&limit=20&offset=0&order=updated",
		"/backend-api/conversations?exclude_conversation_origin=tpp&is_archived=true&limit=20&offset=0&order=updated",
		"/backend-api/conversations?conversation_origin=tpp&is_archived=false&limit=20&offset=0&order=updated",
		"/backend-api/conversations?conversation_origin=tpp&is_archived=true&limit=20&offset=0&order=updated",
	}
	for i, st := range p {
		if st.Path() != wantPaths[i] {
			t.Errorf("step %d path %s, want %s", i, st.Path(), wantPaths[i])
		}
	}
	// Before anything is read the proof is unproven.
	if r := s.Result(); r.Verdict != Unproven || r.Reason != ReasonListNotScanned {
		t.Errorf("fresh result %s %s", r.Verdict, r.Reason)
	}
	// A step that was never asked for is refused.
	bogus := p[0]
	bogus.Page.Offset = 7
	if err := s.Accept(bogus, Response{Status: 200}); !errors.Is(err, ErrNotPending) {
		t.Errorf("Accept of an unasked page: %v", err)
	}
	if err := s.Abandon(p[0], "made_up"); err == nil {
		t.Error("Abandon with an unknown reason succeeded")
	}
	// Empty lists, answered out of order, complete the proof as absent.
	for i := len(p) - 1; i >= 0; i-- {
		if err := s.Accept(p[i], Response{Status: 200, Body: pageBody(nil, 0, 20, 0)}); err != nil {
			t.Fatal(err)
		}
	}
	if st := s.Next(); st.Kind != StepDone || st.Path() != "" {
		t.Fatalf("next = %+v, want done", st)
	}
	if r := s.Result(); r.Verdict != Absent || r.PagesRead != 4 {
		t.Errorf("result %s after %d pages", r.Verdict, r.PagesRead)
	}
	// Once concluded nothing is pending.
	if err := s.Accept(p[0], Response{Status: 200}); !errors.Is(err, ErrNotPending) {
		t.Errorf("Accept after the end: %v", err)
	}
}

func TestScannerCandidateStep(t *testing.T) {
	s, _ := New(Request{Attempt: attemptT, Marker: testMark, PageSize: 2})
	it := tItem{id: uuidN('d', 1), created: attemptT, updated: attemptT}
	st := s.Next()
	_ = s.Accept(st, Response{Status: 200, Body: pageBody([]map[string]any{itemJSON(it, false, 0)}, 1, 2, 0)})
	st = s.Next()
	if st.Kind != StepConversation || st.ConversationID != it.id || st.Path() != "/backend-api/conversation/"+it.id {
		t.Fatalf("next = %+v, want the candidate", st)
	}
	if r := s.Result(); r.Reason != ReasonListNotScanned {
		t.Errorf("mid-way reason %s", r.Reason)
	}
	if err := s.Abandon(st, ""); err != nil {
		t.Fatal(err)
	}
	if r := s.Result(); r.Verdict != Unproven || r.Reason != ReasonCandidateUnreadable {
		t.Errorf("abandoned candidate: %s %s", r.Verdict, r.Reason)
	}
}

func TestNewRejectsInvalidRequests(t *testing.T) {
	ok := Request{Attempt: attemptT, Marker: "m"}
	tests := []struct {
		name, reason string
		edit         func(r *Request)
	}{
		{"no attempt", "the window cannot be placed", func(r *Request) { r.Attempt = time.Time{} }},
		{"no marker", "nothing to look for", func(r *Request) { r.Marker = "" }},
		{"huge marker", "bounded input", func(r *Request) { r.Marker = strings.Repeat("x", MaxMarkerBytes+1) }},
		{"bad utf8 marker", "cannot match text", func(r *Request) { r.Marker = "\xff" }},
		{"negative window", "no such window", func(r *Request) { r.Window = -time.Second }},
		{"page size 1", "one item cannot overlap and progress", func(r *Request) { r.PageSize = 1 }},
		{"page size 101", "beyond the largest page", func(r *Request) { r.PageSize = 101 }},
		{"page cap negative", "no such cap", func(r *Request) { r.PageCap = -1 }},
		{"unknown stream", "only chat and work exist", func(r *Request) { r.Streams = []Stream{"project"} }},
		{"stream twice", "a list read twice would duplicate every id", func(r *Request) { r.Streams = []Stream{StreamChat, StreamChat} }},
	}
	if _, err := New(ok); err != nil {
		t.Fatalf("valid request: %v", err)
	}
	for _, tt := range tests {
		r := ok
		tt.edit(&r)
		if _, err := New(r); !errors.Is(err, ErrInvalidRequest) {
			t.Errorf("%s: err = %v, want ErrInvalidRequest (%s)", tt.name, err, tt.reason)
		}
	}
}
