package gate_test

import (
	"fmt"
	"html"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/internal/testflag"
)

// growingContainers are the kinds of container whose text is weak
// evidence, each a format taking the container's lines: verified panels
// of every shape, thinking chrome in the turn and in a panel, a status
// node of the turn, and a panel found after as many signals as a verdict
// reports (its signal cut from the list).
var growingContainers = []struct{ name, page string }{
	{"aside aria-label Thinking", `%[1]s<aside aria-label="Thinking">%[2]s</aside>`},
	{"aside test id reasoning", `%[1]s<aside data-testid="reasoning-panel">%[2]s</aside>`},
	{"aside class sidecar", `%[1]s<aside class="sidecar w-[400px]">%[2]s</aside>`},
	{"complementary class thinking", `%[1]s<div role="complementary" class="thinking-pane">%[2]s</div>`},
	{"dialog aria-label Reasoning", `%[1]s<div role="dialog" aria-label="Reasoning">%[2]s</div>`},
	{"chrome in a panel", `%[1]s<aside aria-label="Sidecar"><div data-testid="reasoning-steps">%[2]s</div></aside>`},
	{"chrome in the turn", `%[1]s`},
	{"status node in the turn", `%[1]s`},
	{"panel past the signal bound", `%[1]s` + strings.Repeat(`<aside aria-label="Thinking"><div>Static step</div></aside>`, classify.MaxSignals) + `<aside aria-label="Thinking">%[2]s</aside>`},
}

// growingLines are lines of every shape a panel shows: durations and
// other digits, ellipses, active labels, completed summaries and other
// known chrome, plain steps, lines that are almost empty, and other
// languages and scripts.
var growingLines = []string{
	"Estimating catch-up time for 2.3 TB", "12s", "0:14", "1m 5s", "Looked at 6 sources.",
	"Searching…", "Reading sources...", "…", "...",
	"Thinking", "Reasoning", "Searching the web", "Thought for 2s: Searching",
	"Thought for 12s", "Edit", "Stopped thinking",
	"Comparing the write paths", "Drafting the answer", "Comparing the write paths",
	"·", "—", "-", ".", "\u00a0·\u00a0", "x",
	"Nachdenken über die Migration", "Analyse des journaux", "思考中", "正在比较写入路径", "検索しています",
	"Анализ журналов", "مقارنة المسارات ١٤", "लेखन पथों की तुलना", "Meddwl ١٤ eiliad",
}

// growingStarts are the lines a container holds before it grows: none,
// a duration-looking step, a plain step, an active label, an ellipsis.
var growingStarts = [][]string{
	nil,
	{"Estimating catch-up time for 2.3 TB"},
	{"Planning the migration"},
	{"Thinking"},
	{"Reading the logs…"},
	{"Planning the migration", "Estimating catch-up time for 2.3 TB"},
}

// growingPage is a finished reply with its bar and the container of kind
// k holding lines, each a block of its own.
func growingPage(k int, lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, `<div class="text-sm">%s</div>`, html.EscapeString(l))
	}
	body := b.String()
	inTurn := ""
	switch growingContainers[k].name {
	case "chrome in the turn":
		inTurn = `<div data-testid="thinking-trace">` + body + `</div>`
	case "status node in the turn":
		inTurn = `<div role="status">` + body + `</div>`
	}
	main := `<main><article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Plan the move.</div></article>` +
		`<article data-testid="conversation-turn-2" data-turn="assistant">` + inTurn +
		`<div data-message-author-role="assistant" data-message-id="a1"><div class="markdown"><p>Move the data in two passes.</p></div></div>` +
		`<div><button data-testid="copy-turn-action-button" aria-label="Copy"></button></div></article></main>`
	return `<!doctype html><html lang="en"><body>` + fmt.Sprintf(growingContainers[k].page, main, body) + `</body></html>`
}

// signalKey is what the gate compares of a verdict's signals: kind,
// strength, scope and digest, never the bounded evidence.
func signalKey(v chatproof.Verdict) string {
	var keys []string
	for _, s := range v.Activity.Signals {
		keys = append(keys, strconv.Quote(string(s.Kind)+" "+string(s.Strength)+" "+string(s.Scope)+" "+s.Digest))
	}
	if v.Activity.Digest != "" {
		keys = append(keys, "found "+v.Activity.Digest)
	}
	slices.Sort(keys)
	return string(v.Terminal) + " " + string(v.ProviderTerminal) + " " + strings.Join(keys, ",")
}

// TestGrowingContainerResetsStability is the metamorphic rule of a growing
// panel: appending any line to any container of weak evidence, in any
// sequence, changes the verdict's signals (a digest covers the whole
// container, whatever line its evidence shows), and the gate never counts
// the grown sample as stable. Each sequence starts from a container's
// first lines, shown twice so that the gate starts a run when the page is
// positive, then appends a line at every sample.
func TestGrowingContainerResetsStability(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 1))
	seqs := testflag.Count(24, 6)
	for k, c := range growingContainers {
		for si, start := range growingStarts {
			for q := range seqs {
				// A random sequence of one to six lines.
				var add []string
				n := 1 + rng.IntN(6)
				for range n {
					add = append(add, growingLines[rng.IntN(len(growingLines))])
				}
				if !testflag.Spread(3, k, si, q) {
					continue
				}
				checkGrowth(t, k, c.name, start, add)
			}
			// Every line appended alone.
			for li, line := range growingLines {
				if !testflag.Spread(2, k, si, li) {
					continue
				}
				checkGrowth(t, k, c.name, start, []string{line})
			}
		}
	}
}

// checkGrowth feeds the gate the container with start twice, then with
// each line of add appended in turn, and requires every grown sample to
// change the signals and to restart the gate's run, wherever the sample
// before it showed weak evidence the gate could have counted as stable.
func checkGrowth(t *testing.T, k int, name string, start, add []string) {
	t.Helper()
	g := gate.NewTerminal(gate.Config{})
	at := time.Date(2026, 12, 6, 7, 0, 0, 0, time.UTC)
	lines := slices.Clone(start)
	v, err := chatproof.ClassifyHTML([]byte(growingPage(k, lines)), chatproof.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g.Observe(gate.Sample{At: at, Verdict: v})
	prevStep := g.Observe(gate.Sample{At: at.Add(400 * time.Millisecond), Verdict: v})
	prev, prevV := signalKey(v), v
	for i, line := range add {
		lines = append(lines, line)
		v, err := chatproof.ClassifyHTML([]byte(growingPage(k, lines)), chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		cur := signalKey(v)
		step := g.Observe(gate.Sample{At: at.Add(time.Duration(i+2) * 400 * time.Millisecond), Verdict: v})
		if !hasWeak(prevV) || !containerWeak(t, k, lines[:len(lines)-1]) {
			// No weak evidence to grow: the container's text was
			// recognised (a completed summary, a known status), or
			// strong activity or a provider terminal blocks the gate.
			prev, prevStep, prevV = cur, step, v
			continue
		}
		if cur == prev {
			t.Errorf("%s, %q then %q: appending %q left the signals as they were: %s", name, start, add[:i], line, cur)
		}
		if step.StableSamples > 1 || step.Fire && !prevStep.Fire {
			t.Errorf("%s, %q then %q: appending %q counted as stable: %+v", name, start, add[:i], line, step)
		}
		prev, prevStep, prevV = cur, step, v
	}
}

// containerWeak reports whether the container of kind k holding lines
// gives weak evidence of its own: judged on a page where it is the only
// container (the panel past the signal bound judged as the panel alone).
func containerWeak(t *testing.T, k int, lines []string) bool {
	t.Helper()
	if growingContainers[k].name == "panel past the signal bound" {
		k = 0
	}
	v, err := chatproof.ClassifyHTML([]byte(growingPage(k, lines)), chatproof.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return hasWeak(v)
}

// hasWeak reports a sample the gate could count as stable while it shows
// weak evidence: finished, its activity weak, no provider terminal.
func hasWeak(v chatproof.Verdict) bool {
	return v.Activity.Level == chatproof.LevelWeak && v.ProviderTerminal == chatproof.ProviderNone && v.Response.Finished
}
