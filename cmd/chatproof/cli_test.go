package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture/redact"
)

// fixture returns the path of an embedded corpus fixture.
func fixture(kind, name string) string {
	return filepath.Join("..", "..", "corpus", "fixtures", kind, name+".txtar")
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// TestOversizedFiles: a file over a verb's read cap is refused with an
// error naming it and exit 1, without stopping the other files. The caps
// are lowered for the test; the real ones are far larger.
func TestOversizedFiles(t *testing.T) {
	tests := []struct {
		verb string
		cap  *int64
		good string
	}{
		{"replay", &maxSequenceBytes, fixture("sequence", "stream_normal-completes")},
		{"scan", &maxCaseBytes, fixture("scan", "found_marker-in-candidate")},
		{"recover", &maxRecoverCaseBytes, fixture("recover", "stale_synced")},
	}
	for _, tc := range tests {
		t.Run(tc.verb, func(t *testing.T) {
			good, err := os.ReadFile(tc.good)
			if err != nil {
				t.Fatal(err)
			}
			saved := *tc.cap
			t.Cleanup(func() { *tc.cap = saved })
			*tc.cap = int64(len(good))
			// The good fixture is exactly at the cap; one more byte is over it.
			big := writeFile(t, "big.txtar", append(append([]byte(nil), good...), '\n'))
			code, out, errs := runCLI(t, tc.verb, big, tc.good)
			if code != exitError {
				t.Fatalf("exit %d, want 1\n%s", code, errs)
			}
			if !strings.Contains(errs, big) || !strings.Contains(errs, "larger than") {
				t.Errorf("stderr does not name the oversized file: %q", errs)
			}
			if strings.Count(out, "\n") < 1 || strings.Contains(out, big) {
				t.Errorf("the file at the cap was not judged alone: %q", out)
			}
		})
	}
}

// TestCaptureFromFileTooLarge: a saved page over the sanitizer's limit is
// refused before it is parsed.
func TestCaptureFromFileTooLarge(t *testing.T) {
	file := filepath.Join(t.TempDir(), "big.html")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: the size is what counts, not the bytes on disk.
	if err := f.Truncate(redact.MaxFileBytes + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out := filepath.Join(t.TempDir(), "out.html")
	code, stdout, errs := runCLI(t, "capture", "--from-file", file, "-o", out)
	if code != exitError || stdout != "" || !strings.Contains(errs, "larger than") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output file was written for a refused input")
	}
}

// TestMalformedInputs: binary, non-UTF-8, truncated and empty files are an
// error (exit 1) or a fail-closed report, never a panic or a positive
// result.
func TestMalformedInputs(t *testing.T) {
	garbage := map[string][]byte{
		"empty":     {},
		"binary":    {0x00, 0xff, 0xfe, 0x01, 0x80, '-', '-', ' '},
		"not-utf8":  []byte("why\n-- request.json --\n\xff\xfe{\n-- state.json --\n\xff\n-- snap/000000ms.html --\n\xff<p>\n"),
		"truncated": []byte("why\n-- state.json --\n{\"now_ms\": 17647258800"),
		"markers":   []byte("-- \n--  --\n-- -- --\n"),
	}
	for _, verb := range []string{"replay", "scan", "recover"} {
		for name, data := range garbage {
			t.Run(verb+"/"+name, func(t *testing.T) {
				file := writeFile(t, name+".txtar", data)
				args := []string{verb, file} // scan and recover print JSON by default
				if verb == "replay" {
					args = []string{verb, "--json", file}
				}
				code, out, errs := runCLI(t, args...)
				switch code {
				case exitError:
					if !strings.Contains(errs, file) {
						t.Errorf("stderr does not name the file: %q", errs)
					}
				case exitOK:
					// Only a report that proves nothing is acceptable.
					for _, positive := range []string{`"complete_at":0`, `"result":"absent"`, `"result":"found"`, `"action":"reload"`, `"action":"retry_send_once"`} {
						if strings.Contains(out, positive) {
							t.Errorf("malformed input gave a positive report: %s", out)
						}
					}
				default:
					t.Errorf("exit %d\n%s", code, errs)
				}
			})
		}
	}
}

// TestLintCoversEveryKind: lint checks sequence, scan and recover fixtures
// like snapshot ones: a fixture whose want holds passes (exit 0), the same
// fixture with one wrong expectation fails (exit 3) and names the line.
func TestLintCoversEveryKind(t *testing.T) {
	tests := []struct {
		kind, name, right, wrong string
	}{
		{"sequence", "stream_normal-completes", "complete_at: 2400", "complete_at: 2000"},
		{"sequence", "drift_stop-gone-no-bar", "complete_at: never", "complete_at: 400"},
		{"scan", "absent_clean-overlapping-pages", "result: absent", "result: found"},
		{"scan", "unproven_page-cap", "reason: page_cap_reached", "reason: listing_shifted"},
		{"recover", "stale_synced", "action: none", "action: reload"},
		{"recover", "sendtimeout_retry-once", "action: retry_send_once", "action: none"},
	}
	for _, tc := range tests {
		t.Run(tc.kind+"/"+tc.name, func(t *testing.T) {
			src, err := os.ReadFile(fixture(tc.kind, tc.name))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(src, []byte("\n"+tc.right+"\n")) {
				t.Fatalf("the fixture's want has no line %q", tc.right)
			}
			dir := t.TempDir()
			ok := filepath.Join(dir, tc.name+".txtar")
			bad := filepath.Join(t.TempDir(), tc.name+".txtar")
			os.WriteFile(ok, src, 0o644)
			os.WriteFile(bad, bytes.Replace(src, []byte("\n"+tc.right+"\n"), []byte("\n"+tc.wrong+"\n"), 1), 0o644)
			if code, out, errs := runCLI(t, "lint", ok); code != exitOK {
				t.Errorf("unchanged fixture: exit %d\n%s%s", code, out, errs)
			}
			code, out, errs := runCLI(t, "lint", bad)
			if code != exitFailed {
				t.Errorf("wrong want: exit %d, want 3\n%s%s", code, out, errs)
			}
			if field, _, _ := strings.Cut(tc.wrong, ":"); !strings.Contains(out, field) {
				t.Errorf("the failure does not name %s:\n%s", field, out)
			}
		})
	}
}
