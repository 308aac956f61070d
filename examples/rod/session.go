package main

import (
	"context"
	"encoding/json"
	"reflect"
	"sync/atomic"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

// rodSession lets chatproof's capture read a rod page over rod's own
// DevTools session: it satisfies capture.Session (cdproto's cdp.Session),
// a command call and event delivery, by sending on the page's session of
// rod's one connection. Nothing else connects to the browser.
type rodSession struct {
	page  *rod.Page
	calls atomic.Int64 // commands sent, for the example's report
}

// jsonOptions are those chromedp sends cdproto's types with: a page's
// text may hold invalid UTF-8 (a lone surrogate), which must not fail a
// read.
var jsonOptions = jsonv2.JoinOptions(jsonv2.DefaultOptionsV2(), jsonv2.AllowInvalidUTF8(true))

// Call sends method with params (a cdproto parameter type) on the page's
// session and decodes the result into res.
func (s *rodSession) Call(ctx context.Context, method string, params, res any) error {
	s.calls.Add(1)
	in, err := jsonv2.Marshal(params, jsonOptions)
	if err != nil {
		return err
	}
	out, err := s.page.Call(ctx, string(s.page.SessionID), method, json.RawMessage(in))
	if err != nil {
		return err
	}
	if res == nil || len(out) == 0 {
		return nil
	}
	return jsonv2.Unmarshal(out, res, jsonOptions)
}

// Subscribe delivers the page's events named method, up to 16 unread
// (later ones are dropped while the channel is full), until cancel. rod
// decodes each event into its own type for the method, which is encoded
// again for the subscriber.
func (s *rodSession) Subscribe(method string) (<-chan jsonv2.Value, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	out := make(chan jsonv2.Value, 16)
	events := s.page.Context(ctx).Event() // subscribed before it returns
	typ := proto.GetType(method)
	go func() {
		defer close(out)
		for msg := range events {
			if typ == nil || msg.Method != method {
				continue
			}
			e, ok := reflect.New(typ).Interface().(proto.Event)
			if !ok || !msg.Load(e) {
				continue
			}
			raw, err := json.Marshal(e)
			if err != nil {
				continue
			}
			select {
			case out <- raw:
			default:
			}
		}
	}()
	return out, cancel
}
