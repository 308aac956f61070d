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

// TestMaxBytesSaysWhatToDo: --max-bytes takes sizes with units, and an
// input over it is refused with the flag named, the sizes with units and
// how to read it, in every verb that has the flag.
func TestMaxBytesSaysWhatToDo(t *testing.T) {
	page := pageOf(t, fixture("snapshot", "example_completed"))
	big := writeFile(t, "big.html", append(page, make([]byte, 2<<10)...))
	for _, size := range []string{"1KiB", "1kB", "1 KiB", "1024", "0.5KiB"} {
		verbs := []string{"classify"}
		if size == "1KiB" {
			verbs = append(verbs, "presend", "replay", "scan", "recover")
		}
		for _, verb := range verbs {
			run := runVerb
			if verb == "classify" && size == "1KiB" {
				run = runMain // the built binary, once; the others as runVerb
			}
			code, _, errs := run(t, nil, verb, "--max-bytes", size, big)
			if code != exitError || !strings.Contains(errs, "larger than --max-bytes (") || !strings.Contains(errs, "KiB)") ||
				!strings.Contains(errs, "give a larger --max-bytes (it takes units") || strings.Contains(errs, "Limits.MaxBytes") {
				t.Errorf("%s --max-bytes %s: exit %d, %q", verb, size, code, errs)
			}
		}
	}
	if code, out, errs := runVerb(t, nil, "classify", "--max-bytes", "10MB", "--text", big); code != exitOK || !strings.Contains(out, ": complete") {
		t.Errorf("--max-bytes 10MB: exit %d, %q %q", code, out, errs)
	}
	if code, _, errs := runVerb(t, nil, "classify", "--max-bytes", "ten", big); code != exitError || !strings.Contains(errs, "e.g. 33554432, 32MiB or 10MB") {
		t.Errorf("--max-bytes ten: exit %d, %q", code, errs)
	}
}
