package scan

import (
	"encoding/json"
	"fmt"
	"github.com/chatproof/chatproof/internal/bound"
	"time"
)

// DecodeRequest decodes the request.json of a recorded case:
//
//	{
//	  "attempt": "2026-09-23T04:31:07.482913Z",  // zoned RFC 3339, required
//	  "window": "10m",                           // Go duration, default 10m
//	  "marker": "…",                             // required
//	  "streams": ["chat", "work"],               // default ["chat"]
//	  "page_size": 20,                           // default 20
//	  "page_cap": 50,                            // per list, default 50
//	  "exchange": {…},                           // optional, see Exchange
//	  "generation": {…}                          // optional, see Generation
//	}
//
// Keys match exactly; unknown or repeated keys are errors. The exchange
// object has the keys stop_reason, stop_phase, confirmed_send, start and
// binding (mode, state, canonical_url, message_count, revision,
// prior_revision, head, prior_head; a head has url, conversation_id,
// last_message_id, message_count and fingerprint); a missing exchange key
// leaves the fact unrecorded. The generation object has record_epoch,
// record_written_at, current_epoch and current_started_at.
func DecodeRequest(data []byte) (Request, *Exchange, *Generation, error) {
	var (
		r Request
		x *Exchange
		g *Generation
	)
	m, err := object(data)
	if err != nil {
		return r, nil, nil, fmt.Errorf("request.json: %v", err)
	}
	if err := m.only("attempt", "window", "marker", "streams", "page_size", "page_cap", "exchange", "generation"); err != nil {
		return r, nil, nil, fmt.Errorf("request.json: %v", err)
	}
	fail := func(key string, err error) (Request, *Exchange, *Generation, error) {
		return Request{}, nil, nil, fmt.Errorf("request.json %s: %v", key, err)
	}
	if r.Attempt, err = zonedField(m, "attempt", true); err != nil {
		return fail("attempt", err)
	}
	if raw, ok := m["window"]; ok {
		s, err := jsonString(raw)
		if err != nil {
			return fail("window", err)
		}
		if r.Window, err = time.ParseDuration(s); err != nil || r.Window <= 0 {
			return fail("window", fmt.Errorf("%q is not a positive duration", bound.RunesMarked(s, 40)))
		}
	}
	if r.Marker, err = jsonString(m["marker"]); err != nil {
		return fail("marker", err)
	}
	if raw, ok := m["streams"]; ok {
		elems, err := array(raw)
		if err != nil {
			return fail("streams", err)
		}
		for _, e := range elems {
			s, err := jsonString(e)
			if err != nil {
				return fail("streams", err)
			}
			r.Streams = append(r.Streams, Stream(s))
		}
	}
	for _, f := range []struct {
		key string
		dst *int
	}{{"page_size", &r.PageSize}, {"page_cap", &r.PageCap}} {
		if raw, ok := m[f.key]; ok {
			if *f.dst, err = jsonCount(raw); err != nil || *f.dst == 0 {
				return fail(f.key, fmt.Errorf("not a positive count"))
			}
		}
	}
	if raw, ok := m["exchange"]; ok {
		if x, err = decodeExchange(raw); err != nil {
			return fail("exchange", err)
		}
	}
	if raw, ok := m["generation"]; ok {
		if g, err = decodeGeneration(raw); err != nil {
			return fail("generation", err)
		}
	}
	if _, err := r.normalized(); err != nil {
		return Request{}, nil, nil, err
	}
	return r, x, g, nil
}

// zonedField reads a zoned RFC 3339 time; a missing or null optional field
// is the zero time.
func zonedField(m members, key string, required bool) (time.Time, error) {
	raw, ok := m[key]
	if !ok || isNull(raw) {
		if required {
			return time.Time{}, fmt.Errorf("missing")
		}
		return time.Time{}, nil
	}
	s, err := jsonString(raw)
	if err != nil {
		return time.Time{}, err
	}
	return ParseListTime(s)
}

func decodeExchange(data json.RawMessage) (*Exchange, error) {
	m, err := object(data)
	if err != nil {
		return nil, err
	}
	if err := m.only("stop_reason", "stop_phase", "confirmed_send", "start", "binding"); err != nil {
		return nil, err
	}
	x := &Exchange{}
	if err := optStrings(m, strField{"stop_reason", &x.StopReason}, strField{"stop_phase", &x.StopPhase}, strField{"start", &x.Start}); err != nil {
		return nil, err
	}
	if raw, ok := m["confirmed_send"]; ok {
		v, err := jsonBool(raw)
		if err != nil {
			return nil, fmt.Errorf("confirmed_send: %v", err)
		}
		x.ConfirmedSend = &v
	}
	if raw, ok := m["binding"]; ok {
		if err := decodeBinding(raw, &x.Binding); err != nil {
			return nil, fmt.Errorf("binding: %v", err)
		}
	}
	return x, nil
}

func decodeBinding(data json.RawMessage, b *Binding) error {
	m, err := object(data)
	if err != nil {
		return err
	}
	if err := m.only("mode", "state", "canonical_url", "message_count", "revision", "prior_revision", "head", "prior_head"); err != nil {
		return err
	}
	if err := optStrings(m, strField{"mode", &b.Mode}, strField{"state", &b.State}); err != nil {
		return err
	}
	if raw, ok := m["canonical_url"]; ok {
		s := ""
		if !isNull(raw) {
			if s, err = jsonString(raw); err != nil {
				return fmt.Errorf("canonical_url: %v", err)
			}
		}
		b.CanonicalURL = &s
	}
	if raw, ok := m["message_count"]; ok {
		n, err := jsonCount(raw)
		if err != nil {
			return fmt.Errorf("message_count: %v", err)
		}
		b.MessageCount = &n
	}
	for _, f := range []struct {
		key string
		dst **int64
	}{{"revision", &b.Revision}, {"prior_revision", &b.PriorRevision}} {
		if raw, ok := m[f.key]; ok {
			n, err := jsonCount(raw)
			if err != nil {
				return fmt.Errorf("%s: %v", f.key, err)
			}
			v := int64(n)
			*f.dst = &v
		}
	}
	for _, f := range []struct {
		key string
		dst **Head
	}{{"head", &b.Head}, {"prior_head", &b.PriorHead}} {
		if raw, ok := m[f.key]; ok {
			h, err := decodeHead(raw)
			if err != nil {
				return fmt.Errorf("%s: %v", f.key, err)
			}
			*f.dst = h
		}
	}
	return nil
}

// decodeHead requires all five fields: a partial head cannot be compared.
func decodeHead(data json.RawMessage) (*Head, error) {
	m, err := object(data)
	if err != nil {
		return nil, err
	}
	if err := m.only("url", "conversation_id", "last_message_id", "message_count", "fingerprint"); err != nil {
		return nil, err
	}
	h := &Head{}
	for _, f := range []struct {
		key string
		dst *string
	}{{"url", &h.URL}, {"conversation_id", &h.ConversationID}, {"last_message_id", &h.LastMessageID}, {"fingerprint", &h.Fingerprint}} {
		if *f.dst, err = jsonString(m[f.key]); err != nil {
			return nil, fmt.Errorf("%s: %v", f.key, err)
		}
	}
	if h.MessageCount, err = jsonCount(m["message_count"]); err != nil {
		return nil, fmt.Errorf("message_count: %v", err)
	}
	return h, nil
}

func decodeGeneration(data json.RawMessage) (*Generation, error) {
	m, err := object(data)
	if err != nil {
		return nil, err
	}
	if err := m.only("record_epoch", "record_written_at", "current_epoch", "current_started_at"); err != nil {
		return nil, err
	}
	g := &Generation{}
	for _, f := range []struct {
		key string
		dst *int64
	}{{"record_epoch", &g.RecordEpoch}, {"current_epoch", &g.CurrentEpoch}} {
		if raw, ok := m[f.key]; ok {
			n, err := jsonCount(raw)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", f.key, err)
			}
			*f.dst = int64(n)
		}
	}
	if g.RecordWrittenAt, err = zonedField(m, "record_written_at", false); err != nil {
		return nil, fmt.Errorf("record_written_at: %v", err)
	}
	if g.CurrentStartedAt, err = zonedField(m, "current_started_at", false); err != nil {
		return nil, fmt.Errorf("current_started_at: %v", err)
	}
	return g, nil
}

// strField is a string member and where to store it.
type strField struct {
	key string
	dst *string
}

// optStrings reads optional string members; null counts as missing.
func optStrings(m members, fields ...strField) error {
	for _, f := range fields {
		raw, ok := m[f.key]
		if !ok || isNull(raw) {
			continue
		}
		s, err := jsonString(raw)
		if err != nil {
			return fmt.Errorf("%s: %v", f.key, err)
		}
		*f.dst = s
	}
	return nil
}
