package recovery

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
	"time"
)

// FuzzDecodeServer: no snapshot bytes panic the decoder; an accepted
// snapshot has its current node, a walk that stopped, and bounded text.
func FuzzDecodeServer(f *testing.F) {
	if data, err := os.ReadFile("testdata/conversation.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"current_node":"x","mapping":{"x":{"message":{"id":"x","author":{"role":"assistant"},"content":{"parts":["hi",{"a":1}]},"create_time":1e300},"parent":"x"}}}`))
	f.Add([]byte(`{"current_node":"a","mapping":{"a":{"message":null,"parent":null}}}`))
	f.Add([]byte(`{"detail":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeServer(data)
		if err != nil {
			if s.OK {
				t.Fatal("error with an OK snapshot")
			}
			return
		}
		if !s.OK || s.CurrentNode == "" {
			t.Fatalf("accepted snapshot without current node: %+v", s)
		}
		for _, m := range []Message{s.Assistant, s.LatestUser, s.FirstUser} {
			if len(m.Text) > MaxMessageText {
				t.Fatalf("text not bounded: %d", len(m.Text))
			}
		}
		if s.FirstUser.Present() && !s.ReachedRoot {
			t.Fatal("first user message without reaching the root")
		}
	})
}

// FuzzDecodeState: no state.json bytes panic the decoder; an accepted state
// survives a round trip through its JSON form, and every check runs on it
// within the budgets.
func FuzzDecodeState(f *testing.F) {
	f.Add([]byte(caseState))
	f.Add([]byte(`{"now_ms":1764725900000,"check":"page_health","state":{"health":{"samples":[{"at_ms":1764725890000,"mutations_per_min":5000}],"level1_at_ms":1}}}`))
	f.Add([]byte(`{"now_ms":1,"rate_limit_events_ms":[1,2,3],"state":{"budget":{"retry_used":9}}}`))
	f.Add([]byte(`{"now_ms":1764725900000,"state":{"queue":{"entries":[{"id":"a","text":"x"}],"in_flight":["a"]}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := DecodeState(data)
		if err != nil {
			return
		}
		w := cs.Input.State
		raw, err := json.Marshal(struct {
			NowMS int64 `json:"now_ms"`
			State State `json:"state"`
		}{At(cs.Input.Now).MS(), w})
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeState(raw)
		if err != nil {
			t.Fatalf("re-decoding its own wire form: %v\n%s", err, raw)
		}
		if b, _ := json.Marshal(back.Input.State); string(b) != mustJSON(w) {
			t.Fatalf("round trip changed the state:\n%s\n%s", b, mustJSON(w))
		}
		in := cs.Input
		in.View.Known = true
		for _, c := range Checks {
			d, next, _ := Policy{}.Run(c, in)
			if !validAction(d.Action) || next.Budget.RetryUsed > MaxRetries || next.Budget.ReloadUsed > MaxReloads {
				t.Fatalf("%s: %+v %+v", c, d, next.Budget)
			}
			if d.Wait < 0 || d.Wait > 24*time.Hour {
				t.Fatalf("%s: wait %v", c, d.Wait)
			}
		}
	})
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// FuzzParsePacket: no text panics the parser; an accepted packet has a
// valid id, every required section non-empty, and fits the cap; a rejected
// one says why with a *PacketError.
func FuzzParsePacket(f *testing.F) {
	f.Add([]byte(goodPacket), 0)
	f.Add([]byte("<<<HERDR_HANDOFF_V1 id=a>>>\nObjective:\nx\n<<<END_HERDR_HANDOFF_V1>>>"), 100)
	f.Add([]byte(EndMarker+BeginMarker), 0)
	f.Fuzz(func(t *testing.T, text []byte, max int) {
		pk, err := ParsePacket(text, max)
		if err != nil {
			var pe *PacketError
			if !errors.As(err, &pe) || pe.Reason == "" {
				t.Fatalf("error is not a *PacketError: %v", err)
			}
			return
		}
		if !transferIDRE.MatchString(pk.TransferID) {
			t.Fatalf("bad id accepted: %q", pk.TransferID)
		}
		limit := max
		if limit <= 0 {
			limit = Defaults().MaxPacketChars
		}
		if pk.Chars > limit {
			t.Fatalf("packet of %d chars over cap %d", pk.Chars, limit)
		}
		for _, s := range RequiredSections {
			if pk.Sections[s] == "" {
				t.Fatalf("required section %s empty", s)
			}
		}
	})
}

// FuzzParsePageURL: any string gives a page without panic; a page with a
// kind always has a site, a conversation page a valid id, and a Project id
// is always one ProjectIDOf accepts.
func FuzzParsePageURL(f *testing.F) {
	for _, s := range []string{
		"https://chatgpt.com/", "https://chatgpt.com/c/abc", "https://chat.z.ai/c/b2",
		"https://chatgpt.com/g/g-p-67f0aa11bb22cc33dd44ee55ff66aa77-orders/project",
		"https://chatgpt.com/g/g-p-67f0aa11bb22cc33dd44ee55ff66aa77/c/x-1",
		"https://chat.deepseek.com/a/chat/s/d", "https://chatgpt.com:1/c/%zz", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pg := ParsePageURL(s)
		if pg.Kind != PageUnknown && pg.Site == SiteUnknown {
			t.Fatalf("%q: kind without site: %+v", s, pg)
		}
		if pg.Kind == PageConversation && !validID(pg.ConversationID) {
			t.Fatalf("%q: conversation id %q", s, pg.ConversationID)
		}
		if pg.ProjectID != "" && ProjectIDOf(pg.ProjectID) != pg.ProjectID {
			t.Fatalf("%q: project id %q", s, pg.ProjectID)
		}
		if pg.TabID != 0 {
			t.Fatalf("%q: a URL has no tab", s)
		}
	})
}
