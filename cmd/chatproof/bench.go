package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
)

func init() {
	verbs["bench"] = verb{runBench, "measure classify against a bare HTML parse on generated pages"}
}

var benchHelp = verbHelp{
	Usage: "chatproof bench [--turns 10,100,1000,5000] [--state S] [--site NAME] [--save DIR]",
	About: `
For each page size, a generated conversation page of that many turns is
judged again and again for about a second: first parsed alone with
x/net/html (the floor), then through chatproof.ClassifyHTML (parse, index,
classify and surface). The table gives, for both, the time per page, the
throughput in MB/s, the bytes and allocations per page; "ratio" is classify
time over parse time and "peak" the highest heap in use while one page is
judged from a reader, as a multiple of the page size (the page's own bytes
not counted: ClassifyReader does not hold them).

--site gemini generates the pages in Gemini's markup, in Gemini's states
(deep-think and quiet besides the shared ones), and judges them with the
Gemini site profile; --site claude, deepseek, grok, perplexity, copilot or
zai generates them in that site's markup (states finished, streaming and
pending) and judges them with its profile; the default is chatgpt.

--save DIR writes each page to DIR/turns-N.html, to measure a whole process,
e.g. /usr/bin/time -v chatproof classify DIR/turns-5000.html.`,
	Exit: []string{
		"0  every page was measured",
		"1  a usage error or an I/O error",
	},
}

// runBench measures, on generated pages of several sizes, the x/net/html
// parse alone and the whole classify path (parse included), so users can
// check the speed on their own machines.
func runBench(args []string, stdout, stderr io.Writer) int {
	c := newCommand("bench", benchHelp, stdout, stderr)
	turnsFlag := c.flags.String("turns", "10,100,1000,5000", "comma-separated page sizes in turns, each from 1 to 100000")
	state := c.flags.String("state", corpus.GenFinished, "state of the newest turn: "+strings.Join(corpus.GenStates(), ", "))
	siteName := c.flags.String("site", corpus.GenSiteChatGPT, "generate the pages in the markup of the site `NAME` and judge them with its profile: "+strings.Join(corpus.GenSites(), ", "))
	save := c.flags.String("save", "", "also write each generated page to `DIR`/turns-N.html")
	rest, status, ok := c.parse(args)
	if !ok {
		return status
	}
	if len(rest) > 0 {
		return c.usageError("unexpected argument %q", rest[0])
	}
	sizes, err := parseTurns(*turnsFlag)
	if err != nil {
		return c.usageError("%v", err)
	}
	profile, ok := site.ByName(*siteName)
	if !ok || !slices.Contains(corpus.GenSites(), *siteName) {
		return c.usageError("unknown --site %q: want one of %s", *siteName, strings.Join(corpus.GenSites(), ", "))
	}
	if !slices.Contains(corpus.GenStatesFor(*siteName), *state) {
		return c.usageError("unknown --state %q for --site %s: want one of %s", *state, *siteName, strings.Join(corpus.GenStatesFor(*siteName), ", "))
	}
	opts := chatproof.Options{Site: profile}
	fmt.Fprintf(stdout, "%-6s %10s  %12s %7s %11s %9s  %12s %7s %11s %9s  %5s %5s\n",
		"turns", "bytes", "parse ns/op", "MB/s", "B/op", "allocs/op",
		"classify ns", "MB/s", "B/op", "allocs/op", "ratio", "peak")
	for _, n := range sizes {
		page := corpus.Generate(corpus.GenOptions{Turns: n, State: *state, Seed: 1, Site: *siteName})
		if *save != "" {
			if err := savePage(*save, n, page); err != nil {
				return c.fail("", err)
			}
		}
		if _, err := chatproof.ClassifyHTML(page, opts); err != nil {
			return c.fail("", fmt.Errorf("%d turns: %w", n, err))
		}
		parse := testing.Benchmark(func(b *testing.B) {
			b.SetBytes(int64(len(page)))
			b.ReportAllocs()
			for b.Loop() {
				html.Parse(bytes.NewReader(page))
			}
		})
		classify := testing.Benchmark(func(b *testing.B) {
			b.SetBytes(int64(len(page)))
			b.ReportAllocs()
			for b.Loop() {
				chatproof.ClassifyHTML(page, opts)
			}
		})
		peak := peakHeap(func() { chatproof.ClassifyReader(bytes.NewReader(page), opts) })
		ratio := float64(classify.NsPerOp()) / float64(max(parse.NsPerOp(), 1))
		fmt.Fprintf(stdout, "%-6d %10d  %12d %7.1f %11d %9d  %12d %7.1f %11d %9d  %5.2f %4.1fx\n",
			n, len(page),
			parse.NsPerOp(), mbps(parse, len(page)), parse.AllocedBytesPerOp(), parse.AllocsPerOp(),
			classify.NsPerOp(), mbps(classify, len(page)), classify.AllocedBytesPerOp(), classify.AllocsPerOp(),
			ratio, float64(peak)/float64(len(page)))
	}
	return exitOK
}

// parseTurns reads the --turns list.
func parseTurns(s string) ([]int, error) {
	var sizes []int
	for f := range strings.SplitSeq(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 100_000 {
			return nil, fmt.Errorf("bad --turns entry %q: want a number of turns from 1 to 100000", f)
		}
		sizes = append(sizes, n)
	}
	return sizes, nil
}

// savePage writes a generated page as DIR/turns-N.html.
func savePage(dir string, turns int, page []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, fmt.Sprintf("turns-%d.html", turns)), page, 0o644)
}

// heapMetric is the runtime metric of the heap memory held by objects, live
// or not yet swept: what the garbage collector lets grow between cycles.
const heapMetric = "/memory/classes/heap/objects:bytes"

// peakHeap runs fn once and returns the highest heap in use above what was
// in use before, sampled every 200µs. Reading runtime metrics does not stop
// the program, so sampling barely disturbs fn.
func peakHeap(fn func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: heapMetric}}
	read := func() uint64 {
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return sample[0].Value.Uint64()
	}
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		s := []metrics.Sample{{Name: heapMetric}}
		t := time.NewTicker(200 * time.Microsecond)
		defer t.Stop()
		for {
			metrics.Read(s)
			if s[0].Value.Kind() == metrics.KindUint64 && s[0].Value.Uint64() > peak.Load() {
				peak.Store(s[0].Value.Uint64())
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	fn()
	if v := read(); v > peak.Load() {
		peak.Store(v)
	}
	close(done)
	<-sampled
	if p := peak.Load(); p > base {
		return p - base
	}
	return 0
}

func mbps(r testing.BenchmarkResult, size int) float64 {
	if r.NsPerOp() == 0 {
		return 0
	}
	return float64(size) / float64(r.NsPerOp()) * 1e9 / 1e6
}
