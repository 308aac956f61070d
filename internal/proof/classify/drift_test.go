package classify_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/snapshot"
)

// TestDriftNamesTheDeadMarkers: on generated ChatGPT and Gemini pages of
// every state and size, the verdict names no unmatched marker while the
// profile's markers are all there; with the finished markers renamed (as
// a site's release renames a test id or class), a page of two or more
// replies is incomplete with site_markers_unmatched naming every finished
// entry; with the turn markers renamed on a page whose URL names the
// site, the turn entries; with the content markers renamed, the content
// entries. Variants: 2 sites × their states × 4 sizes × 2 seeds, each
// judged as generated and with each kind of marker renamed.
func TestDriftNamesTheDeadMarkers(t *testing.T) {
	// Each kind of marker, as the pages write it, and what a release that
	// renamed it would write instead.
	renames := map[string]map[string][][2]string{
		corpus.GenSiteChatGPT: {
			"finished": {{`data-testid="copy-turn-action-button"`, `data-testid="copy-turn-action-button-v2"`}, {`data-testid="good-response-turn-action-button"`, `data-testid="good-v2"`}, {`data-testid="bad-response-turn-action-button"`, `data-testid="bad-v2"`}, {`aria-label="Share"`, `aria-label="Share this"`}},
			"turn":     {{`data-testid="conversation-turn`, `data-testid="chat-turn`}, {`data-turn=`, `data-v2-turn=`}, {`data-turn-id=`, `data-v2-turn-id=`}, {`data-message-author-role=`, `data-v2-author=`}, {`data-message-id=`, `data-v2-message-id=`}},
			"content":  {{`class="markdown `, `class="md-v2 `}},
		},
		corpus.GenSiteGemini: {
			"finished": {{`response-footer gap complete`, `response-footer-v2 gap done`}},
			"turn":     {{`<model-response`, `<model-reply`}, {`</model-response`, `</model-reply`}, {`<user-query`, `<user-prompt`}, {`</user-query`, `</user-prompt`}},
			"content":  {{`<message-content`, `<message-body`}, {`</message-content`, `</message-body`}, {`class="markdown `, `class="md-v2 `}},
		},
	}
	// answered tells a page that shows an answer's text in a content block.
	answered := map[string]*regexp.Regexp{
		corpus.GenSiteChatGPT: regexp.MustCompile(`class="markdown [^"]*"[^>]*><`),
		corpus.GenSiteGemini:  regexp.MustCompile(`aria-busy="(?:true|false)" dir="ltr"><[^/]`),
	}
	urls := map[string]string{corpus.GenSiteChatGPT: "https://chatgpt.com/c/1", corpus.GenSiteGemini: "https://gemini.google.com/app/1"}
	n := 0
	for siteName, kinds := range renames {
		for _, state := range corpus.GenStatesFor(siteName) {
			for _, turns := range []int{2, 4, 7, 12} {
				for seed := range int64(2) {
					page := string(corpus.Generate(corpus.GenOptions{Site: siteName, State: state, Turns: turns, Seed: seed + 1}))
					page = fmt.Sprintf("<!-- saved from url=(%04d)%s -->\n", len(urls[siteName]), urls[siteName]) + page
					name := fmt.Sprintf("%s/%s/%d/%d", siteName, state, turns, seed)
					r := judgeDrift(t, page)
					n++
					if len(r.Unmatched) > 0 || slices.Contains(r.Reasons, classify.ReasonSiteMarkersUnmatched) {
						t.Errorf("%s as generated: unmatched %v %v", name, r.Unmatched, r.Reasons)
					}
					replies := strings.Count(page, "<model-response ")
					if siteName == corpus.GenSiteChatGPT {
						replies = strings.Count(page, `data-message-author-role="assistant"`)
					}
					for kind, from := range kinds {
						renamed := page
						for _, pair := range from {
							renamed = strings.ReplaceAll(renamed, pair[0], pair[1])
						}
						r := judgeDrift(t, renamed)
						n++
						if r.Terminal == classify.TerminalComplete && kind != "content" {
							t.Errorf("%s, %s renamed: complete", name, kind)
						}
						want := kind == "turn" && answered[siteName].MatchString(page) ||
							kind == "finished" && replies >= 2 && !r.Response.Finished ||
							kind == "content" && replies >= 2 && (r.Response.Present || slices.Contains(r.Reasons, classify.ReasonEmptyResponse))
						got := slices.ContainsFunc(r.Unmatched, func(u string) bool { return strings.HasPrefix(u, kind+": ") })
						if kind == "finished" && !hadFinished(page, siteName) {
							want = false
						}
						if got != want {
							t.Errorf("%s, %s renamed (%d replies): unmatched %v, want %s named %v (%s %v)", name, kind, replies, r.Unmatched, kind, want, r.Terminal, r.Reasons)
						}
						if got && r.Terminal == classify.TerminalIncomplete && !slices.Contains(r.Reasons, classify.ReasonSiteMarkersUnmatched) {
							t.Errorf("%s, %s renamed: reasons %v", name, kind, r.Reasons)
						}
					}
				}
			}
		}
	}
	t.Logf("%d pages judged", n)
}

// hadFinished reports whether the generated page draws a finished reply
// (any of its replies): only then can renaming its finished markers be
// drift.
func hadFinished(page, siteName string) bool {
	if siteName == corpus.GenSiteGemini {
		return strings.Contains(page, "response-footer gap complete")
	}
	return strings.Contains(page, `data-testid="copy-turn-action-button"`)
}

func judgeDrift(t *testing.T, page string) classify.Result {
	t.Helper()
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return classify.Classify(d, classify.Options{})
}
