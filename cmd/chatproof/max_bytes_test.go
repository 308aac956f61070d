package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// --max-bytes refuses a page or archive over it from its size: exit 1, the
// file named, and the files under it still judged.
func TestMaxBytes(t *testing.T) {
	page := []byte(`<div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div></form></div>`)
	small := writeFile(t, "small.html", page)
	big := writeFile(t, "big.html", append(append([]byte(nil), page...), ' '))
	limit := "--max-bytes=" + strconv.Itoa(len(page))
	tests := []struct {
		verb string
		args []string
	}{
		{"classify", []string{limit, big, small}},
		{"replay", []string{"--max-bytes=100", fixture("sequence", "stream_normal-completes")}},
		{"recover", []string{"--max-bytes=100", fixture("recover", "stale_synced")}},
		{"capture", []string{"--from-file", big, limit}},
	}
	for _, tc := range tests {
		t.Run(tc.verb, func(t *testing.T) {
			code, out, errs := runCLI(t, append([]string{tc.verb}, tc.args...)...)
			if code != exitError || !strings.Contains(errs, "exceeds the size limit") {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			if tc.verb == "classify" && (!strings.Contains(errs, big) || strings.Count(out, "\n") != 1) {
				t.Errorf("the page at the limit was not judged alone: stdout %q, stderr %q", out, errs)
			}
		})
	}
	if code, _, errs := runCLI(t, "classify", "--max-bytes=0", small); code != exitError || !strings.Contains(errs, "must be positive") {
		t.Errorf("--max-bytes=0: exit %d, stderr %q", code, errs)
	}
}

// A page far over the default limit is refused from its size: the file,
// 40 MB of which none is on disk, is never read.
func TestLargePageRefusedFromItsSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "large.html")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(40 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, verb := range []string{"classify", "capture"} {
		args := []string{verb, path}
		if verb == "capture" {
			args = []string{verb, "--from-file", path}
		}
		code, _, errs := runCLI(t, args...)
		if code != exitError || !strings.Contains(errs, "41943040 bytes") {
			t.Errorf("%s: exit %d, stderr %q", verb, code, errs)
		}
	}
}
