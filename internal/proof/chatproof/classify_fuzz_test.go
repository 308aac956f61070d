package chatproof_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/surface"
)

// FuzzClassifyHTML feeds arbitrary bytes to the whole snapshot judgement:
// it must never panic, ClassifyReader must agree with ClassifyHTML, and
// every verdict must keep the contract: values from their closed sets,
// bounded evidence, and "complete" only with every condition for it.
func FuzzClassifyHTML(f *testing.F) {
	f.Add([]byte(finishedPage), 0, "")
	for _, state := range corpus.GenStates() {
		f.Add(corpus.Generate(corpus.GenOptions{Turns: 2, State: state, Seed: 7}), 0, "")
	}
	f.Add([]byte("\xff\xfe<article data-turn=assistant data-message-id=\"\xc3\"><div class=markdown>\x00</div></article>"), 1, "\xc3")
	f.Add([]byte(`<div id="thread-bottom"><div id="thread-bottom"><button>New chat</button></div></div>`), 3, "x")
	f.Fuzz(func(t *testing.T, src []byte, minTurn int, expect string) {
		opts := chatproof.Options{MinTurn: minTurn, ExpectMessageID: expect, Limits: chatproof.Limits{MaxBytes: 1 << 20}}
		v, err := chatproof.ClassifyHTML(src, opts)
		rv, rerr := chatproof.ClassifyReader(bytes.NewReader(src), opts)
		if (err == nil) != (rerr == nil) {
			t.Fatalf("ClassifyHTML error %v, ClassifyReader error %v", err, rerr)
		}
		if err != nil {
			return
		}
		if d := cmp.Diff(v, rv); d != "" {
			t.Fatalf("ClassifyReader differs from ClassifyHTML (-html +reader):\n%s", d)
		}
		checkVerdict(t, v)
	})
}

// checkVerdict checks the contract of one verdict.
func checkVerdict(t *testing.T, v chatproof.Verdict) {
	t.Helper()
	oneOf := func(field, got string, allowed ...string) {
		if !slices.Contains(allowed, got) {
			t.Fatalf("%s = %q, not one of %q", field, got, allowed)
		}
	}
	runes := func(field, s string, max int) {
		if n := utf8.RuneCountInString(s); n > max {
			t.Fatalf("%s has %d runes, bound %d", field, n, max)
		}
	}
	oneOf("schema", v.Schema, chatproof.Schema)
	oneOf("surface.state", string(v.Surface.State), "open", "exhausted", "quota", "closed", "missing")
	oneOf("provider_terminal", string(v.ProviderTerminal), "none", "conversation_exhausted", "quota_limited", "provider_error", "stopped_thinking", "delivery_timeout")
	oneOf("activity.level", string(v.Activity.Level), "strong", "weak", "none")
	oneOf("response.source", string(v.Response.Source), "turn", "wrapperless", "")
	oneOf("response.reasoning", string(v.Response.Reasoning), "none", "live", "completed")
	oneOf("terminal", string(v.Terminal), "complete", "incomplete")

	if v.Surface.Banners == nil || len(v.Surface.Banners) > surface.MaxBanners {
		t.Fatalf("banners %q", v.Surface.Banners)
	}
	for _, b := range v.Surface.Banners {
		runes("banner", b, surface.MaxBannerRunes)
	}
	if v.Surface.Actions == nil || len(v.Surface.Actions) > surface.MaxActions {
		t.Fatalf("actions %q", v.Surface.Actions)
	}
	for _, a := range v.Surface.Actions {
		runes("action", a, surface.MaxActionRunes)
	}
	if v.Activity.Signals == nil || len(v.Activity.Signals) > classify.MaxSignals {
		t.Fatalf("%d signals", len(v.Activity.Signals))
	}
	strong := false
	for _, s := range v.Activity.Signals {
		oneOf("signal.kind", string(s.Kind), "stop", "progress", "shimmer", "busy", "status", "sidecar")
		oneOf("signal.strength", string(s.Strength), "strong", "weak")
		oneOf("signal.scope", string(s.Scope), "document", "composer", "turn", "panel")
		runes("signal.evidence", s.Evidence, classify.MaxEvidenceRunes)
		strong = strong || s.Strength == "strong"
	}
	if strong && v.Activity.Level != "strong" {
		t.Fatalf("a strong signal with activity level %q", v.Activity.Level)
	}
	r := v.Response
	runes("response.text", r.Text, classify.MaxTextRunes)
	runes("response.message_id", r.MessageID, classify.MaxIDRunes)
	runes("response.turn_id", r.TurnID, classify.MaxIDRunes)
	if !utf8.ValidString(r.Text) {
		t.Fatalf("response.text is not UTF-8: %q", r.Text)
	}
	if r.TurnIndex < -1 {
		t.Fatalf("turn_index %d", r.TurnIndex)
	}
	if !r.Present && (r.Source != "" || r.Finished) {
		t.Fatalf("absent response with source %q, finished %v", r.Source, r.Finished)
	}
	complete := r.Present && !r.Placeholder && r.Finished && v.Activity.Level != "strong" && v.ProviderTerminal == "none"
	if (v.Terminal == "complete") != complete {
		t.Fatalf("terminal %q with present=%v placeholder=%v finished=%v activity=%s provider=%s",
			v.Terminal, r.Present, r.Placeholder, r.Finished, v.Activity.Level, v.ProviderTerminal)
	}
	if len(v.Reasons) == 0 {
		t.Fatal("a verdict without reasons")
	}
	if _, err := json.Marshal(v); err != nil {
		t.Fatalf("verdict does not encode: %v", err)
	}
}
