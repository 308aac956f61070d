package corpus

import (
	"errors"
	"strings"
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

// TestParseErrorLines: each load error names the line the problem is on, so
// that lint can point at it like at a failed expectation.
func TestParseErrorLines(t *testing.T) {
	tests := []struct {
		name, data string
		line       int
		mentions   string
	}{
		{"no comment", "-- page.html --\n<p>\n-- want --\nterminal: complete\n", 1, "comment"},
		{"misspelt section", "why\nand how\n-- pgae.html --\n<p>\n-- want --\nterminal: complete\n", 1, "page.html"},
		{"unknown section", "why\n-- page.html --\n<p>\n<p>\n-- notes.txt --\nx\n-- want --\nterminal: complete\n", 5, "which has page.html"},
		{"bad want line", "why\n-- page.html --\n<p>\n-- want --\n# fine\nterminal: complete\nterminal complete\n", 7, `"terminal complete" is not`},
		{"bad operator", "why\n-- page.html --\n<p>\n-- want --\nreasons hash: x\n", 5, "unknown operator"},
		{"twice", "why\n-- page.html --\n<p>\n-- page.html --\n<p>\n-- want --\nterminal: complete\n", 4, "appears twice"},
		{"empty want", "why\n-- page.html --\n<p>\n-- want --\n# nothing\n", 4, "no expectations"},
		{"no want", "why\n-- page.html --\n<p>\n", 1, "no want"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("x.txtar", []byte(tt.data))
			var fe *FixtureError
			if !errors.As(err, &fe) {
				t.Fatalf("Parse: %v, want a *FixtureError", err)
			}
			if fe.Line != tt.line || !strings.Contains(err.Error(), tt.mentions) {
				t.Errorf("line %d, %q; want line %d mentioning %q", fe.Line, err, tt.line, tt.mentions)
			}
		})
	}
}

// TestUnrecognisedSectionsNameEveryKind: a fixture no kind claims is told
// which sections each kind expects.
func TestUnrecognisedSectionsNameEveryKind(t *testing.T) {
	_, err := Parse("x.txtar", []byte("why\n-- pgae.html --\n<p>\n-- want --\nterminal: complete\n"))
	if err == nil {
		t.Fatal("no error")
	}
	for _, k := range Kinds() {
		if !strings.Contains(err.Error(), k.Name+" ("+k.Sections+")") {
			t.Errorf("error does not say what a %s fixture has: %v", k.Name, err)
		}
	}
	if !strings.Contains(err.Error(), `"pgae.html"`) {
		t.Errorf("error does not name the sections found: %v", err)
	}
}

// TestLoadEachGoesOn: a file that is not a valid fixture is reported in its
// place and the others still load.
func TestLoadEachGoesOn(t *testing.T) {
	fsys := fstest.MapFS{
		"a/bad.txtar":  {Data: []byte("why\n-- page.html --\n<p>\n-- want --\nno colon\n")},
		"a/good.txtar": {Data: []byte(goodFixture)},
		"notes.md":     {Data: []byte("not a fixture, skipped in a folder")},
		"page.html":    {Data: []byte("<p>named on its own</p>")},
	}
	all, err := LoadEach(fsys, "a", "page.html")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 3 {
		t.Fatalf("LoadEach = %+v, want three entries", all)
	}
	var fe *FixtureError
	if all[0].File != "a/bad.txtar" || !errors.As(all[0].Err, &fe) || fe.Line != 5 {
		t.Errorf("bad fixture: %+v", all[0])
	}
	if all[1].File != "a/good.txtar" || all[1].Err != nil || all[1].Fixture == nil {
		t.Errorf("good fixture: %+v", all[1])
	}
	if all[2].File != "page.html" || !errors.Is(all[2].Err, ErrNotTxtar) {
		t.Errorf("a file named on its own without .txtar: %+v", all[2])
	}
	if _, err := Load(fsys, "a"); !errors.As(err, &fe) || fe.File != "a/bad.txtar" {
		t.Errorf("Load stops at the bad fixture: %v", err)
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

	// Fixtures are told apart by path: the same name in two folders is fine.
	same := fstest.MapFS{"a/x.txtar": {Data: []byte(goodFixture)}, "b/x.txtar": {Data: []byte(goodFixture)}}
	if fxs, err := Load(same, "."); err != nil || len(fxs) != 2 || fxs[0].File != "a/x.txtar" || fxs[1].File != "b/x.txtar" {
		t.Errorf("same name in two folders: got %v, %v", fxs, err)
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
