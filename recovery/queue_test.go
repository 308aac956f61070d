package recovery

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestQueueModel(t *testing.T) {
	p := Policy{}
	var q Queue
	var err error
	for i, text := range []string{"first", "second", "third"} {
		q, err = p.Enqueue(q, Entry{ID: string(rune('a' + i)), Text: text, Created: At(at(time.Duration(i) * time.Second))})
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Enqueue(q, Entry{ID: "a", Text: "dup"}); !errors.Is(err, ErrQueueDuplicateID) {
		t.Fatalf("duplicate id: %v", err)
	}
	if _, err := p.Enqueue(q, Entry{ID: "z", Text: "  "}); !errors.Is(err, ErrQueueEmptyEntry) {
		t.Fatalf("blank entry: %v", err)
	}
	if _, err := p.Enqueue(q, Entry{ID: "z", Text: strings.Repeat("x", 24001)}); !errors.Is(err, ErrQueueEntryTooLong) {
		t.Fatalf("long entry: %v", err)
	}
	b, q2, ok := p.NextBatch(q)
	if !ok || b.Text != "first\n\nsecond\n\nthird" || strings.Join(b.IDs, ",") != "a,b,c" {
		t.Fatalf("batch %+v", b)
	}
	if _, _, again := p.NextBatch(q2); again {
		t.Fatal("a batch in flight was handed out twice")
	}
	same, err := q2.Acknowledge(b.IDs, DeliveryUncertain)
	if err != nil || same.Len() != 3 {
		t.Fatalf("uncertain delivery dropped content: %v %d", err, same.Len())
	}
	if _, err := q2.Acknowledge([]string{"b"}, DeliveryConfirmed); !errors.Is(err, ErrQueueBatchMismatch) {
		t.Fatalf("foreign batch: %v", err)
	}
	done, err := q2.Acknowledge(b.IDs, DeliveryConfirmed)
	if err != nil || done.Len() != 0 || len(done.InFlight) != 0 {
		t.Fatalf("confirmed ack: %v %+v", err, done)
	}
	if q.Len() != 3 || len(q.InFlight) != 0 {
		t.Fatal("operations modified their input")
	}
}

func TestQueueBounds(t *testing.T) {
	p := Policy{}
	var q Queue
	var err error
	for i := 0; i < 20; i++ {
		if q, err = p.Enqueue(q, Entry{ID: string(rune('A' + i)), Text: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Enqueue(q, Entry{ID: "overflow", Text: "x"}); !errors.Is(err, ErrQueueFull) {
		t.Fatalf("21st entry: %v", err)
	}
	big := Queue{}
	big, _ = p.Enqueue(big, Entry{ID: "1", Text: strings.Repeat("y", 20000)})
	if _, err := p.Enqueue(big, Entry{ID: "2", Text: strings.Repeat("y", 4000)}); !errors.Is(err, ErrQueueTooLong) {
		t.Fatalf("merged length: %v", err)
	}
}

func TestQueueMigrate(t *testing.T) {
	p := Policy{}
	src := Queue{Conversation: "c1", Entries: []Entry{{ID: "s1", Text: "one", Created: At(at(1))}, {ID: "s2", Text: "three", Created: At(at(3))}}}
	dst := Queue{Conversation: "c2", Entries: []Entry{{ID: "d1", Text: "two", Created: At(at(2))}}}
	got, err := p.Migrate(src, dst)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, e := range got.Entries {
		ids = append(ids, e.ID)
	}
	if got.Conversation != "c2" || strings.Join(ids, ",") != "d1,s1,s2" {
		t.Fatalf("%+v", got)
	}
	src.InFlight = []string{"s1"}
	if _, err := p.Migrate(src, dst); !errors.Is(err, ErrQueueInFlight) {
		t.Fatalf("in-flight migrate: %v", err)
	}
	full := Queue{}
	for i := 0; i < 20; i++ {
		full.Entries = append(full.Entries, Entry{ID: string(rune('a' + i)), Text: "x"})
	}
	if _, err := p.Migrate(Queue{Entries: []Entry{{ID: "extra", Text: "x"}}}, full); !errors.Is(err, ErrQueueTargetCapacity) {
		t.Fatalf("capacity: %v", err)
	}
}

func TestQueueDelivery(t *testing.T) {
	p := Policy{}
	queued := func(in *Input) {
		in.State.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "run the tests"}, {ID: "q2", Text: "then push"}}}
	}
	inFlight := func(in *Input) { queued(in); in.State.Queue.InFlight = []string{"q1", "q2"} }
	runTable(t, p.QueueDelivery, []tcase{
		{name: "empty", reason: "nothing queued", action: ActionNone, code: ReasonQueueEmpty},
		{name: "deliver", reason: "the turn settled, the composer is empty",
			mod: queued, action: ActionDeliverQueue, code: ReasonQueueDeliverable},
		{name: "ack", reason: "the batch is confirmed delivered",
			mod: inFlight, action: ActionNone, code: ReasonQueueBatchAcknowledged},
		{name: "uncertain", reason: "an uncertain delivery neither acks nor drops",
			mod: func(in *Input) { inFlight(in); in.Delivery = DeliveryUncertain }, action: ActionWait, code: ReasonQueueDeliveryUncertain},
		{name: "block_streaming", reason: "a running turn does not take queued content",
			mod: func(in *Input) { queued(in); in.View.Streaming = true }, action: ActionWait, code: ReasonStreaming},
		{name: "block_draft", reason: "the composer must be empty",
			mod: func(in *Input) { queued(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent},
		{name: "block_handoff", reason: "pending content migrates at cutover instead",
			mod:    func(in *Input) { queued(in); in.State.Handoff = Handoff{TransferID: "t", Status: HandoffSummaryReady} },
			action: ActionWait, code: ReasonHandoffInProgress},
		{name: "block_thread_error", reason: "a failed turn is not settled",
			mod: func(in *Input) { queued(in); in.View.ThreadError = true }, action: ActionWait, code: ReasonThreadError},
		{name: "block_unknown_page", reason: "without a page nothing proves the turn settled",
			mod: func(in *Input) { queued(in); in.View = View{} }, action: ActionWait, code: ReasonViewUnknown},
	})
	in := baseInput()
	queued(&in)
	d, st := p.QueueDelivery(in)
	if d.Batch.Text != "run the tests\n\nthen push" || len(st.Queue.InFlight) != 2 || st.Queue.Len() != 2 {
		t.Fatalf("%+v %+v", d.Batch, st.Queue)
	}
}

func TestQueueReleaseAndClear(t *testing.T) {
	p := Policy{}
	q, _ := p.Enqueue(Queue{Conversation: "c1"}, Entry{ID: "1", Text: "first"})
	b, q, _ := p.NextBatch(q)
	// A delivery that failed before Send returns the batch to pending; the
	// user may retry it and it is handed out again, whole.
	q = q.Release()
	if len(q.InFlight) != 0 || q.Len() != 1 {
		t.Fatalf("release: %+v", q)
	}
	again, _, ok := p.NextBatch(q)
	if !ok || again.Text != b.Text {
		t.Fatalf("released batch: %+v", again)
	}
	if c := q.Clear(); c.Len() != 0 || c.Conversation != "c1" {
		t.Fatalf("clear: %+v", c)
	}
}
