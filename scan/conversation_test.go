package scan

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

const convID = "6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6"

// conv renders a detail with the given mapping nodes (JSON object members).
func conv(nodes ...string) string {
	return `{"conversation_id":"` + convID + `","create_time":1764725793.107499,"title":"t","mapping":{` + strings.Join(nodes, ",") + `}}`
}

func msgNode(id, role, ctype, parts string) string {
	return `"` + id + `":{"id":"` + id + `","message":{"id":"` + id + `","author":{"role":"` + role + `"},"content":{"content_type":"` + ctype + `","parts":` + parts + `}},"parent":null,"children":[]}`
}

func TestDecodeConversation(t *testing.T) {
	root := `"root":{"id":"root","message":null,"parent":null,"children":[]}`
	tests := []struct {
		name, reason string
		body         string
		code         Reason // "" for success
		texts        []string
	}{
		{"user text", "a plain user message is readable", conv(root, msgNode("u", "user", "text", `["hello"]`)), "", []string{"hello"}},
		{"multimodal", "string parts of a multimodal message are its text",
			conv(msgNode("u", "user", "multimodal_text", `[{"content_type":"image_asset_pointer"},"see ","this"]`)), "", []string{"see this"}},
		{"custom instructions skipped", "context the client injects is not the prompt",
			conv(msgNode("c", "user", "user_editable_context", `["be brief"]`), msgNode("u", "user", "text", `["hi"]`)), "", []string{"hi"}},
		{"assistant only", "an assistant message is not a user message", conv(msgNode("a", "assistant", "text", `["hi"]`)), "", nil},
		{"blank user text", "whitespace is not a readable message", conv(msgNode("u", "user", "text", `["  "]`)), "", nil},
		{"tool content not inspected", "other authors' content shapes vary",
			`{"conversation_id":"` + convID + `","create_time":1764725793.1,"mapping":{"t":{"message":{"author":{"role":"tool"},"content":{"content_type":"code","text":"x"}}}}}`, "", nil},
		{"user parts not array", "a user text message that cannot be read could hide the marker",
			conv(msgNode("u", "user", "text", `"hello"`)), ReasonCandidateUnreadable, nil},
		{"message without author", "cannot tell whose message it is",
			`{"conversation_id":"` + convID + `","create_time":1764725793.1,"mapping":{"x":{"message":{"content":{}}}}}`, ReasonCandidateUnreadable, nil},
		{"node not object", "mapping nodes are objects", conv(`"x":7`), ReasonCandidateUnreadable, nil},
		{"no mapping", "nothing to read", `{"conversation_id":"` + convID + `","create_time":1764725793.1}`, ReasonCandidateUnreadable, nil},
		{"no conversation_id", "cannot tell whose detail it is", `{"create_time":1764725793.1,"mapping":{}}`, ReasonCandidateUnreadable, nil},
		{"bad conversation_id", "not an id", `{"conversation_id":"a/b","create_time":1764725793.1,"mapping":{}}`, ReasonCandidateUnreadable, nil},
		{"create_time string", "details carry epoch seconds",
			`{"conversation_id":"` + convID + `","create_time":"2026-01-28T14:45:20Z","mapping":{}}`, ReasonInvalidTime, nil},
		{"create_time missing", "no time", `{"conversation_id":"` + convID + `","mapping":{}}`, ReasonInvalidTime, nil},
		{"create_time zero", "epoch 0 is not a real creation", `{"conversation_id":"` + convID + `","create_time":0,"mapping":{}}`, ReasonInvalidTime, nil},
		{"duplicate key", "which mapping is meant is ambiguous",
			`{"conversation_id":"` + convID + `","create_time":1764725793.1,"mapping":{},"mapping":{}}`, ReasonCandidateUnreadable, nil},
		{"not json", "an error page", `<html></html>`, ReasonCandidateUnreadable, nil},
		{"invalid utf8", "bytes that are not text", "{\"conversation_id\":\"\xff\"}", ReasonCandidateUnreadable, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := DecodeConversation([]byte(tt.body))
			if tt.code != "" {
				var de *DecodeError
				if !errors.As(err, &de) || de.Reason != tt.code {
					t.Fatalf("got %v; want %s because %s", err, tt.code, tt.reason)
				}
				return
			}
			if err != nil {
				t.Fatalf("error %v; want success because %s", err, tt.reason)
			}
			if strings.Join(c.UserTexts, "|") != strings.Join(tt.texts, "|") || c.ID != convID {
				t.Fatalf("texts %q id %s; want %q because %s", c.UserTexts, c.ID, tt.texts, tt.reason)
			}
		})
	}
}

func TestConversationContains(t *testing.T) {
	body := conv(msgNode("u1", "user", "text", `["first"]`), msgNode("u2", "user", "multimodal_text", `["[mark","er:1]"]`))
	c, err := DecodeConversation([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		marker, reason string
		want           bool
	}{
		{"[marker:1]", "parts are joined without separator", true},
		{"first", "any user message counts", true},
		{"[MARKER:1]", "matching is byte for byte", false},
		{"absent", "not there", false},
	} {
		if got := c.Contains(tt.marker); got != tt.want {
			t.Errorf("Contains(%q) = %v, want %v (%s)", tt.marker, got, tt.want, tt.reason)
		}
	}
}

func TestDecodeConversationBuilderBody(t *testing.T) {
	b := conversationBody(convID, attemptT, "hello "+testMark)
	c, err := DecodeConversation(b)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Contains(testMark) || !c.Created.Equal(attemptT) {
		t.Errorf("conversation %+v", c)
	}
	var m map[string]any
	if json.Unmarshal(b, &m) != nil {
		t.Fatal("builder body is not JSON")
	}
}
