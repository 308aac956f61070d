package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// quickBench makes testing.Benchmark run each measurement once, for the
// length of the test.
func quickBench(t *testing.T) {
	t.Helper()
	f := flag.Lookup("test.benchtime")
	if f == nil {
		t.Fatal("no test.benchtime flag")
	}
	old := f.Value.String()
	if err := f.Value.Set("1x"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

func TestBenchVerb(t *testing.T) {
	quickBench(t)
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "--turns", "2, 4", "--state", "streaming", "--save", dir}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("want a header and two rows:\n%s", out.String())
	}
	for _, col := range []string{"parse ns/op", "MB/s", "B/op", "allocs/op", "classify ns", "ratio", "peak"} {
		if !strings.Contains(lines[0], col) {
			t.Errorf("header lacks %q: %s", col, lines[0])
		}
	}
	for i, turns := range []string{"2", "4"} {
		f := strings.Fields(lines[i+1])
		if len(f) != 12 || f[0] != turns || !strings.HasSuffix(f[11], "x") {
			t.Errorf("row %d: %q", i, lines[i+1])
		}
		page, err := os.ReadFile(filepath.Join(dir, "turns-"+turns+".html"))
		if err != nil || f[1] != strconv.Itoa(len(page)) {
			t.Errorf("saved page for %s turns: %v, %d bytes, row says %s", turns, err, len(page), f[1])
		}
	}
}

// TestBenchVerbGemini: --site gemini measures and saves Gemini pages, in
// the states only Gemini pages have too.
func TestBenchVerbGemini(t *testing.T) {
	quickBench(t)
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "--turns", "3", "--site", "gemini", "--state", "deep-think", "--save", dir}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	page, err := os.ReadFile(filepath.Join(dir, "turns-3.html"))
	if err != nil || !bytes.Contains(page, []byte("<model-response")) {
		t.Fatalf("the saved page is not a Gemini page: %v", err)
	}
}

func TestBenchVerbUsage(t *testing.T) {
	cases := []struct {
		args   []string
		reason string
	}{
		{[]string{"--turns", "0"}, "a page needs at least one turn"},
		{[]string{"--turns", "10,x"}, "turns are numbers"},
		{[]string{"--turns", "1000000"}, "a million turns is beyond the bench's bound"},
		{[]string{"--state", "done"}, "an unknown state"},
		{[]string{"--site", "mistral"}, "a site with no generator and profile"},
		{[]string{"--site", "gemini", "--state", "wall"}, "a state Gemini pages do not have"},
		{[]string{"extra"}, "no positional arguments"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		if code := run(append([]string{"bench"}, c.args...), &out, &errb); code != exitError || out.Len() != 0 {
			t.Errorf("%v: exit %d, output %q (%s)", c.args, code, out.String(), c.reason)
		}
	}
}

func TestPeakHeapSeesAnAllocation(t *testing.T) {
	const size = 16 << 20
	var keep []byte
	peak := peakHeap(func() {
		keep = make([]byte, size)
		for i := range keep {
			keep[i] = byte(i)
		}
	})
	// Other goroutines of the test binary (a browser connection left by an
	// earlier test, say) allocate and free beside fn, and a collection
	// during fn frees what they left since the baseline was read: the peak
	// can come out a little under the allocation. Half of it still proves
	// the sampler saw it.
	if peak < size/2 || peak > 4*size {
		t.Errorf("peak %d for a %d-byte allocation", peak, size)
	}
	_ = keep
}
