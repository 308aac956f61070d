package classify_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
	"golang.org/x/net/html"
)

// benchSizes are the page sizes, in turns, of the benchmarks.
var benchSizes = []int{10, 100, 1000}

// benchPage is the generated page the benchmarks share for a size: a
// finished reply, so that every rule runs to the end.
func benchPage(turns int) []byte {
	return corpus.Generate(corpus.GenOptions{Turns: turns, State: corpus.GenFinished, Seed: 42})
}

// BenchmarkParse is the baseline: x/net/html parsing alone.
func BenchmarkParse(b *testing.B) {
	for _, n := range benchSizes {
		src := benchPage(n)
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := html.Parse(bytes.NewReader(src)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkClassify is a whole snapshot judgement, parsing included.
func BenchmarkClassify(b *testing.B) {
	for _, n := range benchSizes {
		src := benchPage(n)
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				d, err := dom.Parse(src, dom.Limits{})
				if err != nil {
					b.Fatal(err)
				}
				if r := classify.Classify(d, classify.Options{}); r.Terminal != classify.TerminalComplete {
					b.Fatalf("terminal %s %v", r.Terminal, r.Reasons)
				}
			}
		})
	}
}

// BenchmarkClassifyParsed is Classify alone, on an already parsed page.
func BenchmarkClassifyParsed(b *testing.B) {
	for _, n := range benchSizes {
		src := benchPage(n)
		d, err := dom.Parse(src, dom.Limits{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				classify.Classify(d, classify.Options{})
			}
		})
	}
}
