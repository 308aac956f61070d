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
