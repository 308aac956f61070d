package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// writeVerdictText writes classify --text's view of a verdict: its
// source, then the verdict's Summary (the verdict, why, and the evidence).
func writeVerdictText(w io.Writer, v chatproof.Verdict) error {
	_, err := io.WriteString(w, inputName(v.Source)+": "+v.Summary())
	return err
}

// writeRecoverText writes recover --text's view of a report: the action
// that is safe now, why, and the evidence the decision read.
func writeRecoverText(w io.Writer, r corpus.RecoverReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s (check %s", inputName(r.Source), r.Action, r.Check)
	if r.Requested != "" && r.Requested != r.Check {
		fmt.Fprintf(&b, ", asked %s", r.Requested)
	}
	b.WriteString(")\n")
	fmt.Fprintf(&b, "  why: %s", orNone(r.Reason))
	if len(r.Reasons) > 1 || len(r.Reasons) == 1 && r.Reasons[0] != r.Reason {
		fmt.Fprintf(&b, " (%s)", strings.Join(r.Reasons, ", "))
	}
	b.WriteString("\n")
	if r.Verdict != "" {
		fmt.Fprintf(&b, "  verdict: %s\n", r.Verdict)
	}
	if r.WaitMS > 0 {
		fmt.Fprintf(&b, "  wait: %dms\n", r.WaitMS)
	}
	if len(r.Batch.IDs) > 0 {
		fmt.Fprintf(&b, "  batch: %s\n", strings.Join(r.Batch.IDs, ", "))
	}
	p := r.View
	if !p.Known {
		b.WriteString("  page: unknown\n")
	} else {
		fmt.Fprintf(&b, "  page: assistant %s, turn %d, %d runes, finished: %s, streaming: %s, thread error: %s, interrupted: %s, rate limit shown: %s\n",
			orNone(p.AssistantID), p.TurnIndex, p.TextLen, yesNo(p.Finished), yesNo(p.Streaming),
			yesNo(p.ThreadError), yesNo(p.Interrupted), yesNo(p.RateLimitVisible))
	}
	writeServerText(&b, "server", r.Server)
	writeServerText(&b, "target", r.Target)
	if r.Packet.Present {
		fmt.Fprintf(&b, "  packet: valid: %s, transfer %s, %d chars", yesNo(r.Packet.Valid), orNone(r.Packet.TransferID), r.Packet.Chars)
		if r.Packet.Error != "" {
			fmt.Fprintf(&b, ", error: %s", r.Packet.Error)
		}
		b.WriteString("\n")
	}
	if r.Pressure.Level != "" {
		fmt.Fprintf(&b, "  pressure: %s (%d tokens, %d messages, %d turns)\n", r.Pressure.Level, r.Pressure.Tokens, r.Pressure.Messages, r.Pressure.Turns)
	}
	n := r.Next
	fmt.Fprintf(&b, "  next: retries used %d, reloads used %d\n", n.Budget.RetryUsed, n.Budget.ReloadUsed)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeServerText writes one conversation snapshot's summary, if present.
func writeServerText(b *strings.Builder, name string, s corpus.RecoverSnapshot) {
	switch {
	case !s.Present:
		return
	case !s.OK:
		fmt.Fprintf(b, "  %s: unreadable: %s\n", name, s.Error)
	default:
		fmt.Fprintf(b, "  %s: conversation %s, current node %s (%s), assistant %s finished: %s, latest user %s\n",
			name, orNone(s.ConversationID), orNone(s.CurrentNode), orNone(s.CurrentNodeRole),
			orNone(s.AssistantID), orNone(s.AssistantFinished), orNone(s.LatestUserID))
	}
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
