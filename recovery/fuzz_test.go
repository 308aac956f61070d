package recovery

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
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
		for _, s := range requiredSections {
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
