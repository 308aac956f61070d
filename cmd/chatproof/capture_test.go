package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/capturetest"
	"github.com/chatproof/chatproof/internal/testflag"
)

func TestMain(m *testing.M) {
	code := m.Run()
	capturetest.Shutdown()
	removeCommandBinary()
	os.Exit(code)
}

// checkWant classifies page and checks it against a want-style section.
func checkWant(t *testing.T, what string, page, want []byte) chatproof.Verdict {
	t.Helper()
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		t.Fatalf("%s: classify: %v", what, err)
	}
	exps, err := corpus.ParseWant(want)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	fails, err := corpus.Check(v, exps)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for _, f := range fails {
		t.Errorf("%s: want line %d: %s: got %s", what, f.Line, f.Expectation, f.Got)
	}
	return v
}

// TestCaptureClassifies serves each case's page and stylesheet, lets the
// browser lay them out, captures the tab over CDP with "chatproof capture",
// and checks that classify on the capture meets the case's want. Cases with
// a static section also check what a parse of the saved page says, which
// is where a stylesheet makes the static heuristics wrong.
func TestCaptureClassifies(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	files, err := filepath.Glob("testdata/capture/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no capture cases: %v", err)
	}
	for i, file := range files {
		if !testflag.Sample(i, 6) { // one in six; every case with CHATPROOF_EXHAUSTIVE=1, as CI runs
			continue
		}
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			a := txtar.Parse(data)
			page, _ := corpus.Section(a, "page.html")
			css, _ := corpus.Section(a, "site.css")
			want, ok := corpus.Section(a, "want")
			if len(page) == 0 || len(css) == 0 || !ok || len(bytes.TrimSpace(a.Comment)) == 0 {
				t.Fatal("a case needs a comment and page.html, site.css and want sections")
			}
			if static, ok := corpus.Section(a, "static"); ok {
				checkWant(t, "static parse of page.html", page, static)
			}
			srv := capturetest.Serve(t, map[string][]byte{"/c/" + name: page, "/site.css": css})
			url := srv.URL + "/c/" + name
			openIn(t, cdp, url)

			dir := t.TempDir()
			plain, redacted := filepath.Join(dir, "plain.html"), filepath.Join(dir, "redacted.html")
			for _, args := range [][]string{
				{"--cdp", cdp, "--tab", url, "-o", plain},
				{"--cdp", cdp, "--tab", url, "--redact-text", "-o", redacted},
			} {
				var stdout, stderr bytes.Buffer
				if code := runCapture(args, &stdout, &stderr); code != exitOK {
					t.Fatalf("capture %v: exit %d\n%s", args, code, stderr.String())
				}
			}
			got, err := os.ReadFile(plain)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(got, []byte(`<meta name="chatproof:capture" content="v1"`)) {
				t.Fatal("the capture lacks its annotation meta")
			}
			v := checkWant(t, "capture", got, want)

			// Redaction keeps the verdict: only the response text (and so its
			// digest) differs.
			red, err := os.ReadFile(redacted)
			if err != nil {
				t.Fatal(err)
			}
			rv, err := chatproof.ClassifyHTML(red, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(v, rv, cmpopts.IgnoreFields(chatproof.Response{}, "Text", "FullText", "ContentDigest")); d != "" {
				t.Errorf("--redact-text changed the verdict (-plain +redacted):\n%s", d)
			}
			if v.Response.Text != "" && rv.Response.Text == v.Response.Text {
				t.Errorf("--redact-text kept the response text %q", v.Response.Text)
			}
			if len([]rune(rv.Response.Text)) != len([]rune(v.Response.Text)) {
				t.Errorf("redacted text %q is not as long as %q", rv.Response.Text, v.Response.Text)
			}
		})
	}
}

// TestCaptureFromFile checks the browserless round trip: a saved page is
// sanitized and still classifies as before.
func TestCaptureFromFile(t *testing.T) {
	data, err := os.ReadFile("testdata/capture/example_completed.txtar")
	if err != nil {
		t.Fatal(err)
	}
	a := txtar.Parse(data)
	saved, _ := corpus.Section(a, "page.html")
	want, _ := corpus.Section(a, "want")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "page.html"), filepath.Join(dir, "out.html")
	withScript := bytes.Replace(saved, []byte("</body>"), []byte(`<script>window.t="eyJhbGciOiJIUzI1NiJ9"</script></body>`), 1)
	if err := os.WriteFile(in, withScript, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := runCapture([]string{"--from-file", in, "-o", out}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(got, []byte("<script")) || bytes.Contains(got, []byte("eyJ")) {
		t.Error("the sanitized file holds the script")
	}
	if bytes.Contains(got, []byte(page.MetaCapture)) {
		t.Error("a file read without a browser must not claim computed visibility")
	}
	checkWant(t, "sanitized file", got, want)
}

func TestCaptureUsage(t *testing.T) {
	tests := []struct {
		args   []string
		reason string
	}{
		{nil, "no source"},
		{[]string{"--cdp", "http://127.0.0.1:1", "--from-file", "x.html"}, "two sources"},
		{[]string{"--launch"}, "--launch without --url"},
		{[]string{"--cdp", "http://127.0.0.1:1", "--url", "http://x"}, "--url without --launch"},
		{[]string{"--launch", "--url", "http://x", "--tab", "x"}, "--tab with --launch"},
		{[]string{"--from-file", "x.html", "extra"}, "a stray argument"},
		{[]string{"--cdp", "http://127.0.0.1:1", "--timeout", "2s"}, "nothing listens there"},
		{[]string{"--from-file", "testdata/does-not-exist.html"}, "a missing file"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if code := runCapture(tc.args, &stdout, &stderr); code != exitError {
			t.Errorf("capture %v: exit %d, want %d (%s)", tc.args, code, exitError, tc.reason)
		}
		if stdout.Len() != 0 {
			t.Errorf("capture %v wrote to stdout: %q", tc.args, stdout.String())
		}
	}
}

// TestCaptureLaunch exercises --launch: a headless browser of its own opens
// the page and the capture is annotated like an attached one (--full:
// the page holds no rule marker, so a scoped capture would leave it out).
func TestCaptureLaunch(t *testing.T) {
	t.Parallel()
	capturetest.Browser(t) // skips without a browser
	srv := capturetest.Serve(t, map[string][]byte{"/c/launched": []byte(`<html><body><button id="b" style="opacity:0">x</button></body></html>`)})
	out := filepath.Join(t.TempDir(), "out.html")
	var stdout, stderr bytes.Buffer
	if code := runCapture([]string{"--launch", "--full", "--url", srv.URL + "/c/launched?secret=1", "-o", out}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<meta name="chatproof:url" content="` + srv.URL + `/c/launched"`,
		`<meta name="chatproof:tool" content="` + toolName() + `"`,
		`<button id="b" style="opacity:0" data-chatproof-visible="false">`,
	} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("capture lacks %s\n%s", want, got)
		}
	}
}
