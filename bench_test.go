package chatproof_test

import (
	"bytes"
	"strconv"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// BenchmarkParse is the baseline: x/net/html parsing alone.
func BenchmarkParse(b *testing.B) {
	for _, n := range corpus.BenchSizes {
		src := corpus.BenchPage(n)
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

// BenchmarkClassifyHTML is the whole snapshot judgement, parsing included.
func BenchmarkClassifyHTML(b *testing.B) {
	for _, n := range corpus.BenchSizes {
		src := corpus.BenchPage(n)
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				v, err := chatproof.ClassifyHTML(src, chatproof.Options{})
				if err != nil {
					b.Fatal(err)
				}
				if v.Terminal != "complete" {
					b.Fatalf("terminal %s %v", v.Terminal, v.Reasons)
				}
			}
		})
	}
}
