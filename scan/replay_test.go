package scan

import (
	"errors"
	"testing"
)

func TestRunCleanCaseIsAbsent(t *testing.T) {
	rep, err := Run(cleanCase())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Result != Absent || rep.Reason != "" {
		t.Fatalf("result %s %s (%s), want absent", rep.Result, rep.Reason, rep.Detail)
	}
	// Active: offsets 0, 4, 8 (window reached at item 9); archived: 0, 4 (end).
	if rep.PagesRead != 5 || rep.CandidatesRead != 6 {
		t.Errorf("pages %d candidates %d, want 5 and 6", rep.PagesRead, rep.CandidatesRead)
	}
	want := []ListReport{
		{List: "active", PagesRead: 3, ItemsRead: 13, Candidates: 5, End: EndWindow},
		{List: "archived", PagesRead: 2, ItemsRead: 9, Candidates: 1, End: EndTotal},
	}
	if len(rep.Lists) != len(want) {
		t.Fatalf("lists %+v", rep.Lists)
	}
	for i := range want {
		if rep.Lists[i] != want[i] {
			t.Errorf("list %d = %+v, want %+v", i, rep.Lists[i], want[i])
		}
	}
	if rep.FoundIDs == nil || len(rep.FoundIDs) != 0 {
		t.Errorf("found_ids = %#v, want empty non-nil", rep.FoundIDs)
	}
}

func TestRunInvalidRequest(t *testing.T) {
	c := cleanCase()
	c.Request.Marker = ""
	if _, err := Run(c); !errors.Is(err, ErrInvalidRequest) {
		t.Fatalf("err = %v, want ErrInvalidRequest", err)
	}
}
