package recovery

import (
	"errors"
	"strings"
	"time"
	"unicode/utf8"
)

// Errors of the queue operations.
var (
	ErrQueueFull           = errors.New("recovery: queue is full")
	ErrQueueEntryTooLong   = errors.New("recovery: queue entry too long")
	ErrQueueTooLong        = errors.New("recovery: merged queue too long")
	ErrQueueDuplicateID    = errors.New("recovery: duplicate queue entry id")
	ErrQueueEmptyEntry     = errors.New("recovery: empty queue entry")
	ErrQueueBatchMismatch  = errors.New("recovery: batch is not the queue's in-flight batch")
	ErrQueueTargetCapacity = errors.New("recovery: target queue capacity exceeded")
	ErrQueueInFlight       = errors.New("recovery: a batch is in flight")
)

// QueueSeparator joins the entries of a batch: a blank line.
const QueueSeparator = "\n\n"

// Queue is the composer queue of one conversation: the user's explicit next
// messages, written while a turn still runs. Entries keep insertion order.
// A batch merges every pending entry; it stays in the queue, marked in
// flight, until its delivery is confirmed. Queue values are immutable: the
// operations return a new Queue.
type Queue struct {
	// Conversation is the conversation the queue delivers to.
	Conversation string `json:"conversation"`
	// Entries are the pending entries, oldest first.
	Entries []Entry `json:"entries"`
	// InFlight holds the ids of the batch handed out for delivery and not
	// yet acknowledged (a prefix of Entries).
	InFlight []string `json:"in_flight"`
}

// Entry is one queued message.
type Entry struct {
	// ID identifies the entry within its queue: required (never ""),
	// unique, and what Batch.IDs and Queue.InFlight name.
	ID string `json:"id"`
	// Text is the message, delivered as written. Enqueue rejects a blank
	// text or one longer than Policy.QueueMaxChars characters (runes);
	// Prune drops a persisted one that is longer.
	Text string `json:"text"`
	// Created is when the entry was queued; zero (or a time after now)
	// means unknown, and such an entry never expires.
	Created Time `json:"created_ms"`
}

// Batch is the merged text of queued entries.
type Batch struct {
	// IDs are the ids of the merged entries, in queue order: a prefix of
	// the queue of at most Policy.QueueMaxEntries entries; empty when no
	// batch was handed out.
	IDs []string `json:"ids"`
	// Text is the entries' texts joined with QueueSeparator, at most
	// Policy.QueueMaxChars characters (runes); "" when no batch.
	Text string `json:"text"`
}

// Len is the number of entries.
func (q Queue) Len() int { return len(q.Entries) }

func (q Queue) clone() Queue {
	q.Entries = append([]Entry(nil), q.Entries...)
	q.InFlight = append([]string(nil), q.InFlight...)
	return q
}

// mergedChars is the length, in characters, of all entries merged.
func mergedChars(es []Entry) int {
	n := 0
	for i, e := range es {
		if i > 0 {
			n += len(QueueSeparator)
		}
		n += utf8.RuneCountInString(e.Text)
	}
	return n
}

// Enqueue appends an entry. It fails (and leaves the queue as it was) on an
// empty or duplicate entry, on more than QueueMaxEntries entries, on an entry
// or a merged queue longer than QueueMaxChars characters.
func (p Policy) Enqueue(q Queue, e Entry) (Queue, error) {
	p = p.withDefaults()
	switch {
	case strings.TrimSpace(e.Text) == "" || e.ID == "":
		return q, ErrQueueEmptyEntry
	case utf8.RuneCountInString(e.Text) > p.QueueMaxChars:
		return q, ErrQueueEntryTooLong
	case len(q.Entries) >= p.QueueMaxEntries:
		return q, ErrQueueFull
	}
	for _, x := range q.Entries {
		if x.ID == e.ID {
			return q, ErrQueueDuplicateID
		}
	}
	next := q.clone()
	next.Entries = append(next.Entries, e)
	if mergedChars(next.Entries) > p.QueueMaxChars {
		return q, ErrQueueTooLong
	}
	return next, nil
}

// NextBatch merges pending entries, in insertion order, joined by a blank
// line, and marks them in flight in the returned queue. The batch is the
// longest prefix of the queue within QueueMaxEntries entries and
// QueueMaxChars merged characters, so a queue persisted past its bounds
// (an older version, a hand-edited store) still yields batches that fit;
// the rest waits for the next batch. It returns false when the queue is
// empty, a batch is already in flight (that batch must be acknowledged
// first; it is never handed out twice), or the first entry alone exceeds
// the bound (Prune drops such an entry with a reason).
func (p Policy) NextBatch(q Queue) (Batch, Queue, bool) {
	p = p.withDefaults()
	if len(q.Entries) == 0 || len(q.InFlight) > 0 {
		return Batch{}, q, false
	}
	n := 0
	for n < len(q.Entries) && n < p.QueueMaxEntries && mergedChars(q.Entries[:n+1]) <= p.QueueMaxChars {
		n++
	}
	if n == 0 {
		return Batch{}, q, false
	}
	b := Batch{}
	texts := make([]string, n)
	for i, e := range q.Entries[:n] {
		b.IDs = append(b.IDs, e.ID)
		texts[i] = e.Text
	}
	b.Text = strings.Join(texts, QueueSeparator)
	next := q.clone()
	next.InFlight = append([]string(nil), b.IDs...)
	return b, next, true
}

// Dropped is a queue entry Prune removed, with the reason code why
// (queue_entry_expired, queue_entry_too_long).
type Dropped struct {
	// ID is the id of the dropped entry.
	ID string `json:"id"`
	// Reason is the reason code: queue_entry_expired (older than
	// Policy.QueueRetention) or queue_entry_too_long (longer than
	// Policy.QueueMaxChars characters).
	Reason string `json:"reason"`
}

// Prune drops the pending entries that can never be delivered: those
// created more than QueueRetention before now (an entry whose creation time
// is unknown or in the future is kept: its age is not proven) and those
// longer, alone, than QueueMaxChars. Entries of the batch in flight are
// never dropped: their delivery is still to be confirmed. The order of the
// kept entries is unchanged.
func (p Policy) Prune(q Queue, now time.Time) (Queue, []Dropped) {
	p = p.withDefaults()
	inFlight := map[string]bool{}
	for _, id := range q.InFlight {
		inFlight[id] = true
	}
	var dropped []Dropped
	next := q.clone()
	next.Entries = next.Entries[:0]
	for _, e := range q.Entries {
		reason := ""
		switch {
		case inFlight[e.ID]:
		case !e.Created.IsZero() && !e.Created.After(now) && now.Sub(e.Created.Time) > p.QueueRetention:
			reason = ReasonQueueEntryExpired
		case utf8.RuneCountInString(e.Text) > p.QueueMaxChars:
			reason = ReasonQueueEntryTooLong
		}
		if reason != "" {
			dropped = append(dropped, Dropped{ID: e.ID, Reason: reason})
			continue
		}
		next.Entries = append(next.Entries, e)
	}
	if len(dropped) == 0 {
		return q, nil
	}
	return next, dropped
}

// Acknowledge removes the in-flight batch, but only when its delivery is
// confirmed; otherwise the queue is returned unchanged (a blocked or
// uncertain delivery never drops content). ids must be the in-flight batch.
func (q Queue) Acknowledge(ids []string, d Delivery) (Queue, error) {
	if len(ids) == 0 || len(ids) != len(q.InFlight) || len(ids) > len(q.Entries) {
		return q, ErrQueueBatchMismatch
	}
	for i, id := range ids {
		if q.InFlight[i] != id || q.Entries[i].ID != id {
			return q, ErrQueueBatchMismatch
		}
	}
	if d != DeliveryConfirmed {
		return q, nil
	}
	next := q.clone()
	next.Entries = next.Entries[len(ids):]
	next.InFlight = nil
	return next, nil
}

// Release returns an in-flight batch to pending without removing it, for a
// delivery known to have failed before Send (the user may retry it).
func (q Queue) Release() Queue {
	next := q.clone()
	next.InFlight = nil
	return next
}

// Clear empties the queue.
func (q Queue) Clear() Queue { return Queue{Conversation: q.Conversation} }

// Migrate moves the pending entries of src into target after a confirmed
// cutover, in insertion order: target's own entries first (they were
// inserted before the migration), then src's in src's order. Creation
// times never reorder entries: a clock step or equal stamps cannot shuffle
// the user's messages. The result delivers to target's conversation. It
// fails, changing nothing, when src has a batch in flight, an id would be
// duplicated, or the result exceeds the queue bounds.
func (p Policy) Migrate(src, target Queue) (Queue, error) {
	p = p.withDefaults()
	if len(src.InFlight) > 0 {
		return target, ErrQueueInFlight
	}
	next := target.clone()
	next.Entries = append(next.Entries, src.Entries...)
	seen := map[string]bool{}
	for _, e := range next.Entries {
		if seen[e.ID] {
			return target, ErrQueueDuplicateID
		}
		seen[e.ID] = true
	}
	if len(next.Entries) > p.QueueMaxEntries || mergedChars(next.Entries) > p.QueueMaxChars {
		return target, ErrQueueTargetCapacity
	}
	return next, nil
}
