package classify_test

import (
	"strconv"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/snapshot"
)

// BenchmarkClassifyParsed is Classify alone, on an already parsed page (the
// root package benchmarks parsing and the whole judgement).
func BenchmarkClassifyParsed(b *testing.B) {
	for _, n := range corpus.BenchSizes() {
		src := corpus.BenchPage(n)
		d, err := snapshot.Parse(src, snapshot.Limits{})
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
