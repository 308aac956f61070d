package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/capturetest"
)

// nodePrefixEnv names the directory the TypeScript SDK is installed under
// (npm install --prefix DIR @modelcontextprotocol/sdk); .ci/node at the
// module's root when unset, where .ci/run installs it.
const nodePrefixEnv = "CHATPROOF_NODE_PREFIX"

// tsClient finds node and the TypeScript SDK, skipping the test without
// them, or failing it where the browser tests are required (CI).
func tsClient(t *testing.T) (node, prefix string) {
	t.Helper()
	prefix = os.Getenv(nodePrefixEnv)
	if prefix == "" {
		prefix = filepath.Join("..", "..", ".ci", "node")
	}
	prefix, _ = filepath.Abs(prefix)
	node, err := exec.LookPath("node")
	missing := ""
	switch {
	case err != nil:
		missing = "no node on PATH"
	default:
		if _, err := os.Stat(filepath.Join(prefix, "node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
			missing = "the TypeScript SDK is not installed under " + prefix + " (npm install --prefix .ci/node @modelcontextprotocol/sdk, as .ci/run does, or set " + nodePrefixEnv + ")"
		}
	}
	if missing != "" {
		if os.Getenv(capturetest.RequireEnv) == "1" {
			t.Fatalf("%s, and %s=1", missing, capturetest.RequireEnv)
		}
		t.Skip(missing)
	}
	return node, prefix
}

// tsStep is a line of the TypeScript client's output.
type tsStep struct {
	Step   string          `json:"step"`
	MS     int64           `json:"ms"`
	Result json.RawMessage `json:"result"`
}

// TestMCPTypeScriptClient runs chatproof mcp, the built command, under an
// MCP client nobody here wrote: the reference TypeScript SDK's, from
// testdata/mcp-client/client.js, which validates every structured output
// against the tool's output schema. Over headless Chromium serving the
// corpus pages it waits on two tabs at once (a reply that streams and
// finishes, and a page that never finishes, closed mid-wait), lists the
// tabs, reads a finished page, waits on the wall and on a provider error,
// checks before a Send, and gets a tool error.
func TestMCPTypeScriptClient(t *testing.T) {
	t.Parallel()
	node, prefix := tsClient(t)
	cdp, _ := capturetest.Private(t)
	bin := commandBinary(t)
	if bin == "" {
		t.Fatal("the command could not be built")
	}
	srv := capturetest.Serve(t, livePages(t))
	tabs := map[string]string{}
	for _, p := range []string{"finished", "wall", "error", "never"} {
		tabs[p] = openIn(t, cdp, srv.URL+"/c/"+p)
	}
	tabs["stream"] = openIn(t, cdp, srv.URL+"/c/stream-slow")
	tabsJSON, _ := json.Marshal(tabs)
	cmd := exec.Command(node, filepath.Join("testdata", "mcp-client", "client.js"), bin, cdp, string(tabsJSON))
	cmd.Env = append(os.Environ(), nodePrefixEnv+"="+prefix)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the TypeScript client: %v\n%s\n%s", err, stdout.String(), stderr.String())
	}
	steps := map[string]tsStep{}
	for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var s tsStep
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		steps[s.Step] = s
		t.Logf("%-40s %5dms", s.Step, s.MS)
	}
	decode := func(step string, v any) {
		t.Helper()
		s, ok := steps[step]
		if !ok {
			t.Fatalf("no step %q in\n%s", step, stdout.String())
		}
		if err := json.Unmarshal(s.Result, v); err != nil {
			t.Fatalf("%s: %v", step, err)
		}
	}
	var tools []struct {
		Name         string          `json:"name"`
		InputSchema  json.RawMessage `json:"inputSchema"`
		OutputSchema json.RawMessage `json:"outputSchema"`
	}
	decode("tools/list", &tools)
	if len(tools) != 4 {
		t.Errorf("%d tools", len(tools))
	}
	for _, tool := range tools {
		if len(tool.InputSchema) == 0 || len(tool.OutputSchema) == 0 {
			t.Errorf("%s lacks a schema", tool.Name)
		}
	}
	var stream struct {
		waitOutput
		StreamingReads int `json:"streaming_reads"`
	}
	decode("wait_for_reply stream", &stream)
	t.Logf("the streaming tab: %d of %d reads saw it streaming (by the progress notifications), fired at %dms", stream.StreamingReads, stream.Polls, stream.FiredAtMS)
	if a := stream.Answer; stream.Outcome != outcomeFired || a == nil || a.Text != streamAnswer || a.MessageID != streamMessageID || !a.TextWhole {
		t.Errorf("the streaming tab: %+v", stream.waitOutput)
	}
	var never struct {
		waitOutput
		StillWaiting   bool  `json:"still_waiting_when_the_other_fired"`
		Progress       int   `json:"progress_notifications"`
		NeverProgress  []int `json:"never_progress"`
		StreamProgress []int `json:"stream_progress"`
	}
	decode("wait_for_reply never, closed mid-wait", &never)
	if never.Outcome != outcomeTabGone || never.Reason != followClosed || never.Answer != nil || !never.StillWaiting {
		t.Errorf("the closed tab: %+v", never)
	}
	// Every read sends its progress notification, numbered by the read,
	// before the call's result. The TypeScript client hands a notification
	// to its handler a microtask after reading it, and drops the handler as
	// soon as it reads the result: the notifications read in the same chunk
	// as the result (the last, or the last few on a loaded machine) are
	// dropped on the client's side. So each call receives its reads' numbers
	// in order, from the first, with none missing but at the end.
	for _, c := range []struct {
		name  string
		got   []int
		polls int
	}{{"the streaming tab", never.StreamProgress, stream.Polls}, {"the closed tab", never.NeverProgress, never.Polls}} {
		t.Logf("%s: %d progress notifications received for %d reads", c.name, len(c.got), c.polls)
		if len(c.got) == 0 || len(c.got) > c.polls {
			t.Errorf("%s: progress %v for %d reads", c.name, c.got, c.polls)
			continue
		}
		for k, n := range c.got {
			if n != k+1 {
				t.Errorf("%s: progress %v for %d reads: read %d's is not in its place", c.name, c.got, c.polls, k+1)
				break
			}
		}
	}
	var list tabsOutput
	decode("list_chat_tabs", &list)
	if len(list.Tabs) < 4 {
		t.Errorf("tabs %+v", list.Tabs)
	}
	var read readOutput
	decode("read_tab finished", &read)
	if read.Verdict.Terminal != "complete" || read.Verdict.Response.MessageID == "" || read.Verdict.Response.Text == "" {
		t.Errorf("read_tab: %+v", read)
	}
	var wall waitOutput
	decode("wait_for_reply wall", &wall)
	if wall.Outcome != outcomeFired || wall.Last == nil || wall.Last.Surface.State != "exhausted" {
		t.Errorf("the wall: %+v", wall)
	}
	var pre presendOutput
	decode("presend_check wall", &pre)
	if !pre.Stop || pre.Code != "chatgpt_conversation_exhausted_before_send" {
		t.Errorf("presend_check: %+v", pre)
	}
	var errPage waitOutput
	decode("wait_for_reply error", &errPage)
	if errPage.Outcome != outcomeProviderTerminal || errPage.Reason != "provider_error" || errPage.Answer != nil {
		t.Errorf("the error page: %+v", errPage)
	}
	var bad struct {
		IsError bool   `json:"isError"`
		Text    string `json:"text"`
	}
	decode("read_tab no-such-tab", &bad)
	if !bad.IsError || !strings.Contains(bad.Text, "list_chat_tabs") {
		t.Errorf("the tool error: %+v", bad)
	}
}
