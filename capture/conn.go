package capture

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// ErrConnectionLost is returned by every call once the connection to the
// browser has dropped: the browser exited, crashed or closed the socket.
var ErrConnectionLost = errors.New("capture: browser connection lost")

// DefaultCallTimeout bounds one protocol call whose context has no earlier
// deadline. A page stuck in a script loop or behind an alert() dialog never
// answers, so no call may wait without a limit.
const DefaultCallTimeout = 30 * time.Second

// callTimeout is the bound DefaultCallTimeout names; the package's tests,
// which run on loaded machines, wait longer.
var callTimeout = DefaultCallTimeout

// conn is one DevTools protocol connection. It sends only the commands its
// callers make: unlike a general automation client it enables no domain
// and evaluates nothing on attach, so attaching runs no page script. Events
// are delivered to subscribers and otherwise dropped.
type conn struct {
	tr chromedp.Transport

	mu      sync.Mutex
	next    int64
	pending map[int64]chan *cdproto.Message
	subs    map[subKey][]chan jsonv2.Value
	lost    chan struct{} // closed when the reader stops
	lostErr error         // why; valid once lost is closed
}

type subKey struct {
	session target.SessionID
	method  string
}

// dial opens the websocket at wsURL and starts reading it.
func dial(ctx context.Context, wsURL string) (*conn, error) {
	tr, err := remote.DialContext(ctx, wsURL)
	if err != nil {
		return nil, err
	}
	c := &conn{tr: tr, pending: map[int64]chan *cdproto.Message{}, subs: map[subKey][]chan jsonv2.Value{}, lost: make(chan struct{})}
	go c.read()
	return c, nil
}

// read dispatches responses to their callers and events to subscribers
// until the connection fails, then fails every pending call.
func (c *conn) read() {
	for {
		msg := new(cdproto.Message)
		if err := c.tr.Read(context.Background(), msg); err != nil {
			c.mu.Lock()
			c.lostErr = err
			close(c.lost)
			c.mu.Unlock()
			return
		}
		c.mu.Lock()
		if msg.Method != "" {
			for _, ch := range c.subs[subKey{msg.SessionID, string(msg.Method)}] {
				select {
				case ch <- msg.Params:
				default: // a subscriber that is not reading loses the event
				}
			}
		} else if ch, ok := c.pending[msg.ID]; ok {
			delete(c.pending, msg.ID)
			ch <- msg
		}
		c.mu.Unlock()
	}
}

// lostError says that the connection dropped, and why; call it once lost
// is closed.
func (c *conn) lostError() error {
	return fmt.Errorf("%w (%v)", ErrConnectionLost, c.lostErr)
}

// close shuts the connection; pending calls fail with ErrConnectionLost.
func (c *conn) close() { c.tr.Close() }

// call sends method with params on session ("" for the browser) and waits
// for the answer until ctx ends, or DefaultCallTimeout when ctx has no
// deadline.
func (c *conn) call(ctx context.Context, session target.SessionID, method string, params, res any) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, callTimeout)
		defer cancel()
	}
	raw, err := jsonv2.Marshal(params, chromedp.DefaultMarshalOptions)
	if err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	ch := make(chan *cdproto.Message, 1)
	c.mu.Lock()
	select {
	case <-c.lost:
		c.mu.Unlock()
		return c.lostError()
	default:
	}
	c.next++
	id := c.next
	c.pending[id] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}()
	msg := &cdproto.Message{ID: id, SessionID: session, Method: cdproto.MethodType(method), Params: raw}
	if err := c.tr.Write(ctx, msg); err != nil {
		select {
		case <-c.lost:
			return c.lostError()
		default:
			return fmt.Errorf("%s: %w", method, err)
		}
	}
	select {
	case <-ctx.Done():
		return fmt.Errorf("%s: no answer: %w", method, ctx.Err())
	case <-c.lost:
		return c.lostError()
	case m := <-ch:
		if m.Error != nil {
			return fmt.Errorf("%s: %w", method, m.Error)
		}
		if res == nil || len(m.Result) == 0 {
			return nil
		}
		if err := jsonv2.Unmarshal(m.Result, res, chromedp.DefaultUnmarshalOptions); err != nil {
			return fmt.Errorf("%s: decoding the answer: %w", method, err)
		}
		return nil
	}
}

// subscribe delivers the events named method on session to the returned
// channel, which holds up to size events; later ones are dropped while it
// is full. cancel ends the subscription.
func (c *conn) subscribe(session target.SessionID, method string, size int) (<-chan jsonv2.Value, func()) {
	ch := make(chan jsonv2.Value, size)
	k := subKey{session, method}
	c.mu.Lock()
	c.subs[k] = append(c.subs[k], ch)
	c.mu.Unlock()
	return ch, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		list := c.subs[k]
		for i, s := range list {
			if s == ch {
				c.subs[k] = append(list[:i:i], list[i+1:]...)
				break
			}
		}
		if len(c.subs[k]) == 0 {
			delete(c.subs, k)
		}
	}
}

// session is the protocol session of one target, or of the browser when
// id is "". It implements cdp.Session, so the typed commands of cdproto run
// on it with cdp.Call.
type session struct {
	c  *conn
	id target.SessionID
}

// Call runs one command on the session.
func (s session) Call(ctx context.Context, method string, params, res any) error {
	return s.c.call(ctx, s.id, method, params, res)
}

// Subscribe delivers the session's events named method, up to 16 unread.
func (s session) Subscribe(method string) (<-chan jsonv2.Value, func()) {
	return s.c.subscribe(s.id, method, 16)
}
