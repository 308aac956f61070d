package scan

import (
	"fmt"
	"github.com/chatproof/chatproof/internal/bound"
	"time"
	"unicode/utf8"
)

// Bounds of the page decoder.
const (
	// MaxPageBytes is the largest listing body decoded.
	MaxPageBytes = 4 << 20
	// MaxPageItems is the most items one listing body may carry.
	MaxPageItems = 1000
	// MaxIDBytes is the longest conversation id accepted.
	MaxIDBytes = 128
)

// Page is one decoded response of GET /backend-api/conversations: the
// envelope {items, total, limit, offset, has_missing_conversations}.
type Page struct {
	// Items are the listed conversations in the order received, newest
	// update first in a sound listing; at most MaxPageItems, empty (not
	// nil) when the page lists none.
	Items []Item
	// Total is the envelope's total: how many conversations the whole
	// list holds, not just this page.
	Total int
	// Limit is the envelope's limit, the page size; the proof requires it
	// to echo the requested limit.
	Limit int
	// Offset is the envelope's offset, the list position of Items[0]; the
	// proof requires it to echo the requested offset.
	Offset int
	// HasMissingConversations is the envelope's has_missing_conversations:
	// true when the server says the listing omits conversations.
	HasMissingConversations bool
}

// Item is the part of a listed conversation the proof reads.
type Item struct {
	// ID is the conversation id, 1 to MaxIDBytes bytes (see ValidID).
	ID      string
	Created time.Time // create_time
	Updated time.Time // update_time
	// Archived is the item's is_archived, nil when the item does not say.
	Archived *bool
}

// sameListing reports whether a and b are the same listed conversation:
// same id and same times.
func (a Item) sameListing(b Item) bool {
	return a.ID == b.ID && a.Created.Equal(b.Created) && a.Updated.Equal(b.Updated)
}

// DecodeError is a body the decoders cannot accept. Reason is
// ReasonMalformedPage, ReasonInvalidTime or ReasonCandidateUnreadable.
type DecodeError struct {
	// Reason is the reason code the proof concludes with.
	Reason Reason
	// Detail says which field or item failed and why, for a person.
	Detail string
}

func (e *DecodeError) Error() string { return string(e.Reason) + ": " + e.Detail }

func malformed(format string, args ...any) *DecodeError {
	return &DecodeError{Reason: ReasonMalformedPage, Detail: fmt.Sprintf(format, args...)}
}

// DecodePage decodes one listing body as ChatGPT returns it. Every envelope
// field is required; each item needs an id (at most MaxIDBytes of letters,
// digits, '-', '_', '.' or ':') and zoned create_time and update_time
// strings (see ParseListTime); is_archived, when present, is a boolean or
// null; other item fields are ignored. The error is a *DecodeError.
func DecodePage(body []byte) (Page, error) {
	var p Page
	if len(body) > MaxPageBytes {
		return p, malformed("body of %d bytes exceeds %d", len(body), MaxPageBytes)
	}
	if !utf8.Valid(body) {
		return p, malformed("body is not UTF-8")
	}
	m, err := object(body)
	if err != nil {
		return p, malformed("envelope: %v", err)
	}
	for _, f := range []struct {
		key string
		dst *int
	}{{"total", &p.Total}, {"limit", &p.Limit}, {"offset", &p.Offset}} {
		raw, ok := m[f.key]
		if !ok {
			return p, malformed("envelope has no %s", f.key)
		}
		if *f.dst, err = jsonCount(raw); err != nil {
			return p, malformed("envelope %s: %v", f.key, err)
		}
	}
	raw, ok := m["has_missing_conversations"]
	if !ok {
		return p, malformed("envelope has no has_missing_conversations")
	}
	if p.HasMissingConversations, err = jsonBool(raw); err != nil {
		return p, malformed("has_missing_conversations: %v", err)
	}
	raw, ok = m["items"]
	if !ok {
		return p, malformed("envelope has no items")
	}
	elems, err := array(raw)
	if err != nil {
		return p, malformed("items: %v", err)
	}
	if len(elems) > MaxPageItems {
		return p, malformed("%d items exceed %d", len(elems), MaxPageItems)
	}
	p.Items = make([]Item, 0, len(elems))
	for i, e := range elems {
		it, err := decodeItem(e)
		if err != nil {
			err.Detail = fmt.Sprintf("item %d: %s", i, err.Detail)
			return p, err
		}
		p.Items = append(p.Items, it)
	}
	return p, nil
}

func decodeItem(data []byte) (Item, *DecodeError) {
	var it Item
	m, err := object(data)
	if err != nil {
		return it, malformed("%v", err)
	}
	raw, ok := m["id"]
	if !ok {
		return it, malformed("no id")
	}
	if it.ID, err = jsonString(raw); err != nil {
		return it, malformed("id: %v", err)
	}
	if !ValidID(it.ID) {
		return it, malformed("id %q is not a conversation id", bound.RunesMarked(it.ID, 40))
	}
	for _, f := range []struct {
		key string
		dst *time.Time
	}{{"create_time", &it.Created}, {"update_time", &it.Updated}} {
		raw, ok := m[f.key]
		if !ok {
			return it, &DecodeError{ReasonInvalidTime, f.key + " missing"}
		}
		s, err := jsonString(raw)
		if err != nil {
			return it, &DecodeError{ReasonInvalidTime, f.key + " is not a string"}
		}
		if *f.dst, err = ParseListTime(s); err != nil {
			return it, &DecodeError{ReasonInvalidTime, fmt.Sprintf("%s %q: %v", f.key, bound.RunesMarked(s, 40), err)}
		}
	}
	if raw, ok := m["is_archived"]; ok && !isNull(raw) {
		b, err := jsonBool(raw)
		if err != nil {
			return it, malformed("is_archived: %v", err)
		}
		it.Archived = &b
	}
	return it, nil
}

// ValidID reports whether id looks like a conversation id: 1 to MaxIDBytes
// bytes of ASCII letters, digits, '-', '_', '.' or ':'.
func ValidID(id string) bool {
	if id == "" || len(id) > MaxIDBytes {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '-', c == '_', c == '.', c == ':':
		default:
			return false
		}
	}
	return true
}
