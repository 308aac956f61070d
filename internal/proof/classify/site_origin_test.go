package classify_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// savedForms write a page's URL the way each saved form records it: a
// capture's provenance meta (the live tab's URL), the saved-from comment a
// browser writes after the doctype, the canonical link, og:url and base
// href in the head. MHTML is its own format (see TestSiteFromMHTML).
var savedForms = []struct {
	from  string
	write func(page, url string) string
}{
	{classify.SiteFromCapture, func(page, url string) string {
		return strings.Replace(page, "<head>", `<head><meta name="chatproof:url" content="`+url+`">`, 1)
	}},
	{classify.SiteFromSavedFromURL, func(page, url string) string {
		return strings.Replace(page, "<!DOCTYPE html>", fmt.Sprintf("<!DOCTYPE html>\n<!-- saved from url=(%04d)%s -->\n", len(url), url), 1)
	}},
	{classify.SiteFromCanonical, func(page, url string) string {
		return strings.Replace(page, "<head>", `<head><link rel="alternate icon" href="/x.ico"><link rel="canonical" href="`+url+`">`, 1)
	}},
	{classify.SiteFromOGURL, func(page, url string) string {
		return strings.Replace(page, "<head>", `<head><meta property="og:url" content="`+url+`">`, 1)
	}},
	{classify.SiteFromBase, func(page, url string) string {
		return strings.Replace(page, "<head>", `<head><base href="`+url+`">`, 1)
	}},
}

// TestSiteFromEachSavedForm: each saved form's URL chooses the profile of
// its host over the page's markers, and the verdict says which form it
// was; a host no profile serves is unknown_site (incomplete, never judged
// by the markers' site); a loopback host names no site, so the markers
// choose; Options.Site wins over every form. The page is a finished
// ChatGPT page, so only the URL can make it Gemini's.
func TestSiteFromEachSavedForm(t *testing.T) {
	page := string(corpus.Generate(corpus.GenOptions{Turns: 6, State: corpus.GenFinished, Seed: 3}))
	if !strings.HasPrefix(page, "<!DOCTYPE html>") || !strings.Contains(page, "<head>") {
		t.Fatal("the generated page has no doctype or head to write a URL into")
	}
	chatgpt := site.ChatGPT()
	for _, f := range savedForms {
		cases := []struct {
			url      string
			opt      *site.Profile
			want     classify.SiteChoice
			complete bool
		}{
			{"https://gemini.google.com/app/0c1d2e3f", nil, classify.SiteChoice{Name: "gemini", From: f.from}, false},
			{"https://chatgpt.com/c/6751", nil, classify.SiteChoice{Name: "chatgpt", From: f.from}, true},
			{"https://www.chatgpt.com/c/6751", nil, classify.SiteChoice{Name: "chatgpt", From: f.from}, true},
			{"https://chat.example.test/c/1", nil, classify.SiteChoice{From: f.from}, false},
			{"http://127.0.0.1:8080/c/1", nil, classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromMarkers}, true},
			{"http://localhost/c/1", nil, classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromMarkers}, true},
			{"https://chat.example.test/c/1", chatgpt, classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromOption}, true},
		}
		for _, c := range cases {
			doc, err := snapshot.Parse([]byte(f.write(page, c.url)), snapshot.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			r := classify.Classify(doc, classify.Options{Site: c.opt})
			if r.Site != c.want {
				t.Errorf("%s %s: site %+v, want %+v", f.from, c.url, r.Site, c.want)
			}
			if got := r.Terminal == classify.TerminalComplete; got != c.complete {
				t.Errorf("%s %s: terminal %s %v, want complete %v", f.from, c.url, r.Terminal, r.Reasons, c.complete)
			}
			if unknown := slices.Contains(r.Reasons, classify.ReasonUnknownSite); unknown != (c.want.Name == "") {
				t.Errorf("%s %s: reasons %v", f.from, c.url, r.Reasons)
			}
		}
	}
}

// TestSiteFormsInOrder: when a page records its URL in several forms,
// the first in the documented order wins (capture, MHTML, saved-from,
// canonical, og:url, base href), whichever host each names.
func TestSiteFormsInOrder(t *testing.T) {
	page := string(corpus.Generate(corpus.GenOptions{Turns: 4, State: corpus.GenFinished, Seed: 5}))
	hosts := []string{"https://gemini.google.com/app/1", "https://chatgpt.com/c/2"}
	for k := range savedForms {
		for flip := range 2 {
			// Form k names hosts[flip]; every later form names the other.
			p := page
			for j := len(savedForms) - 1; j > k; j-- {
				p = savedForms[j].write(p, hosts[1-flip])
			}
			p = savedForms[k].write(p, hosts[flip])
			doc, err := snapshot.Parse([]byte(p), snapshot.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			name := map[int]string{0: "gemini", 1: "chatgpt"}[flip]
			want := classify.SiteChoice{Name: name, From: savedForms[k].from}
			if got := classify.Classify(doc, classify.Options{}).Site; got != want {
				t.Errorf("form %s first of %d: site %+v, want %+v", savedForms[k].from, len(savedForms)-k, got, want)
			}
		}
	}
}

// TestSiteFromMHTML: an MHTML archive's Content-Location chooses the
// profile, after a capture's meta and before the saved-from comment.
func TestSiteFromMHTML(t *testing.T) {
	page := string(corpus.Generate(corpus.GenOptions{Turns: 4, State: corpus.GenFinished, Seed: 7}))
	archive := func(html string) []byte {
		return []byte("From: <Saved by Blink>\r\nSnapshot-Content-Location: https://gemini.google.com/app/9\r\n" +
			"MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\ttype=\"text/html\";\r\n\tboundary=\"----B\"\r\n\r\n" +
			"------B\r\nContent-Type: text/html\r\nContent-Transfer-Encoding: binary\r\nContent-Location: https://gemini.google.com/app/9\r\n\r\n" +
			html + "\r\n------B--\r\n")
	}
	for _, c := range []struct {
		name string
		html string
		want classify.SiteChoice
	}{
		{"alone", page, classify.SiteChoice{Name: "gemini", From: classify.SiteFromMHTML}},
		{"over saved-from", savedForms[1].write(page, "https://chatgpt.com/c/1"), classify.SiteChoice{Name: "gemini", From: classify.SiteFromMHTML}},
		{"under capture", savedForms[0].write(page, "https://chatgpt.com/c/1"), classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromCapture}},
	} {
		doc, err := snapshot.Parse(archive(c.html), snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if doc.Format() != snapshot.FormatMHTML {
			t.Fatalf("%s: read as %s", c.name, doc.Format())
		}
		if got := classify.Classify(doc, classify.Options{}).Site; got != c.want {
			t.Errorf("%s: site %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestSiteByMarkersOrNone: without a URL the first turn or message marker
// of any profile chooses; a page with neither turn nor composer markers of
// any profile is judged by none (unknown_site), even when it holds text
// and buttons a chat page would.
func TestSiteByMarkersOrNone(t *testing.T) {
	for _, c := range []struct {
		name, page string
		want       classify.SiteChoice
	}{
		{"plain article", `<html><body><article><p>How to brew tea.</p><button>Copy</button><button aria-label="Stop">Stop</button></article></body></html>`, classify.SiteChoice{From: classify.SiteFromNone}},
		{"empty", ``, classify.SiteChoice{From: classify.SiteFromNone}},
		{"chatgpt composer only", `<html><body><div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div></form></div></body></html>`, classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromMarkers}},
		{"gemini editor only", `<html><body><rich-textarea><div class="ql-editor" contenteditable="true"></div></rich-textarea></body></html>`, classify.SiteChoice{Name: "gemini", From: classify.SiteFromMarkers}},
		{"gemini turns", `<html><body><user-query>q</user-query><model-response><message-content><div class="markdown">a</div></message-content></model-response></body></html>`, classify.SiteChoice{Name: "gemini", From: classify.SiteFromMarkers}},
		{"chatgpt turn first", `<html><body><div data-message-author-role="user">q</div><model-response>a</model-response></body></html>`, classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromMarkers}},
		{"gemini turn first", `<html><body><user-query>q</user-query><div data-message-author-role="assistant">a</div></body></html>`, classify.SiteChoice{Name: "gemini", From: classify.SiteFromMarkers}},
	} {
		doc, err := snapshot.Parse([]byte(c.page), snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		r := classify.Classify(doc, classify.Options{})
		if r.Site != c.want {
			t.Errorf("%s: site %+v, want %+v", c.name, r.Site, c.want)
		}
		if unknown := slices.Contains(r.Reasons, classify.ReasonUnknownSite); unknown != (c.want.Name == "") || r.Terminal == classify.TerminalComplete {
			t.Errorf("%s: %s %v", c.name, r.Terminal, r.Reasons)
		}
	}
}

// TestLoopbackServedByAProfile: a loopback host names no site unless a
// profile of the set serves it (a test server's profile); then that
// profile judges, chosen by the URL.
func TestLoopbackServedByAProfile(t *testing.T) {
	gemini, _ := site.ByName("gemini")
	local := *gemini
	local.Hosts = []string{"127.0.0.1"}
	page := savedForms[0].write(string(corpus.Generate(corpus.GenOptions{Turns: 4, State: corpus.GenFinished, Seed: 9})), "http://127.0.0.1:8080/c/1")
	doc, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := classify.Classify(doc, classify.Options{}).Site; got != (classify.SiteChoice{Name: "chatgpt", From: classify.SiteFromMarkers}) {
		t.Errorf("embedded set: %+v", got)
	}
	if got := classify.Classify(doc, classify.Options{Profiles: []*site.Profile{&local}}).Site; got != (classify.SiteChoice{Name: "gemini", From: classify.SiteFromCapture}) {
		t.Errorf("a profile serving 127.0.0.1: %+v", got)
	}
}
