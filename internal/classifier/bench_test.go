package classifier_test

import (
	"strconv"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/classifier"
	"github.com/chatproof/chatproof/internal/dom"
)

// BenchmarkClassifyParsed is Classify alone, on an already parsed page (the
// root package benchmarks parsing and the whole judgement).
func BenchmarkClassifyParsed(b *testing.B) {
	for _, n := range corpus.BenchSizes {
		src := corpus.BenchPage(n)
		d, err := dom.Parse(src, dom.Limits{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				classifier.Classify(d, classify.Options{})
			}
		})
	}
}
