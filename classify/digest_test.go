package classify

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// An answer longer than the report bound is read whole: text_runes counts
// it, and a change anywhere in it, its end included, changes the content
// digest while the bounded text stays the same.
func TestContentDigestCoversWholeText(t *testing.T) {
	long := strings.Repeat("word ", 2*MaxTextRunes/5)
	page := func(tail string) Result {
		return classifyString(t, tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>"+long+tail+"</p>"), true), tSend), Options{})
	}
	a, b := page("end."), page("end, and one more sentence.")
	for _, r := range []Result{a, b} {
		checkInvariants(t, r)
		if n := utf8.RuneCountInString(r.Response.Text); n != MaxTextRunes {
			t.Errorf("text %d runes, want the bound %d", n, MaxTextRunes)
		}
		if !strings.HasPrefix(r.Response.ContentDigest, "sha256:") || len(r.Response.ContentDigest) != len("sha256:")+64 {
			t.Errorf("content digest %q", r.Response.ContentDigest)
		}
	}
	if a.Response.Text != b.Response.Text {
		t.Fatalf("the bounded texts differ; the test needs them equal")
	}
	if a.Response.ContentDigest == b.Response.ContentDigest {
		t.Errorf("a change past the text bound left the content digest unchanged")
	}
	if want := utf8.RuneCountInString(strings.TrimSpace(long + "end.")); a.Response.TextRunes != want {
		t.Errorf("text_runes %d, want %d", a.Response.TextRunes, want)
	}
}

// The content digest covers identity: the same text under another message
// id is another response.
func TestContentDigestCoversIdentity(t *testing.T) {
	src := tFinished()
	a := classifyString(t, src, Options{})
	b := classifyString(t, strings.Replace(src, `data-message-id="ma2"`, `data-message-id="ma3"`, 1), Options{})
	if a.Response.Text != b.Response.Text || a.Response.ContentDigest == b.Response.ContentDigest {
		t.Errorf("texts %q %q, digests %s %s: want equal texts, different digests", a.Response.Text, b.Response.Text, a.Response.ContentDigest, b.Response.ContentDigest)
	}
}

// A signal's digest is of its whole evidence: a sidecar trace that grows
// past the evidence bound keeps its bounded evidence and changes its digest.
func TestSignalDigestCoversWholeEvidence(t *testing.T) {
	prefix := "Thought for 2s: " + strings.Repeat("reading the source ", 20)
	panel := func(tail string) Result {
		aside := `<aside class="sidecar" aria-label="Thinking"><div>` + prefix + tail + `</div></aside>`
		return classifyString(t, strings.Replace(tFinished(), `</main>`, `</main>`+aside, 1), Options{})
	}
	a, b := panel("one"), panel("two")
	if len(a.Activity.Signals) != 1 || len(b.Activity.Signals) != 1 {
		t.Fatalf("signals %v / %v, want one sidecar each", a.Activity.Signals, b.Activity.Signals)
	}
	sa, sb := a.Activity.Signals[0], b.Activity.Signals[0]
	if sa.Evidence != sb.Evidence {
		t.Fatalf("bounded evidence differs; the test needs it equal: %q %q", sa.Evidence, sb.Evidence)
	}
	if sa.Digest == sb.Digest || !strings.HasPrefix(sa.Digest, "sha256:") {
		t.Errorf("digests %s %s: want different sha256 digests", sa.Digest, sb.Digest)
	}
}

// TestActivityCutSaysSo: a list of signals cut to MaxSignals says how many
// were found and carries the digest of them all, which changes when a
// signal past the bound changes; a list within the bound carries neither.
func TestActivityCutSaysSo(t *testing.T) {
	sigs := func(n int, last string) []found {
		var out []found
		for i := range n {
			d := digestOf(fmt.Sprint(i))
			if i == n-1 {
				d = digestOf(last)
			}
			out = append(out, found{i, Signal{Kind: KindSidecar, Strength: StrengthWeak, Scope: ScopePanel, Evidence: "aside", Digest: d}})
		}
		return out
	}
	for n := 1; n <= MaxSignals+3; n++ {
		a, b := activity(sigs(n, "one")), activity(sigs(n, "two"))
		if n <= MaxSignals {
			if a.Found != 0 || a.Digest != "" {
				t.Errorf("%d signals: found %d, digest %q, want neither", n, a.Found, a.Digest)
			}
			continue
		}
		if len(a.Signals) != MaxSignals || a.Found != n || a.Digest == "" {
			t.Errorf("%d signals: %d reported, found %d, digest %q", n, len(a.Signals), a.Found, a.Digest)
		}
		if a.Digest == b.Digest {
			t.Errorf("%d signals: a change past the bound left the digest as it was", n)
		}
	}
}
