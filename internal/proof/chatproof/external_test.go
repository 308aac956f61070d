package chatproof_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"
	"golang.org/x/tools/txtar"
)

// userProgram is a program a user of the module would write: it uses only
// exported API, from outside the module, to classify a page and compare its
// typed values, replay a recording made by chatproof record, run a recorded
// absence proof, take a recovery decision on the page, read a snapshot
// fixture, print its verdict's summary and run the pre-Send check on it,
// and parse a page once with snapshot.Parse to run classify.Classify,
// surface.Read and the recovery page view on the same document.
const userProgram = `package main

import (
	"fmt"
	"log"
	"os"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/scan"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

func main() {
	page, err := os.ReadFile(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("terminal:", v.Terminal, v.Reasons)
	if v.Terminal != chatproof.Complete || v.Activity.Level != chatproof.LevelNone || v.Surface.State != chatproof.SurfaceOpen {
		log.Fatalf("typed values: %s %s %s", v.Terminal, v.Activity.Level, v.Surface.State)
	}

	rec, err := os.ReadFile(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	seq, err := corpus.ReadSequence(rec)
	if err != nil {
		log.Fatal(err)
	}
	opts := chatproof.Options{ExpectMessageID: seq.Flags.ExpectMessageID, MinTurn: seq.Flags.MinTurn}
	rep := gate.Replay(seq, func(html []byte) (chatproof.Verdict, error) { return chatproof.ClassifyHTML(html, opts) })
	fmt.Println("complete_at:", rep.CompleteAt)

	raw, err := os.ReadFile(os.Args[3])
	if err != nil {
		log.Fatal(err)
	}
	c, err := corpus.ReadScanCase(raw)
	if err != nil {
		log.Fatal(err)
	}
	proof, err := scan.Run(c)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("scan:", proof.Result)

	view, err := pageview.ReadHTML(page, chatproof.Options{})
	if err != nil {
		log.Fatal(err)
	}
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	d, _ := recovery.Defaults().Decide(recovery.Input{Now: now, View: view})
	fmt.Println("recover:", d.Action == recovery.ActionNone, view.Finished)

	fx, err := os.ReadFile(os.Args[4])
	if err != nil {
		log.Fatal(err)
	}
	wallPage, wallOpts, err := corpus.ReadSnapshot(fx)
	if err != nil {
		log.Fatal(err)
	}
	wall, err := chatproof.ClassifyHTML(wallPage, wallOpts)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("summary:", wall)
	first := gate.SurfaceRead{At: now, State: wall.Surface}
	res := gate.PreSendCheck(first, gate.SurfaceRead{At: now.Add(time.Second), State: wall.Surface})
	fmt.Println("presend:", res.Stop, res.Code)

	// One parse, three readers of the same document.
	doc, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		log.Fatal(err)
	}
	r := classify.Classify(doc, classify.Options{})
	s := surface.Read(doc)
	pv := pageview.Read(doc, classify.Options{})
	fmt.Println("one parse:", r.Terminal, s.State, pv.AssistantID == r.Response.MessageID, pv.TurnIndex == r.Response.TurnIndex)
}
`

// TestUsableFromAnotherModule builds userProgram as a module of its own
// that requires this one through a replace directive, and runs it: the
// exported API is callable without anything from internal/.
func TestUsableFromAnotherModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a separate module")
	}
	root, dir := userModule(t, userProgram)
	recording := filepath.Join(root, "corpus/fixtures/sequence/recorded_live-stream-completes.txtar")
	scanCase := filepath.Join(root, "corpus/fixtures/scan/absent_clean-overlapping-pages.txtar")
	wall := filepath.Join(root, "corpus/fixtures/snapshot/example_wall-banner.txtar")
	out := runUserModule(t, dir, fixturePage(t, filepath.Join(root, "corpus/fixtures/snapshot/example_completed.txtar"), dir), recording, scanCase, wall)
	want := "terminal: complete [surface_open]\ncomplete_at: 2700\nscan: absent\nrecover: true true\n" +
		"summary: complete (wall_banner)\npresend: true chatgpt_conversation_exhausted_before_send\n" +
		"one parse: complete open true true\n"
	if out != want {
		t.Errorf("the user program printed\n%s\nwant\n%s", out, want)
	}
}

// shortProgram is the smallest useful program: read a snapshot fixture,
// print its verdict's summary, run the pre-Send check on two reads.
const shortProgram = `package main

import (
	"fmt"
	"os"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
)

func main() {
	data, _ := os.ReadFile(os.Args[1])
	page, opts, err := corpus.ReadSnapshot(data)
	if err != nil {
		panic(err)
	}
	v, err := chatproof.ClassifyHTML(page, opts)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	t := time.Now()
	first, second := gate.SurfaceRead{At: t, State: v.Surface}, gate.SurfaceRead{At: t.Add(time.Second), State: v.Surface}
	fmt.Println(gate.PreSendCheck(first, second).Code)
}
`

// TestShortProgramFromAnotherModule: a program of under 30 lines, in a
// module of its own, reads a snapshot fixture, prints the verdict's
// summary and runs the pre-Send check.
func TestShortProgramFromAnotherModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a separate module")
	}
	if n := strings.Count(shortProgram, "\n"); n >= 30 {
		t.Fatalf("the short program has %d lines", n)
	}
	root, dir := userModule(t, shortProgram)
	out := runUserModule(t, dir, filepath.Join(root, "corpus/fixtures/snapshot/example_wall-banner.txtar"))
	if want := "complete (wall_banner)\nchatgpt_conversation_exhausted_before_send\n"; out != want {
		t.Errorf("the short program printed\n%s\nwant\n%s", out, want)
	}
}

// userModule writes program as the main package of a module of its own
// that requires this one through a replace directive, tidies it and
// returns this module's root and the new module's directory.
func userModule(t *testing.T, program string) (root, dir string) {
	t.Helper()
	root, err := filepath.Abs(fromRoot())
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	gomod := "module example.com/user\n\ngo 1.26\n\nrequire github.com/chatproof/chatproof v0.0.0\n\nreplace github.com/chatproof/chatproof => " + root + "\n"
	for name, data := range map[string][]byte{"go.mod": []byte(gomod), "go.sum": sum, "main.go": []byte(program)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tidy := exec.Command(goTool(t), "mod", "tidy")
	tidy.Dir = dir
	tidy.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	if out, err := tidy.CombinedOutput(); err != nil {
		t.Fatalf("go mod tidy: %v\n%s", err, out)
	}
	return root, dir
}

// runUserModule runs the module in dir with args and returns its output.
func runUserModule(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command(goTool(t), append([]string{"run", "."}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	return string(out)
}

// goTool finds the go command.
func goTool(t *testing.T) string {
	t.Helper()
	g, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to build the user program: %v", err)
	}
	return g
}

// fixturePage writes the page.html section of a snapshot fixture to dir and
// returns its path.
func fixturePage(t *testing.T, fixture, dir string) string {
	t.Helper()
	data, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	page, ok := corpus.Section(txtar.Parse(data), "page.html")
	if !ok {
		t.Fatalf("%s has no page.html", fixture)
	}
	path := filepath.Join(dir, "page.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
