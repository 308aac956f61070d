package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["bench"] = verb{runBench, "measure classify against a bare HTML parse on generated pages"}
}

// runBench measures, on generated pages of several sizes, the x/net/html
// parse alone and the whole classify path (parse included), so users can
// check the speed on their own machines.
func runBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	turnsFlag := fs.String("turns", "10,100,1000,5000", "comma-separated page sizes in turns")
	state := fs.String("state", corpus.GenFinished, "state of the newest turn: "+strings.Join(corpus.GenStates(), ", "))
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof bench [--turns 10,100,1000,5000] [--state S]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		if err == nil {
			fs.Usage()
		}
		return exitError
	}
	var sizes []int
	for _, f := range strings.Split(*turnsFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "chatproof bench: bad --turns entry %q\n", f)
			return exitError
		}
		sizes = append(sizes, n)
	}
	if !validGenState(*state) {
		fmt.Fprintf(stderr, "chatproof bench: unknown --state %q\n", *state)
		return exitError
	}
	fmt.Fprintf(stdout, "%-7s %10s %12s %9s %12s %10s %12s %9s %12s %6s\n",
		"turns", "bytes", "parse ns/op", "MB/s", "B/op", "allocs/op", "classify ns", "MB/s", "B/op", "ratio")
	for _, n := range sizes {
		page := corpus.Generate(corpus.GenOptions{Turns: n, State: *state, Seed: 1})
		parse := testing.Benchmark(func(b *testing.B) {
			b.SetBytes(int64(len(page)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := html.Parse(bytes.NewReader(page)); err != nil {
					b.Fatal(err)
				}
			}
		})
		classify := testing.Benchmark(func(b *testing.B) {
			b.SetBytes(int64(len(page)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := chatproof.ClassifyHTML(page, chatproof.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
		ratio := float64(classify.NsPerOp()) / float64(max(parse.NsPerOp(), 1))
		fmt.Fprintf(stdout, "%-7d %10d %12d %9.1f %12d %10d %12d %9.1f %12d %6.2f\n",
			n, len(page), parse.NsPerOp(), mbps(parse, len(page)), parse.AllocedBytesPerOp(), parse.AllocsPerOp(),
			classify.NsPerOp(), mbps(classify, len(page)), classify.AllocedBytesPerOp(), ratio)
	}
	return exitOK
}

func mbps(r testing.BenchmarkResult, size int) float64 {
	if r.NsPerOp() == 0 {
		return 0
	}
	return float64(size) / float64(r.NsPerOp()) * 1e9 / 1e6
}

func validGenState(s string) bool {
	for _, x := range corpus.GenStates() {
		if x == s {
			return true
		}
	}
	return false
}
