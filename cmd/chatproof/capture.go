package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

func init() {
	verbs["capture"] = verb{runCapture, "snapshot a live browser tab over CDP: computed visibility, no scripts, no secrets"}
}

// source is where capture and record read a page: an attached browser's
// tab, a launched headless browser, or (capture only) a saved file.
type source struct {
	cdp    string
	tab    string
	launch bool
	url    string
}

func (s *source) bind(fs *flag.FlagSet) {
	fs.StringVar(&s.cdp, "cdp", "", "remote debugging `URL` of a running browser (http://127.0.0.1:9222)")
	fs.StringVar(&s.tab, "tab", "", "read the one tab whose URL contains `PATTERN`")
	fs.BoolVar(&s.launch, "launch", false, "launch a headless browser ($"+capture.ChromeEnv+" or chromium on PATH) instead of attaching")
	fs.StringVar(&s.url, "url", "", "with --launch, the `URL` to open")
}

// check validates the combination. others counts the other sources given
// (--from-file for capture) and choices names all of them for the message.
func (s *source) check(others int, choices string) error {
	n := others
	if s.cdp != "" {
		n++
	}
	if s.launch {
		n++
	}
	switch {
	case n != 1:
		return errors.New("give exactly one of " + choices)
	case s.launch && s.url == "":
		return errors.New("--launch needs --url")
	case !s.launch && s.url != "":
		return errors.New("--url goes with --launch; with --cdp pick the tab with --tab")
	case s.launch && s.tab != "":
		return errors.New("--tab goes with --cdp")
	}
	return nil
}

// open connects and returns the tab to read and a func that lets go of
// both: an attached browser and its tabs are left as they were.
func (s *source) open(ctx context.Context) (*capture.Tab, func(), error) {
	var b *capture.Browser
	var err error
	if s.launch {
		b, err = capture.Launch(ctx, capture.FindChrome())
	} else {
		b, err = capture.Attach(ctx, s.cdp)
	}
	if err != nil {
		return nil, nil, err
	}
	var tab *capture.Tab
	if s.launch {
		tab, err = b.Open(ctx, s.url)
	} else {
		tab, err = b.Tab(ctx, s.tab)
	}
	if err != nil {
		b.Close()
		return nil, nil, err
	}
	return tab, func() { tab.Close(); b.Close() }, nil
}

// toolName is written into captures as chatproof:tool.

var captureHelp = verbHelp{
	Usage: "chatproof capture (--cdp URL [--tab PATTERN] | --launch --url URL | --from-file PAGE.html) [--redact-text] [--max-bytes N] [--profile FILE]... [-o FILE]",
	About: `
Reads one tab without changing it and writes a snapshot with each element's
computed visibility and a provenance header; scripts, form values and
secrets are removed. The snapshot goes to -o FILE or stdout, and a summary
of what was removed to stderr.

--cdp attaches to a running browser: start Chrome or Chromium with
--remote-debugging-port=9222 (and its own --user-data-dir), then pass
--cdp http://127.0.0.1:9222. --launch starts a headless browser instead;
--from-file sanitizes a saved page without a browser.`,
	Exit: []string{
		"0  the snapshot was written",
		"1  a usage, browser or I/O error",
	},
}

// runCapture is "chatproof capture": one annotated, sanitized snapshot of a
// tab, to -o FILE or stdout. Exit 0 on success, 1 on usage, browser or I/O
// errors.
func runCapture(args []string, stdout, stderr io.Writer) int {
	c := newCommand("capture", captureHelp, stdout, stderr)
	fs := c.flags
	var src source
	src.bind(fs)
	fromFile := fs.String("from-file", "", "sanitize a saved `PAGE.html` instead (no browser, so no visibility annotation)")
	redactText := fs.Bool("redact-text", false, "replace message content with same-length filler; UI chrome stays")
	full := fs.Bool("full", false, "write the whole page (for corpus work); default: only what the rules read")
	timeout := fs.Duration("timeout", time.Minute, "give up after `D`")
	out := fs.String("o", "", "write to `FILE` instead of stdout")
	maxBytes := maxBytesFlag(fs, redact.MaxFileBytes)
	profileFile := profileFlag(fs)
	rest, status, ok := c.parse(args)
	if !ok {
		return status
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	others := 0
	if *fromFile != "" {
		others = 1
	}
	if err := src.check(others, "--cdp, --launch and --from-file"); err != nil {
		return c.usageError("%v", err)
	}
	if len(rest) > 0 {
		return c.usageError("unexpected argument %q", rest[0])
	}
	opt := redact.Options{RedactText: *redactText}
	var page []byte
	var st redact.Stats
	var from string
	if *fromFile != "" {
		saved, err := readPage(*fromFile, min(*maxBytes, redact.MaxFileBytes))
		if err == nil {
			opt.Profile = savedProfile(saved.HTML, profile)
			page, st, err = redact.SanitizeHTML(saved.HTML, opt)
		}
		if err != nil {
			return c.fail(*fromFile, err)
		}
		from = *fromFile
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		defer cancel()
		tab, done, err := src.open(ctx)
		if err != nil {
			return c.fail("", err)
		}
		snap, err := tab.Capture(ctx, capture.CaptureOptions{Options: opt, Tool: toolName(), Timeout: *timeout, Scoped: !*full, Profiles: site.WithProfiles(profile)})
		done()
		if err != nil {
			return c.fail("", err)
		}
		page, st, from = snap.HTML, snap.Stats, redact.CleanURL(snap.Provenance.URL)
	}
	if err := writeOut(*out, stdout, page); err != nil {
		return c.fail("", err)
	}
	fmt.Fprintf(stderr, "chatproof capture: %s: %d bytes; removed %d elements, %d handlers, %d form values; %d secrets redacted; %d texts filled\n",
		from, len(page), st.Elements, st.Handlers, st.FormValues, st.Secrets, st.Redacted)
	return exitOK
}

// writeOut writes data to file, or to stdout when file is "".
func writeOut(file string, stdout io.Writer, data []byte) error {
	if file == "" {
		_, err := stdout.Write(data)
		return err
	}
	return os.WriteFile(file, data, 0o644)
}

// savedProfile returns the site profile a saved page is judged with (see
// classify.SiteFor, with --profile's in the set), for redaction to read
// its markup; nil, ChatGPT's, when the page cannot be read or is of no
// known site.
func savedProfile(page []byte, profiles []*site.Profile) *site.Profile {
	doc, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		return nil
	}
	p, ok := classify.SiteFor(doc, classify.Options{Profiles: site.WithProfiles(profiles)})
	if !ok {
		return nil
	}
	return p
}
