// Command rod watches a chat page that a go-rod program drives until its
// reply is final, reading it with chatproof's scoped, read-only reader over
// rod's own DevTools session: no second connection to the browser, no
// debugging port of chatproof's own.
//
// It launches headless Chromium with rod ($CHATPROOF_CHROME, else chromium
// on PATH; --no-sandbox as root), serves a page whose script streams a
// reply and finishes, opens it with rod, and hands the page's session to
// capture.FromSession (see session.go for the adapter). capture.Watch then
// polls it with the completion gate until it fires. The library does not
// depend on rod: this module has its own go.mod.
package main

import (
	"context"
	_ "embed"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/proto"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/gate"
)

//go:embed testdata/streaming-then-finished.html
var page []byte

func main() {
	log.SetFlags(0)
	if err := run(); err != nil {
		log.Fatal("rod example: ", err)
	}
}

func run() error {
	bin := capture.FindChrome()
	if bin == "" {
		return capture.ErrNoChrome
	}
	l := launcher.New().Bin(bin).Headless(true).NoSandbox(os.Geteuid() == 0).Leakless(false)
	defer l.Cleanup()
	u, err := l.Launch()
	if err != nil {
		return err
	}
	browser := rod.New().ControlURL(u)
	if err := browser.Connect(); err != nil {
		return err
	}
	defer browser.Close()

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	defer srv.Close()
	p, err := browser.Page(proto.TargetCreateTarget{URL: srv.URL + "/c/stream"})
	if err != nil {
		return err
	}
	if err := p.WaitLoad(); err != nil {
		return err
	}

	// The program's own session on the page, as capture's reader.
	s := &rodSession{page: p}
	tab, err := capture.FromSession(s, nil)
	if err != nil {
		return err
	}
	defer tab.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	streaming := 0
	res, err := capture.Watch(ctx, tab, capture.WatchOptions{
		Interval: 200 * time.Millisecond,
		Max:      30 * time.Second,
		OnStep: func(_ time.Duration, st gate.Step) {
			if st.Level == "strong" {
				streaming++
			}
		},
	})
	if err != nil {
		return err
	}
	if res.Reason != capture.ReasonGateFired {
		return fmt.Errorf("the gate did not fire: %s after %d reads", res.Reason, res.Snapshots)
	}
	r := res.Verdict.Response
	fmt.Printf("stopped: %s at %dms after %d reads (%d of them streaming), over rod's session only (%d protocol calls)\n",
		res.Reason, res.FiredAt.Milliseconds(), res.Snapshots, streaming, s.calls.Load())
	fmt.Printf("terminal: %s, message %s, turn %d\n", res.Verdict.Terminal, r.MessageID, r.TurnIndex)
	fmt.Printf("answer: %s\n", r.Text)
	return nil
}
