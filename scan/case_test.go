package scan

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/txtarfile"
)

func TestDecodeCaseRoundTrip(t *testing.T) {
	files := caseFiles(cleanCase())
	files["want"] = []byte("result: absent\n")
	files["flags"] = []byte("")
	c, err := DecodeCase(files)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(c)
	if err != nil || rep.Result != Absent {
		t.Fatalf("decoded clean case: %v %s %s", err, rep.Result, rep.Detail)
	}
	if got := len(c.Pages[activeL]); got != 3 {
		t.Errorf("%d active pages decoded", got)
	}
}

func TestDecodeArchive(t *testing.T) {
	a := &txtarfile.Archive{Comment: []byte("a case\n")}
	files := caseFiles(cleanCase())
	for _, n := range []string{"request.json", "active/000.json", "active/001.json"} {
		a.Files = append(a.Files, txtarfile.File{Name: n, Data: files[n]})
	}
	if _, err := decodeArchive(a); err != nil {
		t.Fatal(err)
	}
	a.Files = append(a.Files, txtarfile.File{Name: "active/000.json", Data: files["active/000.json"]})
	if _, err := decodeArchive(a); err == nil {
		t.Error("a repeated section was accepted")
	}
}

func TestDecodeCaseErrors(t *testing.T) {
	page := func(url string) string {
		return `{"status":200,"url":"` + url + `","body":{"items":[],"total":0,"limit":5,"offset":0,"has_missing_conversations":false}}`
	}
	const active0 = "https://chatgpt.com/backend-api/conversations?offset=0&limit=5&order=updated&is_archived=false&exclude_conversation_origin=tpp"
	req := `{"attempt":"2026-09-23T04:31:07.482913Z","marker":"m","page_size":5}`
	tests := []struct {
		name, reason string
		files        map[string]string
		errPart      string // "" for success
	}{
		{"minimal", "a request alone is a case (its proof will be unproven)", map[string]string{"request.json": req}, ""},
		{"no request", "the request is required", map[string]string{"active/000.json": page(active0)}, "no request.json"},
		{"unknown section", "a typo must not be silently ignored", map[string]string{"request.json": req, "actve/000.json": page(active0)}, "unknown section"},
		{"two-digit page", "pages are NNN", map[string]string{"request.json": req, "active/00.json": page(active0)}, "unknown section"},
		{"bad conversation name", "ids are validated", map[string]string{"request.json": req, "conversation/a b.json": "{}"}, "not a conversation id"},
		{"unrequested stream", "Work pages without the work stream are a misconfigured case",
			map[string]string{"request.json": req, "work/active/000.json": page(strings.Replace(active0, "exclude_conversation_origin", "conversation_origin", 1))}, "not in the request's streams"},
		{"archived url in active", "the url must name the section's list",
			map[string]string{"request.json": req, "active/000.json": page(strings.Replace(active0, "is_archived=false", "is_archived=true", 1))}, "is_archived"},
		{"work url in chat", "the chat stream excludes Work",
			map[string]string{"request.json": req, "active/000.json": page(strings.Replace(active0, "exclude_conversation_origin", "conversation_origin", 1))}, "chat-stream"},
		{"no offset", "pages are matched by offset",
			map[string]string{"request.json": req, "active/000.json": page(strings.Replace(active0, "offset=0&", "", 1))}, "offset"},
		{"same offset twice", "two recordings of one page are ambiguous",
			map[string]string{"request.json": req, "active/000.json": page(active0), "active/001.json": page(active0)}, "already recorded"},
		{"not listing path", "the url must be the listing",
			map[string]string{"request.json": req, "active/000.json": page(strings.Replace(active0, "conversations", "conversation", 1))}, "listing"},
		{"missing body", "status, url and body are required",
			map[string]string{"request.json": req, "active/000.json": `{"status":200,"url":"` + active0 + `"}`}, "no body"},
		{"extra key", "unknown keys are typos",
			map[string]string{"request.json": req, "active/000.json": `{"status":200,"url":"` + active0 + `","body":{},"note":1}`}, "unknown key"},
		{"conversation url mismatch", "the detail url must name its id",
			map[string]string{"request.json": req, "conversation/abc.json": `{"status":200,"url":"https://chatgpt.com/backend-api/conversation/xyz","body":{}}`}, "not conversation abc"},
		{"body as string", "a non-JSON body is recorded as a string",
			map[string]string{"request.json": req, "active/000.json": `{"status":502,"url":"` + active0 + `","body":"<html>Bad gateway</html>"}`}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string][]byte{}
			for k, v := range tt.files {
				files[k] = []byte(v)
			}
			_, err := DecodeCase(files)
			if tt.errPart == "" {
				if err != nil {
					t.Fatalf("error %v; want success because %s", err, tt.reason)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.errPart) {
				t.Fatalf("error %v; want one mentioning %q because %s", err, tt.errPart, tt.reason)
			}
		})
	}
}

func TestDecodeRequest(t *testing.T) {
	full := `{"attempt":"2026-09-23T06:31:07.482913+02:00","window":"15m","marker":"m","streams":["chat","work"],"page_size":5,"page_cap":3,
	"exchange":{"stop_reason":"browser_operation_interrupted_before_send_confirmation","stop_phase":"browser_owned","confirmed_send":false,"start":"new_chat",
	  "binding":{"mode":"create_once","state":"unbound","canonical_url":null,"message_count":0,"revision":7,"prior_revision":7,
	    "head":{"url":"https://chatgpt.com/","conversation_id":"","last_message_id":"","message_count":0,"fingerprint":"f"},
	    "prior_head":{"url":"https://chatgpt.com/","conversation_id":"","last_message_id":"","message_count":0,"fingerprint":"f"}}},
	"generation":{"record_epoch":3,"current_epoch":4}}`
	r, x, g, err := DecodeRequest([]byte(full))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Attempt.Equal(attemptT) || r.Window != 15*time.Minute || len(r.Streams) != 2 || r.PageSize != 5 || r.PageCap != 3 {
		t.Errorf("request %+v", r)
	}
	if d := CheckEligibility(*x); !d.OK {
		t.Errorf("decoded exchange refused: %+v", d)
	}
	if d := CheckGeneration(*g); !d.OK {
		t.Errorf("decoded generation refused: %+v", d)
	}
	tests := []struct {
		name, reason, body string
	}{
		{"unzoned attempt", "the window cannot be placed", `{"attempt":"2026-09-23T04:31:07","marker":"m"}`},
		{"no attempt", "required", `{"marker":"m"}`},
		{"no marker", "required", `{"attempt":"2026-09-23T04:31:07Z"}`},
		{"bad window", "not a duration", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","window":"ten minutes"}`},
		{"zero window", "no window", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","window":"0s"}`},
		{"unknown key", "a typo", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","page_sise":5}`},
		{"duplicate key", "ambiguous", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","marker":"n"}`},
		{"page size zero", "explicit zero is meaningless", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","page_size":0}`},
		{"page size 1", "below the minimum", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","page_size":1}`},
		{"unknown stream", "only chat and work", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","streams":["projects"]}`},
		{"exchange unknown key", "a typo", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","exchange":{"stop_reasn":"x"}}`},
		{"partial head", "a head is five fields", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","exchange":{"binding":{"head":{"url":"u"}}}}`},
		{"confirmed_send string", "a boolean", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","exchange":{"confirmed_send":"no"}}`},
		{"unzoned written_at", "times are zoned", `{"attempt":"2026-09-23T04:31:07Z","marker":"m","generation":{"record_written_at":"2026-09-23T04:00:00"}}`},
		{"not object", "the request is an object", `[]`},
	}
	for _, tt := range tests {
		if _, _, _, err := DecodeRequest([]byte(tt.body)); err == nil {
			t.Errorf("%s: accepted; want an error because %s", tt.name, tt.reason)
		}
	}
}

func TestRunRefusals(t *testing.T) {
	c := cleanCase()
	x := eligibleExchange()
	x.Start = "project"
	c.Exchange = &x
	c.Generation = &Generation{RecordEpoch: 4, CurrentEpoch: 4}
	rep, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Result != Unproven || rep.Reason != ReasonCreateOnceAbsenceUnsupported || rep.PagesRead != 0 ||
		rep.Eligibility != CheckRefused || rep.Generation != CheckRefused {
		t.Fatalf("report %+v", rep)
	}
	x = eligibleExchange()
	c.Generation = &Generation{RecordEpoch: 3, CurrentEpoch: 4}
	rep, _ = Run(c)
	if rep.Result != Absent || rep.Eligibility != CheckPassed || rep.Generation != CheckPassed {
		t.Fatalf("eligible case: %+v", rep)
	}
}

// decodeArchive is DecodeCase over a txtar archive's sections, a repeated
// section being an error: what corpus.DecodeScanCase does, kept here so
// the package's own tests need not import corpus.
func decodeArchive(a *txtarfile.Archive) (Case, error) {
	files := map[string][]byte{}
	for _, f := range a.Files {
		if _, dup := files[f.Name]; dup {
			return Case{}, fmt.Errorf("section %q appears twice", f.Name)
		}
		files[f.Name] = f.Data
	}
	return DecodeCase(files)
}
