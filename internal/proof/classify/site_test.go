package classify_test

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestSiteForByURLAndMarkers: the recorded URL's host chooses the
// profile; a host no profile serves is unknown_site, incomplete even on a
// finished ChatGPT page; without a URL, Gemini's markers choose Gemini's
// profile unless ChatGPT's markers are on the page too; Options.Site
// outranks both.
func TestSiteForByURLAndMarkers(t *testing.T) {
	chatgptPage := corpus.Generate(corpus.GenOptions{Turns: 6, State: corpus.GenFinished})
	geminiFinished := geminiPage(1, `<model-response>`+geminiAnswer+geminiFooter+`</model-response>`)
	gemini, _ := site.ByName("gemini")
	cases := []struct {
		name, url string
		page      []byte
		opt       *site.Profile
		want      string // profile name, "" for none
		complete  bool
	}{
		{"chatgpt by host", "https://chatgpt.com/c/1", chatgptPage, nil, "chatgpt", true},
		{"chatgpt by its other host", "https://chat.openai.com/c/1", chatgptPage, nil, "chatgpt", true},
		{"chatgpt page on another host", "https://chat.example.test/c/1", chatgptPage, nil, "", false},
		{"gemini by host", "https://gemini.google.com/app/1", geminiFinished, nil, "gemini", true},
		{"gemini page on chatgpt's host", "https://chatgpt.com/c/1", geminiFinished, nil, "chatgpt", false},
		{"chatgpt page on gemini's host", "https://gemini.google.com/app/1", chatgptPage, nil, "gemini", false},
		{"gemini by markers", "", geminiFinished, nil, "gemini", true},
		{"chatgpt by markers", "", chatgptPage, nil, "chatgpt", true},
		{"both sites' markers", "", append(slices.Clone(chatgptPage), geminiFinished...), nil, "chatgpt", true},
		{"options outrank the host", "https://chat.example.test/", geminiFinished, gemini, "gemini", true},
	}
	for _, c := range cases {
		doc, err := snapshot.ParsePage(snapshot.Page{HTML: c.page, URL: c.url, Format: snapshot.FormatHTML}, snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		opts := classify.Options{Site: c.opt}
		p, ok := classify.SiteFor(doc, opts)
		got := ""
		if ok {
			got = p.Name
		}
		if got != c.want {
			t.Errorf("%s: SiteFor = %q, want %q", c.name, got, c.want)
		}
		r := classify.Classify(doc, opts)
		if (r.Terminal == classify.TerminalComplete) != c.complete {
			t.Errorf("%s: terminal %s %v, want complete %v", c.name, r.Terminal, r.Reasons, c.complete)
		}
		if unknown := slices.Contains(r.Reasons, classify.ReasonUnknownSite); unknown != (c.want == "") {
			t.Errorf("%s: reasons %v", c.name, r.Reasons)
		}
	}
}

// TestSiteForByRoleMarkers: without a URL, a page is chosen for one of
// the later sites only by a marker of that site stating a user or
// assistant role; an attribute its bare container marker tests
// (data-content, an id starting "message-") chooses nothing, so such a
// page is of no site; and of two sites' role-stating markers the first on
// the page decides.
func TestSiteForByRoleMarkers(t *testing.T) {
	cases := []struct {
		name, page, want string
	}{
		{"copilot by its ai-message", `<div data-content="conversation"><div data-content="user-message">q</div><div data-content="ai-message"><p>a</p></div></div>`, "copilot"},
		{"a tooltip's data-content", `<main><span data-content="More about this">?</span><div id="message-box">hi</div></main>`, "unknown"},
		{"claude by its user message", `<div data-test-render-count="1"><div data-testid="user-message">q</div></div>`, "claude"},
		{"claude's bare turn wrapper", `<div data-test-render-count="1"><p>text</p></div>`, "unknown"},
		{"z.ai by chat-assistant", `<div id="message-a1"><div class="chat-assistant"><p>a</p></div></div>`, "zai"},
		{"deepseek by ds-markdown", `<div class="ds-message"><div class="ds-markdown"><p>a</p></div></div>`, "deepseek"},
		{"grok by its response turn", `<div id="response-1" class="flex items-start"><p>a</p></div>`, "grok"},
		{"perplexity by its query", `<div class="group/query"><span>q</span></div>`, "perplexity"},
		{"chatgpt's marker first", `<article data-testid="conversation-turn-2" data-turn="assistant"><div class="markdown">a</div></article><div data-content="ai-message">a</div>`, "chatgpt"},
		{"copilot's marker first", `<div data-content="ai-message">a</div><article data-testid="conversation-turn-2" data-turn="assistant"><div class="markdown">a</div></article>`, "copilot"},
	}
	for _, c := range cases {
		doc, err := snapshot.Parse([]byte("<!DOCTYPE html><html><body>"+c.page+"</body></html>"), snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := classify.SiteFor(doc, classify.Options{}); p.Name != c.want {
			t.Errorf("%s: read as %s, want %s", c.name, p.Name, c.want)
		}
	}
}
