package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestScanVerb(t *testing.T) {
	dir := filepath.Join("..", "..", "corpus", "fixtures", "scan")
	clean := filepath.Join(dir, "absent_clean-overlapping-pages.txtar")
	shift := filepath.Join(dir, "unproven_shift-inserted-mid-scan.txtar")

	var out, errb bytes.Buffer
	if code := runScan([]string{clean, shift}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want one per case:\n%s", len(lines), out.String())
	}
	var rep struct {
		Schema   string   `json:"schema"`
		Source   string   `json:"source"`
		Result   string   `json:"result"`
		Reason   string   `json:"reason"`
		FoundIDs []string `json:"found_ids"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Schema != "chatproof.scan/v1" || rep.Source != clean || rep.Result != "absent" || rep.FoundIDs == nil {
		t.Errorf("first report %+v", rep)
	}
	if err := json.Unmarshal([]byte(lines[1]), &rep); err != nil || rep.Result != "unproven" || rep.Reason != "listing_shifted" {
		t.Errorf("second report %+v (%v)", rep, err)
	}

	out.Reset()
	if code := runScan([]string{"--text", shift}, &out, &errb); code != exitOK {
		t.Fatalf("readable: exit %d", code)
	}
	if !strings.HasPrefix(out.String(), shift+": unproven listing_shifted pages=2 candidates=2: active page 1") {
		t.Errorf("readable line %q", out.String())
	}
}

func TestScanVerbErrors(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runScan(nil, &out, &errb); code != exitError {
		t.Errorf("no case: exit %d, want %d", code, exitError)
	}
	if code := runScan([]string{"--bogus", "x"}, &out, &errb); code != exitError {
		t.Errorf("unknown flag: exit %d, want %d", code, exitError)
	}
	bad := filepath.Join(t.TempDir(), "bad.txtar")
	if err := os.WriteFile(bad, []byte("-- request.json --\n{\"marker\":\"m\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	clean := filepath.Join("..", "..", "corpus", "fixtures", "scan", "absent_clean-overlapping-pages.txtar")
	out.Reset()
	errb.Reset()
	code := runScan([]string{bad, filepath.Join(t.TempDir(), "missing.txtar"), clean}, &out, &errb)
	if code != exitError {
		t.Errorf("decode and read errors: exit %d, want %d", code, exitError)
	}
	if !strings.Contains(errb.String(), "attempt") || strings.Count(errb.String(), "chatproof scan:") != 2 {
		t.Errorf("stderr %q", errb.String())
	}
	if !strings.Contains(out.String(), `"result":"absent"`) {
		t.Errorf("the good case after the bad ones was not reported: %q", out.String())
	}
}
