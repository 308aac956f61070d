package scan

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/txtarfile"
)

// FuzzDecodePage: any body gives a page or a *DecodeError, never a panic,
// and an accepted page satisfies the decoder's documented guarantees.
func FuzzDecodePage(f *testing.F) {
	f.Add([]byte(envelope(goodItem)))
	f.Add([]byte(envelope("")))
	f.Add([]byte(`{"items":[{"id":"a","create_time":"2026-01-28T14:45:20Z","update_time":"2026-01-28T14:45:20+00:00","is_archived":null}],"total":1,"limit":2,"offset":0,"has_missing_conversations":true}`))
	f.Add([]byte(`{"items":[],"items":[],"total":0}`))
	f.Add([]byte("<html>"))
	f.Add([]byte{0xff, '{'})
	f.Add(cleanCase().Pages[activeL][1].Body)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePage(body)
		if err != nil {
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("error %T is not a *DecodeError", err)
			}
			if de.Reason != ReasonMalformedPage && de.Reason != ReasonInvalidTime {
				t.Fatalf("reason %q", de.Reason)
			}
			return
		}
		if !utf8.Valid(body) || len(body) > MaxPageBytes || len(p.Items) > MaxPageItems {
			t.Fatal("accepted input beyond the decoder's bounds")
		}
		for _, it := range p.Items {
			if !ValidID(it.ID) || it.Created.IsZero() || it.Updated.IsZero() {
				t.Fatalf("accepted item %+v", it)
			}
		}
		if p.Total < 0 || p.Limit < 0 || p.Offset < 0 {
			t.Fatalf("negative count in %+v", p)
		}
	})
}

// FuzzDecodeConversation: any body gives a conversation or a
// *DecodeError, never a panic.
func FuzzDecodeConversation(f *testing.F) {
	f.Add(conversationBody(convID, attemptT, "hello"))
	f.Add([]byte(conv(msgNode("u", "user", "multimodal_text", `["a",{"x":1}]`))))
	f.Add([]byte(`{"conversation_id":"a","create_time":1e300,"mapping":{}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		c, err := DecodeConversation(body)
		if err != nil {
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("error %T is not a *DecodeError", err)
			}
			return
		}
		if !ValidID(c.ID) || c.Created.IsZero() {
			t.Fatalf("accepted %+v", c)
		}
		for _, s := range c.UserTexts {
			if s == "" {
				t.Fatal("empty user text kept")
			}
		}
	})
}

// FuzzRunArchive: any archive decodes to a case or an error, and a case
// replays to a report without a panic; a found report names its ids.
func FuzzRunArchive(f *testing.F) {
	files := caseFiles(cleanCase())
	a := &txtarfile.Archive{}
	for _, n := range []string{"request.json", "active/000.json", "active/001.json", "archived/000.json"} {
		a.Files = append(a.Files, txtarfile.File{Name: n, Data: files[n]})
	}
	f.Add(txtarfile.Format(a))
	f.Add([]byte("-- request.json --\n{\"attempt\":\"2026-09-23T04:31:07Z\",\"marker\":\"m\",\"page_size\":2}\n-- active/000.json --\n{\"status\":200,\"url\":\"/backend-api/conversations?offset=0&is_archived=false&exclude_conversation_origin=tpp\",\"body\":{\"items\":[],\"total\":0,\"limit\":2,\"offset\":0,\"has_missing_conversations\":false}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := decodeArchive(txtarfile.Parse(data))
		if err != nil {
			return
		}
		rep, err := Run(c)
		if err != nil {
			t.Fatalf("decoded case rejected by Run: %v", err)
		}
		switch rep.Result {
		case Found:
			if len(rep.FoundIDs) == 0 {
				t.Fatal("found without ids")
			}
		case Absent:
			if rep.Reason != "" || len(rep.FoundIDs) != 0 {
				t.Fatalf("absent with %q %v", rep.Reason, rep.FoundIDs)
			}
		case Unproven:
			if !knownReason(rep.Reason) {
				t.Fatalf("unproven with unknown reason %q", rep.Reason)
			}
		default:
			t.Fatalf("result %q", rep.Result)
		}
	})
}

// FuzzDecodeRequest: any request.json gives a valid request or an error.
func FuzzDecodeRequest(f *testing.F) {
	f.Add([]byte(`{"attempt":"2026-09-23T04:31:07.482913Z","window":"10m","marker":"m","streams":["chat","work"],"page_size":5,"page_cap":3}`))
	f.Add([]byte(`{"attempt":"2026-09-23T04:31:07Z","marker":"m","exchange":{"confirmed_send":false,"binding":{"head":{"url":"u","conversation_id":"","last_message_id":"","message_count":0,"fingerprint":"f"}}},"generation":{"record_epoch":1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, x, g, err := DecodeRequest(data)
		if err != nil {
			return
		}
		if _, err := New(r); err != nil {
			t.Fatalf("decoded request rejected by New: %v", err)
		}
		if x != nil {
			_ = CheckEligibility(*x)
		}
		if g != nil {
			_ = CheckGeneration(*g)
		}
	})
}
