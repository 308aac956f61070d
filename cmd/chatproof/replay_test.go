package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// oddSequence has snapshots that prove nothing (empty, binary, text): the
// gate must never fire on them, whatever the classifier finds.
const oddSequence = `Odd snapshots: nothing here is completion evidence.
-- flags --
--samples 2 --stable 400ms
-- snap/000000ms.html --
-- snap/000400ms.html --
just some words, no markup
-- snap/000800ms.html --
<div><article data-turn=assistant><p>unclosed <b><i></div></table>
-- snap/001200ms.html --
` + "\x00\xff\xfe\x01" + `
`

func TestReplayHuman(t *testing.T) {
	file := writeFile(t, "odd.txtar", []byte(oddSequence))
	code, out, errs := runCLI(t, "replay", file)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 1+4+1 {
		t.Fatalf("want a header, 4 step lines and a final line, got %d:\n%s", len(lines), out)
	}
	if !strings.HasPrefix(lines[0], file+" (samples 2, stable 400ms)") {
		t.Errorf("header = %q", lines[0])
	}
	for i, ms := range []string{" 0ms", " 400ms", " 800ms", " 1200ms"} {
		l := lines[1+i]
		if !strings.Contains(l, ms+"  level=") || !strings.Contains(l, "finished=false") || !strings.Contains(l, "stable=0/0ms ") {
			t.Errorf("step line %d = %q", i, l)
		}
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[5]), "complete_at: never  decision=") {
		t.Errorf("final line = %q", lines[5])
	}
}

func TestReplayJSON(t *testing.T) {
	a := writeFile(t, "a.txtar", []byte(oddSequence))
	b := writeFile(t, "b.txtar", []byte(oddSequence))
	code, out, errs := runCLI(t, "replay", "--json", a, b)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one JSON line per sequence, got %d", len(lines))
	}
	for i, line := range lines {
		var rep struct {
			Schema     string `json:"schema"`
			Source     string `json:"source"`
			CompleteAt any    `json:"complete_at"`
			Config     struct {
				Samples  int `json:"samples"`
				StableMS int `json:"stable_ms"`
			} `json:"config"`
			Steps []struct {
				AtMS     *int64    `json:"at_ms"`
				Level    *string   `json:"level"`
				Finished *bool     `json:"finished"`
				Stable   *int      `json:"stable_samples"`
				StableMS *int64    `json:"stable_ms"`
				Decision *string   `json:"decision"`
				Reasons  *[]string `json:"reasons"`
			} `json:"steps"`
		}
		if err := json.Unmarshal([]byte(line), &rep); err != nil {
			t.Fatalf("line %d is not JSON: %v", i, err)
		}
		if rep.Schema != "chatproof.replay/v1" || rep.Source != []string{a, b}[i] || rep.CompleteAt != "never" {
			t.Errorf("line %d: schema %q source %q complete_at %v", i, rep.Schema, rep.Source, rep.CompleteAt)
		}
		if rep.Config.Samples != 2 || rep.Config.StableMS != 400 {
			t.Errorf("line %d: config from flags not applied: %+v", i, rep.Config)
		}
		if len(rep.Steps) != 4 {
			t.Fatalf("line %d: %d steps", i, len(rep.Steps))
		}
		for j, s := range rep.Steps {
			if s.AtMS == nil || s.Level == nil || s.Finished == nil || s.Stable == nil || s.StableMS == nil || s.Decision == nil || s.Reasons == nil || len(*s.Reasons) == 0 {
				t.Errorf("line %d step %d misses a field: %s", i, j, line)
			}
		}
	}
}

// Unreadable or malformed sequences are an error on stderr and exit 1; the
// other sequences are still replayed.
func TestReplayErrors(t *testing.T) {
	good := writeFile(t, "good.txtar", []byte(oddSequence))
	bad := map[string]string{
		"none.txtar":    "no snapshots at all\n",
		"order.txtar":   "-- snap/000000ms.html --\n-- snap/000800ms.html --\n-- snap/000400ms.html --\n",
		"section.txtar": "-- snap/000000ms.html --\n-- page.html --\n",
		"flags.txtar":   "-- flags --\n--samples=-1\n-- snap/000000ms.html --\n",
		"notzero.txtar": "-- snap/000400ms.html --\n",
		"badname.txtar": "-- snap/0ms.html --\n",
		"missing.txtar": "",
	}
	for name, src := range bad {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), name)
			if src != "" {
				file = writeFile(t, name, []byte(src))
			}
			code, out, errs := runCLI(t, "replay", "--json", file, good)
			if code != exitError {
				t.Fatalf("exit %d, want 1", code)
			}
			if !strings.Contains(errs, name) {
				t.Errorf("stderr does not name the file: %q", errs)
			}
			if strings.Count(out, "\n") != 1 {
				t.Errorf("the good sequence was not replayed: %q", out)
			}
		})
	}
	if code, _, _ := runCLI(t, "replay"); code != exitError {
		t.Errorf("no file: exit %d", code)
	}
	if code, _, _ := runCLI(t, "replay", "--bogus", good); code != exitError {
		t.Errorf("unknown flag: exit %d", code)
	}
}
