package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/site"
)

// liveReader is the MCP server's hold on the browser: one connection,
// made when a tool first needs it and made again after the browser went
// away, shared by the tools, each of which attaches to its own tab and
// detaches when done.
type liveReader struct {
	cdp      string
	profiles []*site.Profile // the --profile files, for classify
	set      []*site.Profile // every profile: the embedded ones with the files
	// interval is the time between reads of wait_for_reply when its call
	// does not say; capture.DefaultInterval unless a test sets it.
	interval time.Duration

	mu sync.Mutex
	b  *capture.Browser
}

func newLiveReader(cdp string, profiles []*site.Profile) *liveReader {
	return &liveReader{cdp: cdp, profiles: profiles, set: site.WithProfiles(profiles), interval: capture.DefaultInterval}
}

// browser returns the connection, attaching first when there is none.
func (l *liveReader) browser(ctx context.Context) (*capture.Browser, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b == nil {
		b, err := capture.Attach(ctx, l.cdp)
		if err != nil {
			return nil, err
		}
		l.b = b
	}
	return l.b, nil
}

// forget drops b after err, when err says the connection is lost, so that
// the next tool attaches again.
func (l *liveReader) forget(b *capture.Browser, err error) {
	if !errors.Is(err, capture.ErrConnectionLost) {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b == b {
		l.b.Close()
		l.b = nil
	}
}

// close lets the browser go; its tabs stay as they are.
func (l *liveReader) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b != nil {
		l.b.Close()
		l.b = nil
	}
}

// tab attaches to the tab pattern picks (see capture.Browser.Tab). done
// detaches; the page stays open.
func (l *liveReader) tab(ctx context.Context, pattern string) (b *capture.Browser, t *capture.Tab, err error) {
	b, err = l.browser(ctx)
	if err != nil {
		return nil, nil, err
	}
	t, err = b.Tab(ctx, pattern)
	if err != nil {
		l.forget(b, err)
		return nil, nil, err
	}
	return b, t, nil
}

// captureOptions are the options of every read.
func (l *liveReader) captureOptions() capture.CaptureOptions {
	return capture.CaptureOptions{Tool: toolName(), Profiles: l.set, Scoped: true}
}

// classifyOptions are the options each read is judged with.
func (l *liveReader) classifyOptions(expectID string, minTurn int) chatproof.Options {
	return runOptions(l.profiles).Apply(chatproof.Options{ExpectMessageID: expectID, MinTurn: minTurn})
}

// siteOf names the profile whose hosts serve rawURL's host, "" for none.
func (l *liveReader) siteOf(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return ""
	}
	if p, ok := site.HostIn(l.set, u.Hostname()); ok {
		return p.Name
	}
	return ""
}

// toolError is err as a tool's error: what went wrong, without the
// library's package prefixes, and what to do about it.
func toolError(err error) error {
	msg := stripPrefixes(err.Error())
	var hint string
	switch {
	case errors.Is(err, capture.ErrAmbiguousTab):
		hint = "pass one tab's id (from list_chat_tabs) as tab"
	case strings.Contains(msg, "no tab matches"):
		hint = "call list_chat_tabs and pass a tab's id as tab"
	case errors.Is(err, syscall.ECONNREFUSED) || strings.Contains(msg, "connection refused"):
		hint = "no browser is listening at the server's --cdp URL: start Chrome or Chromium with --remote-debugging-port=9222 (and its own --user-data-dir), then call the tool again"
	case errors.Is(err, capture.ErrConnectionLost):
		hint = "the browser went away; start it again with --remote-debugging-port and call the tool again"
	case errors.Is(err, capture.ErrNoAnswer):
		hint = "the page is blocked (a dialog such as alert() is open, or its script is busy): have the user dismiss it, then call the tool again"
	}
	if hint != "" {
		return fmt.Errorf("%s\n%s", msg, hint)
	}
	return errors.New(msg)
}

// checkMessageID refuses an expected message id the page could not carry.
func checkMessageID(id string) error {
	if strings.ContainsFunc(id, func(r rune) bool { return r <= ' ' }) {
		return fmt.Errorf("expect_message_id %q holds white space: pass the data-message-id of the reply, as read_tab reports it", id)
	}
	return nil
}
