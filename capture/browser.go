package capture

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"

	"github.com/chatproof/chatproof/capture/redact"
)

// ErrNoChrome is returned by Launch when no browser binary is given.
var ErrNoChrome = errors.New("capture: no browser binary: install chromium or set " + ChromeEnv)

// Browser is a connection to a browser: one attached to over the DevTools
// protocol, or one started by Launch.
type Browser struct {
	c    *conn
	proc *exec.Cmd // a launched browser's process
	dir  string    // a launched browser's temporary profile
	// product is the browser's version (Browser.getVersion's product),
	// once a tab read it: the browser's other tabs need not ask again.
	product atomic.Pointer[string]
}

// knownProduct returns the browser's version as a tab read it, "" when
// none did yet.
func (b *Browser) knownProduct() string {
	if p := b.product.Load(); p != nil {
		return *p
	}
	return ""
}

// noteProduct keeps the version a tab read, for the browser's other tabs.
func (b *Browser) noteProduct(product string) {
	if product != "" && b.product.Load() == nil {
		b.product.Store(&product)
	}
}

// browser is the session of the browser itself.
func (b *Browser) browser() session { return session{c: b.c} }

// Attach connects to a running browser's remote debugging endpoint, given
// as http://host:port, ws://host:port or a full ws://…/devtools/browser/…
// URL. Attaching opens no tab and changes nothing.
func Attach(ctx context.Context, cdpURL string) (*Browser, error) {
	if cdpURL == "" {
		return nil, errors.New("capture: empty DevTools URL")
	}
	redact.PrepareRules()
	ws, err := browserSocket(ctx, cdpURL)
	if err == nil {
		var c *conn
		if c, err = dial(ctx, ws); err == nil {
			return &Browser{c: c}, nil
		}
	}
	if errors.Is(err, syscall.ECONNREFUSED) {
		return nil, fmt.Errorf("capture: attaching to %s: %w (%s)", redact.CleanURL(cdpURL), err, noBrowserHint)
	}
	return nil, fmt.Errorf("capture: attaching to %s: %w", redact.CleanURL(cdpURL), err)
}

// noBrowserHint is what a refused connection to a DevTools URL means.
const noBrowserHint = "no browser is listening there: start Chrome or Chromium with --remote-debugging-port=PORT, or use Launch"

// ErrAmbiguousTab is returned by Browser.Tab when several tabs match the
// pattern; the message lists them by target id and URL.
var ErrAmbiguousTab = errors.New("capture: ambiguous tab")

// browserSocket returns the browser's websocket URL: a ws URL with a
// /devtools/browser/ path as is, otherwise the one /json/version names.
func browserSocket(ctx context.Context, cdpURL string) (string, error) {
	u, err := url.Parse(cdpURL)
	if err != nil {
		return "", err
	}
	switch u.Scheme {
	case "ws", "wss":
		if strings.HasPrefix(u.Path, "/devtools/browser/") {
			return cdpURL, nil
		}
		u.Scheme = strings.Replace(u.Scheme, "ws", "http", 1)
	case "http", "https":
	default:
		return "", fmt.Errorf("want an http:// or ws:// URL, not %q", u.Scheme+":")
	}
	u.Path, u.RawQuery, u.Fragment = "/json/version", "", ""
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, callTimeout)
		defer cancel()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if err != nil {
		return "", err
	}
	var v struct {
		WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	}
	if err := jsonv2.Unmarshal(body, &v); err != nil || v.WebSocketDebuggerURL == "" {
		return "", fmt.Errorf("%s names no browser websocket (HTTP %d)", u.Path, resp.StatusCode)
	}
	return v.WebSocketDebuggerURL, nil
}

// Launch starts a headless browser from the binary exe (see FindChrome) with
// LaunchFlags, a fresh temporary profile and a DefaultWidth×DefaultHeight
// window, waiting for it until ctx ends. Close stops it and removes the
// profile.
func Launch(ctx context.Context, exe string) (*Browser, error) {
	if exe == "" {
		return nil, ErrNoChrome
	}
	redact.PrepareRules()
	dir, err := os.MkdirTemp("", "chatproof-chrome")
	if err != nil {
		return nil, err
	}
	args := []string{"--remote-debugging-port=0", "--user-data-dir=" + dir,
		fmt.Sprintf("--window-size=%d,%d", DefaultWidth, DefaultHeight)}
	for _, f := range LaunchFlags() {
		args = append(args, "--"+f)
	}
	b := &Browser{proc: exec.Command(exe, append(args, "about:blank")...), dir: dir}
	if err := b.proc.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("capture: launching %s: %w", exe, err)
	}
	ws, err := activePort(ctx, dir)
	if err == nil {
		b.c, err = dial(ctx, ws)
	}
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("capture: launching %s: %w", exe, err)
	}
	return b, nil
}

// activePort waits for the DevToolsActivePort file a browser started with
// --remote-debugging-port=0 writes into its profile, and returns the
// browser's websocket URL from it.
func activePort(ctx context.Context, dir string) (string, error) {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		data, err := os.ReadFile(filepath.Join(dir, "DevToolsActivePort"))
		if lines := strings.Fields(string(data)); err == nil && len(lines) == 2 {
			return "ws://127.0.0.1:" + lines[0] + lines[1], nil
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("the browser did not open its debugging port: %w", ctx.Err())
		case <-tick.C:
		}
	}
}

// Close disconnects; a launched browser is stopped and its profile
// removed, an attached one is left running with all its tabs.
func (b *Browser) Close() {
	if b.proc != nil && b.proc.Process != nil {
		b.stop()
	}
	if b.c != nil {
		b.c.close()
	}
	if b.dir != "" {
		os.RemoveAll(b.dir)
	}
}

// closeWait is how long Close waits for a launched browser to shut down
// when asked to, before it kills it.
const closeWait = 5 * time.Second

// stop stops a launched browser: asked to close over the protocol, it
// shuts down its own helper processes, which write their state into the
// profile as they end; killed, the browser leaves them to end on their
// own, after Close has removed the profile, which they then make again.
// So it is asked first and killed only when it does not end within
// closeWait.
func (b *Browser) stop() {
	exited := make(chan struct{})
	go func() {
		b.proc.Wait()
		close(exited)
	}()
	if b.c != nil {
		ctx, cancel := context.WithTimeout(context.Background(), closeWait)
		defer cancel()
		cdp.Call(ctx, b.browser(), browser.Close, cdp.Empty{})
		select {
		case <-exited:
			return
		case <-ctx.Done():
		}
	}
	b.proc.Process.Kill()
	<-exited
}

// Tab attaches to the one existing page whose target id is pattern, or
// else whose URL contains pattern (any page when pattern is ""). No page or
// several matching pages is an error listing the candidates by id and URL:
// reading the wrong tab would judge the wrong conversation. Attaching
// enables nothing and evaluates nothing in the page; closing the Tab
// detaches and leaves the page open.
func (b *Browser) Tab(ctx context.Context, pattern string) (*Tab, error) {
	res, err := cdp.Call(ctx, b.browser(), target.GetTargets, target.GetTargetsParams{})
	if err != nil {
		return nil, fmt.Errorf("capture: listing tabs: %w", err)
	}
	pages := make([]*target.Info, 0, len(res.TargetInfos))
	for _, in := range res.TargetInfos {
		if in != nil && in.Type == "page" {
			pages = append(pages, in)
		}
	}
	match := pickTabs(pages, pattern)
	switch len(match) {
	case 1:
	case 0:
		return nil, fmt.Errorf("capture: no tab matches %q; tabs:%s", pattern, tabList(pages))
	default:
		return nil, fmt.Errorf("%w: %d tabs match %q; pass one's target id as the pattern:%s", ErrAmbiguousTab, len(match), pattern, tabList(match))
	}
	return b.attach(ctx, match[0].TargetID, false)
}

// pickTabs returns the page whose target id is pattern, or else the pages
// whose URL contains it.
func pickTabs(pages []*target.Info, pattern string) []*target.Info {
	for _, in := range pages {
		if pattern != "" && string(in.TargetID) == pattern {
			return []*target.Info{in}
		}
	}
	var match []*target.Info
	for _, in := range pages {
		if strings.Contains(in.URL, pattern) {
			match = append(match, in)
		}
	}
	return match
}

// maxListedURL bounds each URL in a tab list, in bytes.
const maxListedURL = 160

// tabList renders tabs one a line as target id and URL, the URL without
// user information or fragment and with secret-looking query values
// redacted, so tabs that differ only in their query can be told apart.
func tabList(tabs []*target.Info) string {
	if len(tabs) == 0 {
		return " none"
	}
	var b strings.Builder
	for _, in := range tabs {
		fmt.Fprintf(&b, "\n  %s  %s", in.TargetID, clip(ListURL(in.URL), maxListedURL))
	}
	return b.String()
}

// ListURL is a URL as a tab list shows it: scheme, host, path and query,
// with user information and fragment dropped and secret-looking query
// values redacted (see redact.URL).
func ListURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Opaque != "" {
		return redact.CleanURL(raw)
	}
	u.User, u.Fragment, u.RawFragment = nil, "", ""
	return redact.URL(u.String())
}

// clip cuts s to at most n bytes on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// attach opens a session on the target. It sends nothing else: no domain
// is enabled and nothing is evaluated, so no page script runs.
func (b *Browser) attach(ctx context.Context, id target.ID, owned bool) (*Tab, error) {
	flat := true
	res, err := cdp.Call(ctx, b.browser(), target.AttachToTarget, target.AttachToTargetParams{TargetID: id, Flatten: &flat})
	if err != nil {
		return nil, fmt.Errorf("capture: attaching to tab %s: %w", id, err)
	}
	// A page target's id is its main frame's.
	return &Tab{b: b, s: session{c: b.c, id: res.SessionID}, id: id, owned: owned, world: world{frame: cdp.FrameID(id)}}, nil
}

// Open opens url in a new tab and waits until it has loaded or ctx ends;
// for a launched browser, or a test. Closing the Tab closes the page.
func (b *Browser) Open(ctx context.Context, url string) (*Tab, error) {
	created, err := cdp.Call(ctx, b.browser(), target.CreateTarget, target.CreateTargetParams{URL: "about:blank"})
	if err != nil {
		return nil, fmt.Errorf("capture: opening a tab: %w", err)
	}
	t, err := b.attach(ctx, created.TargetID, true)
	if err != nil {
		//lint:ignore S1016 the two CDP types share their one field by accident, not by contract
		cdp.Call(context.Background(), b.browser(), target.CloseTarget, target.CloseTargetParams{TargetID: created.TargetID})
		return nil, err
	}
	if err := t.load(ctx, url); err != nil {
		t.Close()
		return nil, fmt.Errorf("capture: opening %s: %w", redact.CleanURL(url), err)
	}
	return t, nil
}
