package corpus

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
)

func TestGenerateDeterministic(t *testing.T) {
	a := Generate(GenOptions{Turns: 12, State: GenStreaming, Seed: 3})
	b := Generate(GenOptions{Turns: 12, State: GenStreaming, Seed: 3})
	c := Generate(GenOptions{Turns: 12, State: GenStreaming, Seed: 4})
	if !bytes.Equal(a, b) {
		t.Error("the same options gave different pages")
	}
	if bytes.Equal(a, c) {
		t.Error("different seeds gave the same page")
	}
}

func TestGenerateLinearSize(t *testing.T) {
	small := len(Generate(GenOptions{Turns: 100, Seed: 1}))
	large := len(Generate(GenOptions{Turns: 1000, Seed: 1}))
	if ratio := float64(large) / float64(small); ratio < 7 || ratio > 11 {
		t.Errorf("10x the turns gave %.1fx the bytes (%d, %d), want about 10x", ratio, small, large)
	}
}

func TestGenerateDefaults(t *testing.T) {
	cases := []struct {
		opts   GenOptions
		same   GenOptions
		reason string
	}{
		{GenOptions{Turns: 0, State: "", Seed: 9}, GenOptions{Turns: 2, State: GenFinished, Seed: 9}, "zero turns mean 2 and the empty state means finished"},
		{GenOptions{Turns: 4, State: "no-such-state", Seed: 9}, GenOptions{Turns: 4, State: GenFinished, Seed: 9}, "an unknown state means finished"},
	}
	for _, c := range cases {
		if !bytes.Equal(Generate(c.opts), Generate(c.same)) {
			t.Errorf("%+v differs from %+v: %s", c.opts, c.same, c.reason)
		}
	}
}

// TestGenerateStates checks that each state renders what it names, as the
// snapshot verdict sees it.
func TestGenerateStates(t *testing.T) {
	cases := []struct {
		state, want, reason string
	}{
		{GenFinished, "complete none none present=true finished=true reasoning=none", "a finished reply with its own bar"},
		{GenThought, "complete none none present=true finished=true reasoning=completed", "a finished reply with a Thought for Ns summary"},
		{GenStreaming, "incomplete strong none present=true finished=false reasoning=none", "partial markdown, streaming animation, stop button"},
		{GenThinking, "incomplete strong none present=false finished=false reasoning=live", "a shimmering Thinking header, no text yet, stop button"},
		{GenPending, "incomplete strong none present=false finished=false reasoning=none", "the newest turn is the user's, stop button"},
		{GenWall, "incomplete none conversation_exhausted present=false finished=false reasoning=none", "the wall card in the newest assistant turn"},
		{GenTimeout, "incomplete none delivery_timeout present=false finished=false reasoning=none", "the delivery-timeout card in the newest assistant turn"},
	}
	if len(cases) != len(GenStates()) {
		t.Fatalf("%d cases for %d states", len(cases), len(GenStates()))
	}
	for _, c := range cases {
		for _, turns := range []int{2, 7, 30} {
			src := Generate(GenOptions{Turns: turns, State: c.state, Seed: int64(turns)})
			v, err := chatproof.ClassifyHTML(src, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := fmt.Sprintf("%s %s %s present=%v finished=%v reasoning=%s", v.Terminal, v.Activity.Level, v.ProviderTerminal,
				v.Response.Present, v.Response.Finished, v.Response.Reasoning)
			if got != c.want {
				t.Errorf("%s, %d turns: got %q, want %q (%s)", c.state, turns, got, c.want, c.reason)
			}
			wantIndex := turns
			if c.state == GenPending {
				wantIndex = -1
			}
			if v.Response.TurnIndex != wantIndex && v.Response.Present {
				t.Errorf("%s, %d turns: turn index %d, want %d", c.state, turns, v.Response.TurnIndex, wantIndex)
			}
			if v.Surface.State != "open" {
				t.Errorf("%s: surface %s, want open (the composer is the real one)", c.state, v.Surface.State)
			}
		}
	}
}

func TestGenerateMarkup(t *testing.T) {
	src := string(Generate(GenOptions{Turns: 40, Seed: 5}))
	for _, want := range []string{
		`id="stage-slideover-sidebar"`, `data-testid="model-switcher-dropdown-button"`, `data-testid="share-chat-button"`,
		`data-testid="conversation-turn-40"`, `data-message-author-role="assistant"`, `data-message-author-role="user"`,
		`class="markdown prose`, `<ul`, `<pre`, `Copy code`, `data-testid="copy-turn-action-button"`,
		`id="thread-bottom"`, `id="prompt-textarea"`, `data-testid="send-button"`,
	} {
		if !strings.Contains(src, want) {
			t.Errorf("a 40-turn page lacks %s", want)
		}
	}
	if n := strings.Count(src, "<article "); n != 40 {
		t.Errorf("%d articles, want 40", n)
	}
}

func ExampleGenerate() {
	page := Generate(GenOptions{Turns: 4, State: GenStreaming, Seed: 1})
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Terminal, v.Activity.Level, v.Response.TurnIndex, v.Response.Finished)
	// Output: incomplete strong 4 false
}
