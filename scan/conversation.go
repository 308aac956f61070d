package scan

import (
	"fmt"
	"github.com/chatproof/chatproof/internal/bound"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Bounds of the conversation decoder.
const (
	// MaxConversationBytes is the largest conversation body decoded.
	MaxConversationBytes = 32 << 20
	// MaxMappingNodes is the most message nodes a conversation may carry.
	MaxMappingNodes = 50_000
)

// Conversation is the part of GET /backend-api/conversation/{id} the proof
// reads.
type Conversation struct {
	// ID is the body's conversation_id.
	ID string
	// Created is create_time (float epoch seconds in the body).
	Created time.Time
	// UserTexts holds the text of each readable user message, in node-id
	// order: a message whose author role is "user" and whose content type is
	// "text" or "multimodal_text", its string parts joined without separator,
	// when that text is not blank.
	UserTexts []string
}

// Contains reports whether marker occurs, byte for byte, in a user message.
func (c Conversation) Contains(marker string) bool {
	for _, t := range c.UserTexts {
		if strings.Contains(t, marker) {
			return true
		}
	}
	return false
}

func unreadable(format string, args ...any) *DecodeError {
	return &DecodeError{Reason: ReasonCandidateUnreadable, Detail: fmt.Sprintf(format, args...)}
}

// DecodeConversation decodes a conversation detail body. It requires
// conversation_id, a numeric create_time and a mapping object of nodes
// whose message is null or an object. Messages of other authors, and user
// messages of other content types (context the client injects), are not
// inspected further; a user text message whose parts are not an array is
// an error, since it could hide the marker. The error is a *DecodeError.
func DecodeConversation(body []byte) (Conversation, error) {
	var c Conversation
	if len(body) > MaxConversationBytes {
		return c, unreadable("body of %d bytes exceeds %d", len(body), MaxConversationBytes)
	}
	if !utf8.Valid(body) {
		return c, unreadable("body is not UTF-8")
	}
	m, err := object(body)
	if err != nil {
		return c, unreadable("body: %v", err)
	}
	raw, ok := m["conversation_id"]
	if !ok {
		return c, unreadable("no conversation_id")
	}
	if c.ID, err = jsonString(raw); err != nil || !ValidID(c.ID) {
		return c, unreadable("conversation_id is not a conversation id")
	}
	raw, ok = m["create_time"]
	if !ok {
		return c, &DecodeError{ReasonInvalidTime, "create_time missing"}
	}
	f, err := jsonFloat(raw)
	if err != nil {
		return c, &DecodeError{ReasonInvalidTime, "create_time is not epoch seconds"}
	}
	if c.Created, err = EpochTime(f); err != nil {
		return c, &DecodeError{ReasonInvalidTime, fmt.Sprintf("create_time %v: %v", f, err)}
	}
	raw, ok = m["mapping"]
	if !ok {
		return c, unreadable("no mapping")
	}
	nodes, err := object(raw)
	if err != nil {
		return c, unreadable("mapping: %v", err)
	}
	if len(nodes) > MaxMappingNodes {
		return c, unreadable("%d nodes exceed %d", len(nodes), MaxMappingNodes)
	}
	keys := make([]string, 0, len(nodes))
	for k := range nodes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		text, ok, err := userText(nodes[k])
		if err != nil {
			return c, unreadable("node %q: %v", bound.RunesMarked(k, 40), err)
		}
		if ok {
			c.UserTexts = append(c.UserTexts, text)
		}
	}
	return c, nil
}

// userText returns the text of a node's user message, and whether the node
// holds a readable one.
func userText(node []byte) (string, bool, error) {
	n, err := object(node)
	if err != nil {
		return "", false, err
	}
	raw, ok := n["message"]
	if !ok || isNull(raw) {
		return "", false, nil
	}
	msg, err := object(raw)
	if err != nil {
		return "", false, fmt.Errorf("message: %v", err)
	}
	author, err := object(msg["author"])
	if err != nil {
		return "", false, fmt.Errorf("author: %v", err)
	}
	role, err := jsonString(author["role"])
	if err != nil {
		return "", false, fmt.Errorf("author role: %v", err)
	}
	if role != "user" {
		return "", false, nil
	}
	content, err := object(msg["content"])
	if err != nil {
		return "", false, fmt.Errorf("user content: %v", err)
	}
	ctype, err := jsonString(content["content_type"])
	if err != nil {
		return "", false, fmt.Errorf("user content_type: %v", err)
	}
	if ctype != "text" && ctype != "multimodal_text" {
		return "", false, nil
	}
	parts, err := array(content["parts"])
	if err != nil {
		return "", false, fmt.Errorf("user parts: %v", err)
	}
	var b strings.Builder
	for _, p := range parts {
		if s, err := jsonString(p); err == nil {
			b.WriteString(s)
		}
	}
	text := b.String()
	if strings.TrimSpace(text) == "" {
		return "", false, nil
	}
	return text, true, nil
}
