package recovery

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestDecodeServer(t *testing.T) {
	data, err := os.ReadFile("testdata/conversation.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeServer(data)
	if err != nil {
		t.Fatal(err)
	}
	a := s.Assistant
	switch {
	case !s.OK || s.ConversationID != "68f0c1aa-1111-4b5e-9c1d-0123456789ab" || s.CurrentNode != "a2" || s.CurrentNodeRole != "assistant":
		t.Errorf("header: %+v", s)
	case a.ID != "a2" || a.Text != "A liveness probe restarts the container." || a.Finished != FinishNo:
		t.Errorf("assistant: %+v", a)
	case a.Updated.UnixMicro() != 1764725793107499:
		t.Errorf("update time %v", a.Updated)
	case s.LatestUser.ID != "u2" || s.FirstUser.ID != "u1" || !s.ReachedRoot:
		t.Errorf("users: latest %q first %q root %v", s.LatestUser.ID, s.FirstUser.ID, s.ReachedRoot)
	}
}

func TestDecodeServerWalk(t *testing.T) {
	// A chain longer than MaxWalk: the first user message is not provable.
	var b strings.Builder
	b.WriteString(`{"current_node":"n0","mapping":{`)
	for i := 0; i < MaxWalk+5; i++ {
		role := "tool"
		if i == MaxWalk+4 {
			role = "user"
		}
		parent := `"n` + itoa(i+1) + `"`
		if i == MaxWalk+4 {
			parent = "null"
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"n` + itoa(i) + `":{"message":{"id":"n` + itoa(i) + `","author":{"role":"` + role + `"}},"parent":` + parent + `}`)
	}
	b.WriteString(`}}`)
	s, err := DecodeServer([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if s.ReachedRoot || s.FirstUser.Present() || s.LatestUser.Present() {
		t.Fatalf("walked past MaxWalk: %+v", s)
	}
	// A parent cycle ends at the walk limit.
	cyc := `{"current_node":"x","mapping":{"x":{"message":{"id":"x","author":{"role":"assistant"},"status":"finished_successfully"},"parent":"y"},"y":{"message":null,"parent":"x"}}}`
	if s, err := DecodeServer([]byte(cyc)); err != nil || s.Assistant.ID != "x" || s.ReachedRoot {
		t.Fatalf("cycle: %+v %v", s, err)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestDecodeServerErrors(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       error
	}{
		{"empty", ``, nil},
		{"not_json", `<html>`, nil},
		{"error_body", `{"detail":"conversation_not_found"}`, ErrNoCurrentNode},
		{"dangling", `{"current_node":"a","mapping":{}}`, ErrCurrentNodeMissing},
		{"too_large", strings.Repeat(" ", MaxServerBytes+1), ErrServerTooLarge},
	} {
		s, err := DecodeServer([]byte(tc.data))
		if err == nil || s.OK {
			t.Errorf("%s: want an error, got %+v", tc.name, s)
		}
		if tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestFinishOf(t *testing.T) {
	yes, no := true, false
	for _, tc := range []struct {
		end        *bool
		status, ft string
		want       Finish
	}{
		{&yes, "", "", FinishYes},
		{nil, "finished_successfully", "", FinishYes},
		{nil, "", "max_tokens", FinishYes},
		{&no, "finished_successfully", "stop", FinishNo},
		{nil, "in_progress", "", FinishNo},
		{&yes, "streaming", "", FinishNo},
		{nil, "", "interrupted", FinishUnknown},
		{nil, "", "", FinishUnknown},
	} {
		if got := finishOf(tc.end, tc.status, tc.ft); got != tc.want {
			t.Errorf("finishOf(%v, %q, %q) = %s, want %s", tc.end, tc.status, tc.ft, got, tc.want)
		}
	}
}

func TestEpochSeconds(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	if got := epochSeconds(f(1764725793.107499)); got.UnixMicro() != 1764725793107499 {
		t.Errorf("got %v", got)
	}
	for _, v := range []float64{0, -1, 1e12} {
		if got := epochSeconds(f(v)); !got.IsZero() {
			t.Errorf("epochSeconds(%v) = %v", v, got)
		}
	}
	if !epochSeconds(nil).Equal(time.Time{}) {
		t.Error("nil")
	}
}
