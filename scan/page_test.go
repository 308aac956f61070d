package scan

import (
	"errors"
	"strings"
	"testing"
	"time"
)

const goodItem = `{"id":"6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6","title":null,"create_time":"2026-01-28T14:45:20.195299Z","update_time":"2026-01-28T14:47:01.000001+00:00","mapping":null,"is_archived":false}`

func envelope(items string) string {
	return `{"items":[` + items + `],"total":1,"limit":20,"offset":0,"has_missing_conversations":false}`
}

func TestDecodePage(t *testing.T) {
	tests := []struct {
		name, reason string
		body         string
		code         Reason // "" for success
	}{
		{"valid", "the envelope and item as ChatGPT returns them", envelope(goodItem), ""},
		{"extra item fields ignored", "only id, times and is_archived are read",
			envelope(strings.Replace(goodItem, `"mapping":null`, `"mapping":null,"snippet":"x","gizmo_id":"g-p-1"`, 1)), ""},
		{"is_archived null", "null says nothing, like an absent field",
			envelope(strings.Replace(goodItem, `"is_archived":false`, `"is_archived":null`, 1)), ""},
		{"no items key", "the envelope is fixed", `{"total":0,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"Items capitalised", "keys match exactly, unlike encoding/json's field matching",
			`{"Items":[],"total":0,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"duplicate key", "which total is meant is ambiguous",
			`{"items":[],"total":0,"total":5,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"no has_missing", "unknown whether conversations are missing", `{"items":[],"total":0,"limit":20,"offset":0}`, ReasonMalformedPage},
		{"has_missing string", "not a boolean", `{"items":[],"total":0,"limit":20,"offset":0,"has_missing_conversations":"false"}`, ReasonMalformedPage},
		{"total negative", "counts are non-negative", `{"items":[],"total":-1,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"total fractional", "counts are integers", `{"items":[],"total":1.5,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"total exponent", "counts are plain digits", `{"items":[],"total":1e3,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"items object", "items is an array", `{"items":{},"total":0,"limit":20,"offset":0,"has_missing_conversations":false}`, ReasonMalformedPage},
		{"trailing data", "one value only", envelope("") + `{}`, ReasonMalformedPage},
		{"not json", "an HTML error page", `<html>Too many requests</html>`, ReasonMalformedPage},
		{"empty body", "nothing to read", ``, ReasonMalformedPage},
		{"invalid utf8", "bytes that are not text", "{\"items\":[],\"total\":0,\"limit\":20,\"offset\":0,\"has_missing_conversations\":false,\"x\":\"\xff\"}", ReasonMalformedPage},
		{"item not object", "an item is an object", envelope(`"x"`), ReasonMalformedPage},
		{"id missing", "an item needs an id", envelope(`{"create_time":"2026-01-28T14:45:20Z","update_time":"2026-01-28T14:45:20Z"}`), ReasonMalformedPage},
		{"id empty", "an empty id names nothing", envelope(strings.Replace(goodItem, `"6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6"`, `""`, 1)), ReasonMalformedPage},
		{"id with slash", "not a conversation id", envelope(strings.Replace(goodItem, `6f1c2a9e-`, `../`, 1)), ReasonMalformedPage},
		{"id number", "ids are strings", envelope(strings.Replace(goodItem, `"6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6"`, `7`, 1)), ReasonMalformedPage},
		{"is_archived string", "not a boolean", envelope(strings.Replace(goodItem, `"is_archived":false`, `"is_archived":"no"`, 1)), ReasonMalformedPage},
		{"unzoned", "no zone offset", envelope(strings.Replace(goodItem, `195299Z`, `195299`, 1)), ReasonInvalidTime},
		{"unknown offset", "-00:00 means the offset is unknown", envelope(strings.Replace(goodItem, `+00:00`, `-00:00`, 1)), ReasonInvalidTime},
		{"garbage time", "not a time", envelope(strings.Replace(goodItem, `2026-01-28T14:45:20.195299Z`, `yesterday`, 1)), ReasonInvalidTime},
		{"epoch in list", "listings carry strings", envelope(strings.Replace(goodItem, `"2026-01-28T14:45:20.195299Z"`, `1769611520.195299`, 1)), ReasonInvalidTime},
		{"null time", "no time", envelope(strings.Replace(goodItem, `"2026-01-28T14:45:20.195299Z"`, `null`, 1)), ReasonInvalidTime},
		{"missing update_time", "no time", envelope(strings.Replace(goodItem, `"update_time":"2026-01-28T14:47:01.000001+00:00",`, ``, 1)), ReasonInvalidTime},
		{"too many items", "bounded input", envelope(strings.TrimSuffix(strings.Repeat(goodItem+",", MaxPageItems+1), ",")), ReasonMalformedPage},
		{"too large", "bounded input", envelope(goodItem) + strings.Repeat(" ", MaxPageBytes), ReasonMalformedPage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := DecodePage([]byte(tt.body))
			if tt.code == "" {
				if err != nil {
					t.Fatalf("error %v; want success because %s", err, tt.reason)
				}
				return
			}
			var de *DecodeError
			if !errors.As(err, &de) || de.Reason != tt.code {
				t.Fatalf("got %v (page %+v); want %s because %s", err, p, tt.code, tt.reason)
			}
		})
	}
}

func TestDecodePageValues(t *testing.T) {
	p, err := DecodePage([]byte(envelope(goodItem)))
	if err != nil {
		t.Fatal(err)
	}
	it := p.Items[0]
	wantC := time.Date(2026, 1, 28, 14, 45, 20, 195299000, time.UTC)
	wantU := time.Date(2026, 1, 28, 14, 47, 1, 1000, time.UTC)
	if it.ID != "6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6" || !it.Created.Equal(wantC) || !it.Updated.Equal(wantU) {
		t.Errorf("item = %+v", it)
	}
	if it.Archived == nil || *it.Archived {
		t.Errorf("archived = %v, want false", it.Archived)
	}
	if p.Total != 1 || p.Limit != 20 || p.Offset != 0 || p.HasMissingConversations {
		t.Errorf("envelope = %+v", p)
	}
}

func TestParseListTime(t *testing.T) {
	tests := []struct {
		in, reason string
		ok         bool
	}{
		{"2026-01-28T14:45:20.195299Z", "Z form", true},
		{"2024-03-29T02:56:00.793473+00:00", "+00:00 form", true},
		{"2024-03-29T04:56:00+02:00", "any numeric offset is a zone", true},
		{"2024-03-29T02:56:00.793473", "unzoned", false},
		{"2024-03-29T02:56:00.793473-00:00", "unknown local offset", false},
		{"2024-03-29 02:56:00Z", "space instead of T", false},
		{"2024-03-29t02:56:00z", "lowercase", false},
		{"2024-02-30T00:00:00Z", "no such day", false},
		{"", "empty", false},
		{strings.Repeat("9", 70) + "Z", "too long", false},
		{"1769611520.195299", "epoch seconds", false},
	}
	for _, tt := range tests {
		_, err := ParseListTime(tt.in)
		if (err == nil) != tt.ok {
			t.Errorf("ParseListTime(%q) err = %v, want ok=%v (%s)", tt.in, err, tt.ok, tt.reason)
		}
	}
}

func TestEpochTime(t *testing.T) {
	got, err := EpochTime(1764725793.107499)
	if err != nil || !got.Equal(time.Date(2025, 12, 3, 1, 36, 33, 107499000, time.UTC)) {
		t.Errorf("EpochTime = %v, %v", got, err)
	}
	for _, bad := range []float64{0, -1, 1e11, 946684799} {
		if _, err := EpochTime(bad); err == nil {
			t.Errorf("EpochTime(%v) accepted", bad)
		}
	}
}
