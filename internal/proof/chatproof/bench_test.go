package chatproof_test

import (
	"bytes"
	"fmt"
	"strconv"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// BenchmarkParse is the baseline: x/net/html parsing alone.
func BenchmarkParse(b *testing.B) {
	benchPages(b, func(src []byte) error {
		_, err := html.Parse(bytes.NewReader(src))
		return err
	})
}

// BenchmarkClassifyHTML is the whole snapshot judgement, parsing included.
func BenchmarkClassifyHTML(b *testing.B) {
	benchPages(b, func(src []byte) error {
		v, err := chatproof.ClassifyHTML(src, chatproof.Options{})
		if err == nil && v.Terminal != chatproof.Complete {
			return fmt.Errorf("terminal %s %v", v.Terminal, v.Reasons)
		}
		return err
	})
}

// benchPages runs fn on the benchmark page of every size, a sub-benchmark
// each, counting bytes and allocations.
func benchPages(b *testing.B, fn func(src []byte) error) {
	for _, n := range corpus.BenchSizes() {
		src := corpus.BenchPage(n)
		b.Run("turns="+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				if err := fn(src); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHostileSnapshots times the judgement of each page of
// hostileSnapshots (TestHostileSnapshotsGetAVerdict checks their verdicts).
//
//	go test . -run '^$' -bench HostileSnapshots
func BenchmarkHostileSnapshots(b *testing.B) {
	for i, c := range hostileSnapshots {
		b.Run(fmt.Sprintf("page=%d", i), func(b *testing.B) {
			src := []byte(c.src)
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, err := chatproof.ClassifyHTML(src, chatproof.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
