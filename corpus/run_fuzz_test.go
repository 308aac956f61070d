package corpus

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"testing"
)

// smallestFixtures returns the n smallest embedded fixtures of each kind
// directory, as fuzz seeds that reach every kind's runner.
func smallestFixtures(tb testing.TB, n int) [][]byte {
	tb.Helper()
	fsys := Default()
	dirs, err := fs.ReadDir(fsys, ".")
	if err != nil {
		tb.Fatal(err)
	}
	var seeds [][]byte
	for _, dir := range dirs {
		files, err := fs.Glob(fsys, dir.Name()+"/*.txtar")
		if err != nil || len(files) == 0 {
			tb.Fatalf("no fixtures in %s: %v", dir.Name(), err)
		}
		var datas [][]byte
		for _, f := range files {
			data, err := fs.ReadFile(fsys, f)
			if err != nil {
				tb.Fatal(err)
			}
			datas = append(datas, data)
		}
		slices.SortFunc(datas, func(a, b []byte) int { return len(a) - len(b) })
		seeds = append(seeds, datas[:min(n, len(datas))]...)
	}
	return seeds
}

// FuzzRun: any fixture bytes the loader accepts run through their kind
// (snapshot classify, sequence replay, scan, recover) without a panic, to a
// report that is JSON and the same on every run.
func FuzzRun(f *testing.F) {
	for _, seed := range smallestFixtures(f, 2) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fx, err := Parse("f.txtar", data)
		if err != nil {
			return
		}
		first := Run(fx)
		if first.Err != nil && first.Report == nil {
			return
		}
		if !json.Valid(first.Report) {
			t.Fatalf("report is not JSON: %q", first.Report)
		}
		again := Run(fx)
		if !bytes.Equal(first.Report, again.Report) || len(first.Failures) != len(again.Failures) {
			t.Fatalf("two runs differ:\n%s\n%s", first.Report, again.Report)
		}
	})
}

func TestSmallestFixturesPass(t *testing.T) {
	for _, seed := range smallestFixtures(t, 2) {
		fx, err := Parse("seed.txtar", seed)
		if err != nil {
			t.Fatal(err)
		}
		if res := Run(fx); !res.OK() {
			t.Errorf("seed fixture fails: %v %v\n%s", res.Err, res.Failures, seed[:min(len(seed), 200)])
		}
	}
}
