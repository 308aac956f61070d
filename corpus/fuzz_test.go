package corpus

import (
	"encoding/json"
	"testing"
)

// FuzzParse: no fixture bytes make the loader panic, and a fixture it
// accepts always has a comment, a kind and at least one expectation.
func FuzzParse(f *testing.F) {
	f.Add([]byte(goodFixture))
	f.Add([]byte("why\n-- snap/000000ms.html --\n<p>\n-- want --\ncomplete_at: never\n"))
	f.Add([]byte("-- want --\n:\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fx, err := Parse("f.txtar", data)
		if err != nil {
			return
		}
		if fx.Comment == "" || fx.Kind == nil || len(fx.Want) == 0 {
			t.Fatalf("accepted an incomplete fixture: %+v", fx)
		}
	})
}

// FuzzCheck: any want text either fails to parse or is checked without
// panicking against any JSON report.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("terminal: complete\nreasons has: x\n"), []byte(`{"terminal":"complete","reasons":["x"]}`))
	f.Add([]byte("a.0.b len: 2\n"), []byte(`{"a":[{"b":[1,2]}]}`))
	f.Fuzz(func(t *testing.T, want, report []byte) {
		ws, err := ParseWant(want)
		if err != nil {
			return
		}
		raw := jsonOrString(report)
		if _, err := Check(raw, ws); err != nil {
			t.Fatalf("Check on valid JSON: %v", err)
		}
	})
}

// jsonOrString returns b as raw JSON when it is valid JSON, else as a JSON
// string value.
func jsonOrString(b []byte) any {
	if json.Valid(b) {
		return json.RawMessage(b)
	}
	return string(b)
}
