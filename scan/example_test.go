package scan_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/scan"
)

// The caller drives the proof: it fetches what Next asks for, with the
// page's own session, and hands back the status and body.
func ExampleScanner() {
	attempt := time.Date(2026, 9, 23, 4, 31, 7, 0, time.UTC)
	s, err := scan.New(scan.Request{Attempt: attempt, Marker: "[run:dde6f3b3]", PageSize: 2})
	if err != nil {
		panic(err)
	}
	// A stand-in for the browser: the account has one conversation created
	// a minute before the attempt, and nothing archived.
	fetch := func(st scan.Step) scan.Response {
		switch {
		case st.Kind == scan.StepConversation:
			return scan.Response{Status: 200, Body: []byte(`{"conversation_id":"c1","create_time":1790137807.0,"mapping":{
				"u":{"message":{"author":{"role":"user"},"content":{"content_type":"text","parts":["Weekly summary, please."]}}}}}`)}
		case st.Page.List.Archived:
			return scan.Response{Status: 200, Body: []byte(`{"items":[],"total":0,"limit":2,"offset":0,"has_missing_conversations":false}`)}
		default:
			return scan.Response{Status: 200, Body: []byte(`{"items":[{"id":"c1","create_time":"2026-09-23T04:30:07.000000Z",
				"update_time":"2026-09-23T04:30:37.000000Z"}],"total":1,"limit":2,"offset":0,"has_missing_conversations":false}`)}
		}
	}
	for st := s.Next(); st.Kind != scan.StepDone; st = s.Next() {
		fmt.Println("GET", st.Path())
		if err := s.Accept(st, fetch(st)); err != nil {
			panic(err)
		}
	}
	r := s.Result()
	fmt.Println(r.Verdict, r.PagesRead, r.CandidatesRead)
	// Output:
	// GET /backend-api/conversations?exclude_conversation_origin=tpp&is_archived=false&limit=2&offset=0&order=updated
	// GET /backend-api/conversation/c1
	// GET /backend-api/conversations?exclude_conversation_origin=tpp&is_archived=true&limit=2&offset=0&order=updated
	// absent 2 1
}

// A failing check refuses the proof before any page is read.
func ExampleCheckEligibility() {
	no, empty, zero, rev := false, "", 0, int64(3)
	head := scan.Head{URL: "https://chatgpt.com/", Fingerprint: "sha256:9b1f"}
	x := scan.Exchange{
		StopReason:    scan.StopInterruptedBeforeSendConfirmation,
		StopPhase:     "browser_owned",
		ConfirmedSend: &no,
		Start:         "project",
		Binding: scan.Binding{Mode: "create_once", State: "unbound", CanonicalURL: &empty,
			MessageCount: &zero, Head: &head, PriorHead: &head, Revision: &rev, PriorRevision: &rev},
	}
	fmt.Println(scan.CheckEligibility(x).Reason)
	x.Start = "new_chat"
	fmt.Println(scan.CheckEligibility(x).OK)
	// Output:
	// create_once_absence_unsupported
	// true
}

func ExampleCheckGeneration() {
	fmt.Println(scan.CheckGeneration(scan.Generation{RecordEpoch: 4, CurrentEpoch: 4}).Reason)
	fmt.Println(scan.CheckGeneration(scan.Generation{RecordEpoch: 3, CurrentEpoch: 4}).OK)
	// Output:
	// reconcile_requires_new_broker_generation
	// true
}

func ExampleDecodePage() {
	_, err := scan.DecodePage([]byte(`{"items":[{"id":"c1","create_time":"2026-09-23T04:30:07.000000",
		"update_time":"2026-09-23T04:30:37.000000Z"}],"total":1,"limit":20,"offset":0,"has_missing_conversations":false}`))
	fmt.Println(err)
	// Output:
	// invalid_time: item 0: create_time "2026-09-23T04:30:07.000000": time has no zone offset
}

// A recorded case replays through the same stepper.
func ExampleRun() {
	c, err := scan.DecodeCase(map[string][]byte{
		"request.json": []byte(`{"attempt":"2026-09-23T04:31:07Z","marker":"[run:dde6f3b3]","page_size":2}`),
		"active/000.json": []byte(`{"status":429,"url":"https://chatgpt.com/backend-api/conversations?offset=0&limit=2&order=updated&is_archived=false&exclude_conversation_origin=tpp",
			"body":{"detail":"Too many requests"}}`),
	})
	if err != nil {
		panic(err)
	}
	rep, _ := scan.Run(c)
	fmt.Println(rep.Result, rep.Reason)
	fmt.Println(rep.Detail)
	// Output:
	// unproven http_status
	// active page 0 (offset 0): HTTP status 429
}
