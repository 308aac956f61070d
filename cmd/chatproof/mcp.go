package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func init() {
	verbs["mcp"] = verb{runMCP, "serve the live reads (list_chat_tabs, read_tab, wait_for_reply, presend_check) to an agent over MCP on stdio"}
}

var mcpHelp = verbHelp{
	Usage: "chatproof mcp --cdp URL [--profile FILE]...",
	About: `
A Model Context Protocol server on standard input and output for an agent
(Claude Code, Codex, Cursor, any MCP client) that drives a chat UI in a
browser someone else launched. It attaches to that browser (start Chrome
or Chromium with --remote-debugging-port=9222 and its own --user-data-dir,
then pass --cdp http://127.0.0.1:9222) when a tool first needs it, and
never clicks, types, navigates or reloads: every tool only reads, with the
scoped reader in an isolated world.

Tools (each with typed input and output schemas; tools/list shows them):
  list_chat_tabs   the browser's tabs: target id, URL, title and the site
                   whose profile knows the URL's host
  read_tab         one verdict of a tab: terminal, reasons, the provider
                   terminal, the composer surface, the reply's text with
                   its message id and turn
  wait_for_reply   the completion gate over reads until it fires, a
                   provider terminal or wall ends the turn, the tab goes,
                   or timeout_seconds; progress notifications while it
                   waits; the final answer bound to its message id, or why
                   there is none (the same loop as chatproof watch)
  presend_check    two reads of the composer surface a second apart and
                   the stop code, or why no stop is proven

Several tabs may be read or waited on at once. A tool that cannot read
(no browser at --cdp, no such tab, a page that does not answer) returns a
tool error saying what to do.`,
	Exit: []string{
		"0  the client closed the session",
		"1  a usage error, or the session failed",
	},
}

// runMCP is "chatproof mcp".
func runMCP(args []string, stdout, stderr io.Writer) int {
	c := newCommand("mcp", mcpHelp, stdout, stderr)
	cdpURL := c.flags.String("cdp", "", "remote debugging `URL` of a running browser (http://127.0.0.1:9222)")
	profileFile := profileFlag(c.flags)
	rest, status, ok := c.parse(args)
	if !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	switch {
	case len(rest) > 0:
		return c.usageError("unexpected argument %q", rest[0])
	case *cdpURL == "":
		return c.usageError("--cdp is required: the server reads a running browser")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	live := newLiveReader(*cdpURL, profile)
	defer live.close()
	err := newMCPServer(live).Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}})
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, mcp.ErrConnectionClosed) && !errors.Is(err, io.EOF) {
		return c.fail("", fmt.Errorf("the session ended: %w", err))
	}
	return exitOK
}

// nopWriteCloser is a Writer whose Close does nothing: the command's
// standard output outlives the session.
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// newMCPServer returns the MCP server of the live tools over live.
func newMCPServer(live *liveReader) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "chatproof", Title: "chatproof: trustworthy verdicts about web chat UIs", Version: buildInfo().Version}, &mcp.ServerOptions{
		Instructions: "Read-only verdicts about chat tabs in a browser (ChatGPT, Gemini, Claude, …): list_chat_tabs to find the tab, " +
			"wait_for_reply after a Send to get the final answer (never a partial one), read_tab for one look, " +
			"presend_check before a Send to learn whether the conversation is at its length wall, closed or out of quota.",
		Capabilities: &mcp.ServerCapabilities{},
	})
	addLiveTools(s, live)
	return s
}
