package dom_test

import (
	"strconv"
	"testing"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
)

// BenchmarkParse is the literal reading alone (scan, tree, element table,
// visibility) of generated pages; compare with BenchmarkParse of
// internal/proof/chatproof, x/net/html's parse of the same pages.
func BenchmarkParse(b *testing.B) {
	for _, n := range []int{100, 5000} {
		src := corpus.Generate(corpus.GenOptions{Turns: n, State: corpus.GenFinished, Seed: 1})
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := dom.Parse(src, dom.Limits{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
