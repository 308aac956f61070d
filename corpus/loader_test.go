package corpus

import (
	"errors"
	"testing"
	"testing/fstest"
)

const goodFixture = `A finished page.
Why: it has a bar.
-- page.html --
<p>hi</p>
-- want --
# the verdict
terminal: incomplete
reasons len: 1
`

func TestParseRejects(t *testing.T) {
	tests := []struct {
		name, data string
		want       error
		reason     string
	}{
		{"no comment", "-- page.html --\n<p>\n-- want --\nterminal: complete\n", ErrNoComment, "a case must say where it comes from"},
		{"no want", "why\n-- page.html --\n<p>\n", ErrNoWant, "expectations are hand-written, never absent"},
		{"empty want", "why\n-- page.html --\n<p>\n-- want --\n# nothing\n", ErrEmptyWant, "a want with no line checks nothing"},
		{"unknown section", "why\n-- page.html --\n<p>\n-- notes.txt --\nx\n-- want --\nterminal: complete\n", ErrUnknownSection, "typos in section names must not be ignored"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("x.txtar", []byte(tt.data))
			if !errors.Is(err, tt.want) {
				t.Fatalf("Parse: got %v, want %v (%s)", err, tt.want, tt.reason)
			}
			var fe *FixtureError
			if !errors.As(err, &fe) || fe.File != "x.txtar" {
				t.Fatalf("error %v does not name the file", err)
			}
		})
	}
}

func TestParseWantSyntax(t *testing.T) {
	bad := []string{"no colon here", "path bogus: 1", ": value", "x len: many"}
	for _, line := range bad {
		if _, err := ParseWant([]byte(line + "\n")); err == nil {
			t.Errorf("ParseWant(%q): no error", line)
		}
	}
}

func TestLoad(t *testing.T) {
	fsys := fstest.MapFS{
		"a/one.txtar": {Data: []byte(goodFixture)},
		"b/two.txtar": {Data: []byte(goodFixture)},
		"b/readme.md": {Data: []byte("not a fixture")},
	}
	fxs, err := Load(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(fxs) != 2 || fxs[0].Name != "one" || fxs[1].Name != "two" {
		t.Fatalf("Load = %v", fxs)
	}
	if got := fxs[0].Want[0].Line; got != 7 {
		t.Errorf("first want line = %d, want 7 (line numbers point into the file)", got)
	}

	dup := fstest.MapFS{"a/x.txtar": {Data: []byte(goodFixture)}, "b/x.txtar": {Data: []byte(goodFixture)}}
	if _, err := Load(dup, "."); !errors.Is(err, ErrDuplicateName) {
		t.Errorf("duplicate names: got %v", err)
	}
	if _, err := Load(fstest.MapFS{"readme.md": {Data: []byte("x")}}, "."); !errors.Is(err, ErrNoFixtures) {
		t.Errorf("empty glob: got %v", err)
	}
}

func TestCheck(t *testing.T) {
	report := map[string]any{
		"terminal": "incomplete",
		"reasons":  []string{"not_finished", "strong_activity"},
		"response": map[string]any{"turn_index": 4, "present": true, "text": "héllo"},
		"signals":  []map[string]string{{"kind": "stop"}},
	}
	want, err := ParseWant([]byte(`terminal: incomplete
reasons has: strong_activity
reasons lacks: provider_terminal
reasons len: 2
response.turn_index: 4
response.present: true
response.text len: 5
signals.0.kind: stop
reasons: ["not_finished","strong_activity"]
`))
	if err != nil {
		t.Fatal(err)
	}
	fails, err := Check(report, want)
	if err != nil || len(fails) != 0 {
		t.Fatalf("Check = %v, %v; want no failures", fails, err)
	}
	wrong, _ := ParseWant([]byte("terminal: complete\nreasons has: nope\nresponse.missing: 1\nsignals.3.kind: stop\nresponse.turn_index len: 1\n"))
	fails, _ = Check(report, wrong)
	if len(fails) != len(wrong) {
		t.Fatalf("Check: %d failures, want %d: %+v", len(fails), len(wrong), fails)
	}
}
