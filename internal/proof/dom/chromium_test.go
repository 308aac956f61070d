package dom_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/chrome"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
)

// requireChrome names the variable that turns a missing browser into a
// test failure, as in the capture tests.
const requireChrome = "CHATPROOF_REQUIRE_CHROME"

// browserBound is how long one browser run may take: a bound for a
// browser that hangs, not for a slow one. One run serializes every page of
// the sweep (CI's run takes every page), on a machine that may be loaded
// by anything; go test's own timeout is the outer bound.
const browserBound = 10 * time.Minute

// dumpDOM loads page (an HTML file) in a headless browser, lets its
// scripts run, and returns the browser's serialization of the resulting
// DOM. It skips the test when no browser is installed.
func dumpDOM(t *testing.T, page string) string {
	t.Helper()
	exe := chrome.Find()
	if exe == "" {
		if os.Getenv(requireChrome) == "1" {
			t.Fatalf("no browser binary found (%s=1 requires it)", requireChrome)
		}
		t.Skip("no browser binary found: install chromium or set " + chrome.Env)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), browserBound)
	defer cancel()
	args := []string{"--user-data-dir=" + filepath.Join(dir, "profile"), "--dump-dom"}
	for _, f := range chrome.LaunchFlags() {
		args = append(args, "--"+f)
	}
	out, err := exec.CommandContext(ctx, exe, append(args, "file://"+path)...).Output()
	if err != nil {
		t.Fatalf("%s --dump-dom: %v", exe, err)
	}
	return string(out)
}

// serializedByChromium has the browser parse each page with its own HTML
// parser (DOMParser) and returns the serialization of each resulting
// document, as outerHTML writes it.
func serializedByChromium(t *testing.T, pages []string) []string {
	t.Helper()
	src, err := json.Marshal(pages)
	if err != nil {
		t.Fatal(err)
	}
	// The JSON goes into a script: no "</script" may end it early.
	js := strings.ReplaceAll(string(src), "<", `\u003c`)
	harness := `<!DOCTYPE html><html><body><pre id="out"></pre><script>
const pages = ` + js + `;
const out = pages.map(p => new DOMParser().parseFromString(p, "text/html").documentElement.outerHTML);
document.getElementById("out").textContent = JSON.stringify(out);
</script></body></html>`
	dump := dumpDOM(t, harness)
	_, rest, ok := strings.Cut(dump, `<pre id="out">`)
	body, _, ok2 := strings.Cut(rest, `</pre>`)
	if !ok || !ok2 {
		t.Fatalf("no output in the browser's dump: %.300s", dump)
	}
	var out []string
	if err := json.Unmarshal([]byte(html.UnescapeString(body)), &out); err != nil {
		t.Fatal(err)
	}
	if len(out) != len(pages) {
		t.Fatalf("%d pages serialized of %d", len(out), len(pages))
	}
	return out
}

// Markup that real Chromium serialized from the corpus pages, the example
// pages and generated pages reads as html.Parse reads it.
func TestSameTreeAsHTMLParseOnChromiumSerializations(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a browser")
	}
	sections := htmlSections(t, "../../../corpus/fixtures", "../../../cmd/chatproof/testdata", "../../dom/testdata/pages")
	var names, pages []string
	all := slices.Sorted(maps.Keys(sections))
	sampled := sampleSections(all, 24)
	for _, name := range all {
		if sampled[name] { // every page with CHATPROOF_EXHAUSTIVE=1, as CI runs
			names, pages = append(names, name), append(pages, string(sections[name]))
		}
	}
	for _, state := range corpus.GenStates() {
		for _, n := range []int{10, 200} {
			if n > 10 && !testflag.Exhaustive() {
				continue
			}
			names = append(names, fmt.Sprintf("generated %s/%d", state, n))
			pages = append(pages, string(generated(state, n)))
		}
	}
	for i, s := range serializedByChromium(t, pages) {
		checkSameTree(t, names[i]+" as serialized by Chromium", []byte(s))
	}
	t.Logf("%d pages", len(pages))
}

// DOM that script built, which HTML's repair rules would move when the
// page is parsed again, reads as the browser had it: a div inside a p, an
// HTML element directly in an svg, a row directly in a table.
func TestScriptBuiltDOMReadsAsTheBrowserHadIt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a browser")
	}
	dump := dumpDOM(t, `<!DOCTYPE html><html><body>
<p id="para">text</p><svg id="icon"></svg><table id="grid"></table>
<script>
const div = document.createElement("div"); div.id = "in-p"; document.getElementById("para").appendChild(div);
const span = document.createElement("span"); span.id = "in-svg"; document.getElementById("icon").appendChild(span);
const tr = document.createElement("tr"); tr.id = "in-table"; document.getElementById("grid").appendChild(tr);
</script></body></html>`)
	d, err := dom.Parse([]byte(dump), dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for child, parent := range map[string]string{"in-p": "para", "in-svg": "icon", "in-table": "grid"} {
		c, p := byID(d, child), byID(d, parent)
		if c < 0 || p < 0 || d.Parent(c) != p {
			t.Errorf("#%s is not read inside #%s, where the browser had it: %.400s", child, parent, dump)
		}
	}
}

// byID returns the first element of d whose id attribute is id, or -1 (the
// ByID hook of package dom's own tests, on its exported API).
func byID(d *dom.Document, id string) int {
	for i := range d.Len() {
		for _, a := range d.Node(i).Attr {
			if a.Key == "id" && a.Namespace == "" {
				if a.Val == id {
					return i
				}
				break
			}
		}
	}
	return -1
}
