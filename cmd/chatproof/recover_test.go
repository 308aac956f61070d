package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recoverCase is a send-timeout case: the thread error card on the page and
// the server's current_node still the user message, so Retry once.
const recoverCase = `A send timeout whose request never reached the server.
-- page.html --
<html><body><main><div id="thread">
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">Summarise the log</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="e1"><div class="text-token-text-error"><div>Message delivery timed out. Please try again.</div><button data-testid="regenerate-thread-error-button">Retry</button></div></div></article>
</div><div id="thread-bottom"><form data-type="unified-composer"><div contenteditable="true" id="prompt-textarea" class="ProseMirror"><p></p></div><button data-testid="send-button" aria-label="Send prompt"></button></form></div></main></body></html>
-- server.json --
{"conversation_id": "c1", "current_node": "u1", "mapping": {"u1": {"message": {"id": "u1", "author": {"role": "user"}, "content": {"parts": ["Summarise the log"]}}, "parent": null}}}
-- state.json --
{"check": "auto", "now_ms": 1764725745000, "page_url": "https://chatgpt.com/c/c1", "auto": true, "delivery": "uncertain",
 "view": {"last_change_ms": 1764725735000}, "state": {"conversation_id": "c1", "last_submit_ms": 1764725700000}}
`

func TestRecoverVerb(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txtar")
	b := filepath.Join(dir, "b.txtar")
	if err := os.WriteFile(a, []byte(recoverCase), 0o644); err != nil {
		t.Fatal(err)
	}
	// b: the same without page: the view is unknown, nothing is allowed.
	noPage := recoverCase[:strings.Index(recoverCase, "-- page.html --")] + recoverCase[strings.Index(recoverCase, "-- server.json --"):]
	if err := os.WriteFile(b, []byte(noPage), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := runRecover([]string{a, b}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want one per case:\n%s", len(lines), out.String())
	}
	var rep struct {
		Schema string `json:"schema"`
		Source string `json:"source"`
		Check  string `json:"check"`
		Action string `json:"action"`
		Reason string `json:"reason"`
		Next   struct {
			Budget struct {
				RetryUsed int `json:"retry_used"`
			} `json:"budget"`
		} `json:"next"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Schema != "chatproof.recover/v1" || rep.Source != a || rep.Check != "send_timeout" ||
		rep.Action != "retry_send_once" || rep.Next.Budget.RetryUsed != 1 {
		t.Errorf("first report %+v", rep)
	}
	if err := json.Unmarshal([]byte(lines[1]), &rep); err != nil || rep.Action != "none" {
		t.Errorf("without a page nothing may run: %+v (%v)", rep, err)
	}
	// c: the same case not naming its page: no conversation is assumed.
	c := filepath.Join(dir, "c.txtar")
	if err := os.WriteFile(c, []byte(strings.Replace(recoverCase, `"page_url": "https://chatgpt.com/c/c1", `, "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := runRecover([]string{c}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || rep.Action != "none" || rep.Reason != "page_not_named" {
		t.Errorf("a case not naming its page: %+v (%v)", rep, err)
	}
}

func TestRecoverVerbErrors(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runRecover(nil, &out, &errb); code != exitError {
		t.Errorf("no case: exit %d, want %d", code, exitError)
	}
	if code := runRecover([]string{"--bogus", "x"}, &out, &errb); code != exitError {
		t.Errorf("unknown flag: exit %d, want %d", code, exitError)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txtar")
	if err := os.WriteFile(bad, []byte("why\n-- state.json --\n{\"now_ms\": 1, \"resend\": true}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.txtar")
	if err := os.WriteFile(good, []byte(recoverCase), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	code := runRecover([]string{bad, filepath.Join(dir, "missing.txtar"), good}, &out, &errb)
	if code != exitError {
		t.Errorf("bad and missing cases: exit %d, want %d", code, exitError)
	}
	if !strings.Contains(errb.String(), `unknown key: "resend"`) || !strings.Contains(errb.String(), "missing.txtar") {
		t.Errorf("stderr %q", errb.String())
	}
	if n := strings.Count(out.String(), "\n"); n != 1 {
		t.Errorf("the good case must still be reported, got %d lines", n)
	}
	noState := filepath.Join(dir, "nostate.txtar")
	if err := os.WriteFile(noState, []byte("why\n-- server.json --\n{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := runRecover([]string{noState}, &out, &errb); code != exitError {
		t.Errorf("no state.json: exit %d", code)
	}
}

// TestRecoverText: --text prints the action, the check, why, and the
// evidence the decision read.
func TestRecoverText(t *testing.T) {
	file := writeFile(t, "case.txtar", []byte(recoverCase))
	code, out, errs := runCLI(t, "recover", file, "--text")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		file + ": retry_send_once (check send_timeout, asked auto)\n",
		"\n  why: ",
		"\n  page: assistant -, turn -1, 0 runes, finished: no, streaming: no, thread error: yes,",
		"\n  server: conversation c1, current node u1 (user),",
		"\n  next: retries used 1, reloads used 0\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("--text does not show %q:\n%s", want, out)
		}
	}
	// Without a page the view is unknown, and the text says so.
	noPage := recoverCase[:strings.Index(recoverCase, "-- page.html --")] + recoverCase[strings.Index(recoverCase, "-- server.json --"):]
	_, out, _ = runCLI(t, "recover", "--text", writeFile(t, "nopage.txtar", []byte(noPage)))
	if !strings.Contains(out, ": none (check ") || !strings.Contains(out, "\n  page: unknown\n") {
		t.Errorf("--text without a page:\n%s", out)
	}
}
