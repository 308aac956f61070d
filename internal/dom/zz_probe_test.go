package dom_test

import (
	"bytes"
	"runtime"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func measure(n int, f func()) time.Duration {
	runtime.GC()
	start := cpu()
	for range n {
		f()
	}
	return (cpu() - start) / time.Duration(n)
}

func TestProbeCPU(t *testing.T) {
	src := corpus.Generate(corpus.GenOptions{Turns: 1000, State: corpus.GenFinished, Seed: 1})
	tok := func() {
		z := html.NewTokenizer(bytes.NewReader(src))
		for z.Next() != html.ErrorToken {
		}
	}
	for range 3 {
		p := measure(10, func() { html.Parse(bytes.NewReader(src)) })
		tk := measure(10, tok)
		r := measure(10, func() { dom.Parse(src, dom.Limits{}) })
		c := measure(10, func() { chatproof.ClassifyHTML(src, chatproof.Options{}) })
		t.Logf("parse %v tokenize %v (%.2f) read %v (%.2f) classify %v (%.2f)", p, tk, float64(tk)/float64(p), r, float64(r)/float64(p), c, float64(c)/float64(p))
	}
}

func BenchmarkProbeRead(b *testing.B) {
	src := corpus.Generate(corpus.GenOptions{Turns: 1000, State: corpus.GenFinished, Seed: 1})
	b.ReportAllocs()
	for b.Loop() {
		dom.Parse(src, dom.Limits{})
	}
}
