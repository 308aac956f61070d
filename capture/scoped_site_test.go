package capture_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
)

// TestScopedReaderFollowsTheSite: without CaptureOptions.Site, a scoped
// capture reads a page with the profile of CaptureOptions.Profiles whose
// hosts name the page's host (here a Gemini profile served from the test
// server's), so a Gemini page is read with Gemini's markers and gets the
// full capture's verdict, finished or streaming; a page of a host no
// profile names is read with the set's ChatGPT profile, and a ChatGPT page
// so read is judged as when Site names ChatGPT's.
func TestScopedReaderFollowsTheSite(t *testing.T) {
	gemini, _ := site.ByName(corpus.GenSiteGemini)
	local := *gemini
	local.Hosts = []string{"127.0.0.1"}
	set := site.WithProfiles([]*site.Profile{&local})
	b := attach(t)
	srv := pageServer(t, nil)
	tab, load := reusedTab(t, b, srv)
	read := func(t *testing.T, opt capture.CaptureOptions, opts chatproof.Options) chatproof.Verdict {
		t.Helper()
		snap, err := tab.Capture(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		v, err := chatproof.ClassifyHTML(snap.HTML, opts)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, state := range []string{corpus.GenFinished, corpus.GenStreaming} {
		t.Run("gemini-"+state, func(t *testing.T) {
			load(srv.URL + geminiGenPath(state, 20, 1))
			opts := chatproof.Options{Site: &local}
			full := read(t, capture.CaptureOptions{Site: &local}, opts)
			scoped := read(t, capture.CaptureOptions{Scoped: true, Profiles: set}, opts)
			if d := cmp.Diff(full, scoped); d != "" {
				t.Errorf("scoped verdict, the profile chosen by host, differs from the full one (-full +scoped):\n%s", d)
			}
			if want := (state == corpus.GenFinished); (full.Terminal == chatproof.Complete) != want {
				t.Errorf("full verdict %s %v for a %s page", full.Terminal, full.Reasons, state)
			}
			// Without a forced profile, the live tab's URL the capture
			// records chooses the profile serving its host.
			live := read(t, capture.CaptureOptions{Scoped: true, Profiles: set}, chatproof.Options{Profiles: []*site.Profile{&local}})
			if want := (chatproof.SiteChoice{Name: "gemini", From: "capture"}); live.Site != want {
				t.Errorf("site chosen %+v from the live tab's URL, want %+v", live.Site, want)
			}
			live.Site = full.Site
			if d := cmp.Diff(full, live); d != "" {
				t.Errorf("the verdict with the site chosen by the tab's URL differs (-forced +by URL):\n%s", d)
			}
		})
	}
	t.Run("chatgpt", func(t *testing.T) {
		load(srv.URL + genPath(corpus.GenFinished, 20, 1))
		chatgptOnly := site.WithProfiles(nil)
		byHost := read(t, capture.CaptureOptions{Scoped: true, Profiles: chatgptOnly}, chatproof.Options{})
		named := read(t, capture.CaptureOptions{Scoped: true, Site: site.ChatGPT()}, chatproof.Options{})
		if d := cmp.Diff(named, byHost); d != "" {
			t.Errorf("a page of a host no profile names, read with the set's ChatGPT profile, differs (-Site +by host):\n%s", d)
		}
		if byHost.Terminal != chatproof.Complete {
			t.Errorf("verdict %s %v", byHost.Terminal, byHost.Reasons)
		}
	})
}
