package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// The answer the streaming page (testdata/record/streaming-then-finished.html)
// ends with, and its message id.
const (
	streamAnswer    = "A readiness probe decides whether the pod gets traffic; a liveness probe decides whether the container is restarted."
	streamMessageID = "a4997012-2287-4506-8c44-32506e473c57"
)

// livePages are the pages the MCP tests serve: corpus fixtures (finished,
// the length wall, a provider error, streaming that never finishes) and
// the page whose script streams a reply and finishes.
func livePages(t *testing.T) map[string][]byte {
	t.Helper()
	pages := map[string][]byte{}
	for path, file := range map[string]string{
		"/c/finished": "testdata/capture/example_completed.txtar",
		"/c/wall":     "testdata/capture/example_wall-banner.txtar",
		"/c/never":    "testdata/capture/example_streaming.txtar",
		"/c/error":    "../../corpus/fixtures/snapshot/provider_something-went-wrong.txtar",
	} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		a := txtar.Parse(data)
		page, ok := corpus.Section(a, "page.html")
		if !ok {
			t.Fatalf("%s has no page.html", file)
		}
		pages[path] = page
		if css, ok := corpus.Section(a, "site.css"); ok {
			pages["/site.css"] = css
		}
	}
	stream, err := os.ReadFile("testdata/record/streaming-then-finished.html")
	if err != nil {
		t.Fatal(err)
	}
	pages["/c/stream"] = stream
	// The same page finishing later, for a client that starts after a
	// process starts and connects: it still sees the reply stream.
	slow := bytes.Replace(stream, []byte("FINISH_MS = 1500"), []byte("FINISH_MS = 5000"), 1)
	if bytes.Equal(slow, stream) {
		t.Fatal("the streaming page no longer sets FINISH_MS = 1500")
	}
	pages["/c/stream-slow"] = slow
	return pages
}

// mcpSession connects an SDK client to the server over cdp in process,
// counting the progress notifications it receives.
func mcpSession(t *testing.T, cdp string) (*mcp.ClientSession, *atomic.Int64) {
	t.Helper()
	ctx := context.Background()
	live := newLiveReader(cdp, nil)
	live.interval = 200 * time.Millisecond
	t.Cleanup(live.close)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := newMCPServer(live).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	var progress atomic.Int64
	client := mcp.NewClient(&mcp.Implementation{Name: "chatproof-test", Version: "v0"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(context.Context, *mcp.ProgressNotificationClientRequest) { progress.Add(1) },
	})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs, &progress
}

// callTool calls a tool and decodes its structured output into out; it
// returns the result's text when the call was a tool error.
func callTool(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any, out any) (toolErr string) {
	t.Helper()
	if args == nil {
		args = map[string]any{}
	}
	params := &mcp.CallToolParams{Name: name, Arguments: args}
	params.SetProgressToken(name)
	res, err := cs.CallTool(context.Background(), params)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		var b strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return b.String()
	}
	raw, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		t.Fatalf("%s: %v: %s", name, err, raw)
	}
	return ""
}

// TestMCPTools runs the four tools with the SDK's client against headless
// Chromium serving corpus pages: finished, streaming that finishes, the
// length wall, a provider error, and two tabs waited on at once, one of
// which is closed mid-wait. What is checked is the states, never how long
// they took; the times are logged.
func TestMCPTools(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	srv := capturetest.Serve(t, livePages(t))
	ids := map[string]string{}
	for _, p := range []string{"finished", "wall", "error"} {
		ids[p] = openIn(t, cdp, srv.URL+"/c/"+p)
	}
	cs, progress := mcpSession(t, cdp)

	t.Run("tools/list", func(t *testing.T) {
		res, err := cs.ListTools(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tool := range res.Tools {
			names = append(names, tool.Name)
			if tool.InputSchema == nil || tool.OutputSchema == nil || tool.Description == "" || tool.Annotations == nil || !tool.Annotations.ReadOnlyHint {
				t.Errorf("%s: schemas, description or read-only annotation missing", tool.Name)
			}
		}
		slices.Sort(names)
		if want := []string{"list_chat_tabs", "presend_check", "read_tab", "wait_for_reply"}; !slices.Equal(names, want) {
			t.Errorf("tools %v, want %v", names, want)
		}
	})

	t.Run("list_chat_tabs", func(t *testing.T) {
		var out tabsOutput
		if e := callTool(t, cs, "list_chat_tabs", nil, &out); e != "" {
			t.Fatal(e)
		}
		for name, id := range ids {
			i := slices.IndexFunc(out.Tabs, func(c chatTab) bool { return c.ID == id })
			if i < 0 || out.Tabs[i].URL != srv.URL+"/c/"+name || out.Tabs[i].Title == "" || out.Tabs[i].Site != "" {
				t.Errorf("tab %s (%s) in %+v", name, id, out.Tabs)
			}
		}
	})

	t.Run("read_tab finished", func(t *testing.T) {
		var out readOutput
		if e := callTool(t, cs, "read_tab", map[string]any{"tab": ids["finished"]}, &out); e != "" {
			t.Fatal(e)
		}
		v := out.Verdict
		if out.Tab != ids["finished"] || v.Terminal != "complete" || v.ProviderTerminal != "none" || v.Surface.State != "open" ||
			!v.Response.Finished || v.Response.MessageID == "" || v.Response.Text == "" || !v.Response.TextWhole || out.At == "" {
			t.Errorf("read %+v", out)
		}
	})

	t.Run("wait_for_reply wall", func(t *testing.T) {
		var out waitOutput
		start := time.Now()
		if e := callTool(t, cs, "wait_for_reply", map[string]any{"tab": "/c/wall", "timeout_seconds": 60}, &out); e != "" {
			t.Fatal(e)
		}
		// The reply above the wall is complete: the gate proves it, and
		// the last read shows the wall.
		if out.Outcome != outcomeFired || out.Answer == nil || out.Last == nil || out.Last.Surface.State != "exhausted" {
			t.Errorf("wait %+v", out)
		}
		var pre presendOutput
		if e := callTool(t, cs, "presend_check", map[string]any{"tab": ids["wall"]}, &pre); e != "" {
			t.Fatal(e)
		}
		if !pre.Stop || pre.Code != "chatgpt_conversation_exhausted_before_send" || len(pre.Reads) != 2 {
			t.Errorf("presend_check on the wall: %+v", pre)
		}
		t.Logf("wall: fired after %d reads at %dms; presend_check %s, call %v", out.Polls, out.FiredAtMS, pre.Code, time.Since(start).Round(time.Millisecond))
	})

	t.Run("wait_for_reply error", func(t *testing.T) {
		var out waitOutput
		if e := callTool(t, cs, "wait_for_reply", map[string]any{"tab": ids["error"], "timeout_seconds": 60}, &out); e != "" {
			t.Fatal(e)
		}
		if out.Outcome != outcomeProviderTerminal || out.Reason != "provider_error" || out.Answer != nil || out.Last == nil || out.Last.ProviderEvidence == "" {
			t.Errorf("wait %+v", out)
		}
		var pre presendOutput
		if e := callTool(t, cs, "presend_check", map[string]any{"tab": ids["finished"]}, &pre); e != "" {
			t.Fatal(e)
		}
		if pre.Stop || !slices.Contains(pre.Reasons, "surface_open") {
			t.Errorf("presend_check on an open surface: %+v", pre)
		}
	})

	// A reply other than the one waited for is never the answer: the
	// finished page's reply has another message id, so the wait runs to
	// its limit without one.
	t.Run("wait_for_reply another message", func(t *testing.T) {
		var out waitOutput
		if e := callTool(t, cs, "wait_for_reply", map[string]any{"tab": ids["finished"], "expect_message_id": "not-this-one", "timeout_seconds": 1}, &out); e != "" {
			t.Fatal(e)
		}
		if out.Outcome != outcomeTimeLimit || out.Answer != nil || out.Last == nil || out.Last.Terminal != "incomplete" || !slices.Contains(out.Last.Reasons, "message_id_mismatch") {
			t.Errorf("wait %+v, last %+v", out, out.Last)
		}
	})

	t.Run("tool errors", func(t *testing.T) {
		for _, tc := range []struct {
			tool string
			args map[string]any
			says string
		}{
			{"read_tab", map[string]any{"tab": "no-such-tab"}, "list_chat_tabs"},
			{"read_tab", map[string]any{"tab": "/c/"}, "pass one tab's id"},
			{"wait_for_reply", map[string]any{"tab": ids["finished"], "min_turn": -1}, "min_turn"},
			{"wait_for_reply", map[string]any{"tab": ids["finished"], "timeout_seconds": 7200}, "timeout_seconds"},
		} {
			var out any
			if e := callTool(t, cs, tc.tool, tc.args, &out); !strings.Contains(e, tc.says) {
				t.Errorf("%s %v: tool error %q, want one saying %q", tc.tool, tc.args, e, tc.says)
			}
		}
	})

	// Two tabs at once: a wait on a page that never finishes and one on a
	// page that streams and finishes. The second ends with the answer while
	// the first still waits; closing the first tab then ends its wait.
	t.Run("two tabs at once", func(t *testing.T) {
		never := openIn(t, cdp, srv.URL+"/c/never")
		before := progress.Load()
		var wg sync.WaitGroup
		var neverOut waitOutput
		neverDone := make(chan struct{})
		wg.Go(func() {
			defer close(neverDone)
			if e := callTool(t, cs, "wait_for_reply", map[string]any{"tab": never, "timeout_seconds": 120}, &neverOut); e != "" {
				t.Error(e)
			}
		})
		stream := openIn(t, cdp, srv.URL+"/c/stream")
		var out waitOutput
		start := time.Now()
		if e := callTool(t, cs, "wait_for_reply", map[string]any{"tab": stream, "min_turn": 6, "interval_ms": 200, "timeout_seconds": 60}, &out); e != "" {
			t.Fatal(e)
		}
		streamTook := time.Since(start)
		a := out.Answer
		if out.Outcome != outcomeFired || a == nil || a.Text != streamAnswer || a.MessageID != streamMessageID || a.TurnIndex != 6 || !a.TextWhole {
			t.Errorf("the streaming tab: %+v, answer %+v", out, a)
		}
		select {
		case <-neverDone:
			t.Fatalf("the wait on the tab that never finishes ended first: %+v", neverOut)
		default:
		}
		resp, err := http.Get(cdp + "/json/close/" + never)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		wg.Wait()
		if neverOut.Outcome != outcomeTabGone || neverOut.Reason != followClosed || neverOut.Answer != nil {
			t.Errorf("the closed tab's wait: %+v", neverOut)
		}
		if n := progress.Load() - before; n < int64(out.Polls+neverOut.Polls) {
			t.Errorf("%d progress notifications for %d reads", n, out.Polls+neverOut.Polls)
		}
		t.Logf("streaming tab: fired after %d reads at %dms (call %v); the other tab's wait ended %s after %d reads, %dms",
			out.Polls, out.FiredAtMS, streamTook.Round(time.Millisecond), neverOut.Reason, neverOut.Polls, neverOut.ElapsedMS)
	})
}

// TestMCPNoBrowser: with no browser at --cdp, every tool that reads
// returns a tool error that says how to start one; the session stays up.
func TestMCPNoBrowser(t *testing.T) {
	cs, _ := mcpSession(t, "http://127.0.0.1:1")
	for _, tool := range []string{"list_chat_tabs", "read_tab", "wait_for_reply", "presend_check"} {
		var out any
		if e := callTool(t, cs, tool, map[string]any{}, &out); !strings.Contains(e, "--remote-debugging-port") {
			t.Errorf("%s: tool error %q, want one saying how to start the browser", tool, e)
		}
	}
}
