package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// atTime puts a capture's chatproof:time into a page, as capture writes it.
func atTime(page []byte, at time.Time) []byte {
	return []byte(`<meta name="chatproof:time" content="` + at.UTC().Format("2006-01-02T15:04:05.000Z07:00") + `">` + string(page))
}

// TestPresend: the pre-Send check on saved reads, for each surface state
// and each timing: two reads of the wall, the closed chat or the quota a
// second apart stop with their code; too close, disagreeing, open or
// undated reads do not; one read never stops and says what a live check
// needs; --gap dates pages saved by hand.
func TestPresend(t *testing.T) {
	pages := map[string][]byte{
		"exhausted": pageOf(t, fixture("snapshot", "example_wall-banner")),
		"quota":     pageOf(t, fixture("snapshot", "surface_plan-limit-dotted-model")),
		"open":      pageOf(t, fixture("snapshot", "example_completed")),
		"closed":    pageOf(t, fixture("snapshot", "surface_safety-banner-closed")),
	}
	codes := map[string]string{"exhausted": "chatgpt_conversation_exhausted_before_send", "quota": "chatgpt_quota_limited_before_send", "closed": "chatgpt_conversation_closed_before_send"}
	t0 := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	for state, page := range pages {
		for _, tc := range []struct {
			name   string
			second []byte
			gap    string
			stop   bool
			reason string
		}{
			{"a second apart", atTime(page, t0.Add(time.Second)), "", codes[state] != "", codes[state]},
			{"too close", atTime(page, t0.Add(400*time.Millisecond)), "", false, "reads_too_close"},
			{"out of order", atTime(page, t0.Add(-time.Second)), "", false, "reads_out_of_order"},
			{"undated", page, "", false, "read_time_missing"},
			{"dated by --gap", page, "1500ms", codes[state] != "", codes[state]},
		} {
			if codes[state] == "" && tc.stop == false && tc.reason == "" {
				tc.reason = "surface_open"
			}
			first := writeFile(t, "first.html", atTime(page, t0))
			if tc.gap != "" {
				first = writeFile(t, "first.html", page)
			}
			second := writeFile(t, "second.html", tc.second)
			args := []string{"presend", "--json", first, second}
			if tc.gap != "" {
				args = append(args, "--gap", tc.gap)
			}
			code, out, errs := runCLI(t, args...) // in process; the built binary runs below
			var rep presendReport
			if err := json.Unmarshal([]byte(out), &rep); code != exitOK || err != nil {
				t.Fatalf("%s %s: exit %d, %v, %s", state, tc.name, code, err, errs)
			}
			if rep.Stop != tc.stop || !strings.Contains(strings.Join(rep.Reasons, ","), tc.reason) {
				t.Errorf("%s %s: stop %v reasons %v, want stop %v with %s", state, tc.name, rep.Stop, rep.Reasons, tc.stop, tc.reason)
			}
		}
		one := writeFile(t, "one.html", atTime(page, t0))
		run := runVerb
		if state == "open" {
			run = runMain // the built binary on one read, once; the others as runVerb
		}
		code, out, _ := run(t, nil, "presend", one)
		if code != exitOK || !strings.Contains(out, "no stop proven: read_time_missing") || !strings.Contains(out, "at least 1s later") || !strings.Contains(out, ": "+state+"\n") {
			t.Errorf("%s, one read: exit %d, %q", state, code, out)
		}
	}
	wall := pages["exhausted"]
	code, out, _ := runMain(t, nil, "presend", writeFile(t, "a.html", atTime(wall, t0)), writeFile(t, "b.html", atTime(pages["open"], t0.Add(time.Second))))
	if code != exitOK || !strings.Contains(out, "no stop proven: reads_disagree") {
		t.Errorf("disagreeing reads: exit %d, %q", code, out)
	}
}
