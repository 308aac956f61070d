package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/chatproof/chatproof/internal/capture"
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

// describe puts the cause first in a browser error a user reads: a lost
// connection and a page that does not answer say so plainly.
func describe(err error) string {
	switch {
	case errors.Is(err, capture.ErrConnectionLost), errors.Is(err, capture.ErrNoAnswer):
		return err.Error()
	case errors.Is(err, context.DeadlineExceeded):
		return "gave up at the time limit: " + err.Error()
	}
	return err.Error()
}

// toolName is written into captures as chatproof:tool.
func toolName() string { return "chatproof " + version }

// runCapture is "chatproof capture": one annotated, sanitized snapshot of a
// tab, to -o FILE or stdout. Exit 0 on success, 1 on usage, browser or I/O
// errors.
func runCapture(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("capture", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var src source
	src.bind(fs)
	fromFile := fs.String("from-file", "", "sanitize a saved `PAGE.html` instead (no browser, so no visibility annotation)")
	redact := fs.Bool("redact-text", false, "replace message content with same-length filler; UI chrome stays")
	full := fs.Bool("full", false, "write the whole page (for corpus work); default: only what the rules read")
	timeout := fs.Duration("timeout", time.Minute, "give up after `D`")
	out := fs.String("o", "", "write to `FILE` instead of stdout")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof capture (--cdp URL [--tab PATTERN] | --launch --url URL | --from-file PAGE.html) [--full] [--redact-text] [-o FILE]")
		fmt.Fprintln(stderr, "Reads one tab without changing it and writes a snapshot with each element's computed")
		fmt.Fprintln(stderr, "visibility and a provenance header; scripts, form values and secrets are removed.")
		fmt.Fprintln(stderr, "Exit 0 on success; 1 on usage, browser or I/O errors.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return parseStatus(err)
	}
	others := 0
	if *fromFile != "" {
		others = 1
	}
	if err := src.check(others, "--cdp, --launch and --from-file"); err != nil || fs.NArg() > 0 {
		if err != nil {
			fmt.Fprintln(stderr, "chatproof capture:", err)
		}
		fs.Usage()
		return exitError
	}
	opt := capture.Options{RedactText: *redact}
	var page []byte
	var st capture.Stats
	var from string
	if *fromFile != "" {
		data, err := readCapped(*fromFile, capture.MaxFileBytes)
		if err == nil {
			page, st, err = capture.SanitizeHTML(data, opt)
		}
		if err != nil {
			fmt.Fprintf(stderr, "chatproof capture: %s: %v\n", *fromFile, err)
			return exitError
		}
		from = *fromFile
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		defer cancel()
		tab, done, err := src.open(ctx)
		if err != nil {
			fmt.Fprintln(stderr, "chatproof capture:", describe(err))
			return exitError
		}
		snap, err := tab.Capture(ctx, capture.CaptureOptions{Options: opt, Tool: toolName(), Timeout: *timeout, Scoped: !*full})
		done()
		if err != nil {
			fmt.Fprintln(stderr, "chatproof capture:", describe(err))
			return exitError
		}
		page, st, from = snap.HTML, snap.Stats, capture.CleanURL(snap.Provenance.URL)
	}
	if err := writeOut(*out, stdout, page); err != nil {
		fmt.Fprintln(stderr, "chatproof capture:", err)
		return exitError
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
