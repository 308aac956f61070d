package corpus

import (
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// FuzzDecodeSequence checks that any archive either decodes to a valid
// sequence or is an error, never a panic.
func FuzzDecodeSequence(f *testing.F) {
	f.Add([]byte("c\n-- flags --\n--samples 3\n-- snap/000000ms.html --\n<p>a</p>\n-- snap/000400ms.html --\n<p>b</p>\n-- want --\ncomplete_at: never\n"))
	f.Add([]byte("-- snap/000000ms.html --\n-- snap/000000ms.html --\n"))
	f.Add([]byte("-- flags --\n--stable=1h --min-turn=2 --expect-message-id=\xff\n-- snap/0000000000000ms.html --\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		seq, err := DecodeSequence(txtar.Parse(data))
		if err != nil {
			return
		}
		n := len(seq.Snapshots)
		if n == 0 || n > gate.MaxSnapshots || seq.Snapshots[0].Offset != 0 {
			t.Fatalf("invalid sequence accepted: %d snapshots", n)
		}
		for i := 1; i < n; i++ {
			if seq.Snapshots[i].Offset <= seq.Snapshots[i-1].Offset {
				t.Fatalf("offsets not increasing at %d", i)
			}
		}
		if f := seq.Flags; f.MinTurn < 0 || f.Gate.Samples < 0 || f.Gate.StableFor < 0 {
			t.Fatalf("negative flags accepted: %+v", f)
		}
		// Replaying a decoded sequence never panics.
		rep := gate.Replay(seq, func([]byte) (chatproof.Verdict, error) { return chatproof.Verdict{}, nil })
		if len(rep.Steps) != n {
			t.Fatalf("%d steps for %d snapshots", len(rep.Steps), n)
		}
	})
}

// FuzzParseSequenceFlags checks that flag parsing returns a value or an
// error, never a panic, and never a negative setting.
func FuzzParseSequenceFlags(f *testing.F) {
	f.Add([]byte("--expect-message-id abc --min-turn 4\n--samples 3 --stable 1200ms\n"))
	f.Add([]byte("-samples=2\n\n--stable\t3s"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fl, err := ParseSequenceFlags(data)
		if err == nil && (fl.MinTurn < 0 || fl.Gate.Samples < 0 || fl.Gate.StableFor < 0) {
			t.Fatalf("negative flags accepted: %+v", fl)
		}
	})
}
