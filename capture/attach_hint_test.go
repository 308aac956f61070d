package capture_test

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture"
)

// TestAttachRefusedSaysWhatToDo: a DevTools URL where nothing listens
// gives a Go caller the same fix the command gives: start the browser with
// --remote-debugging-port.
func TestAttachRefusedSaysWhatToDo(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, u := range []string{"http://" + addr, "ws://" + addr + "/devtools/browser/x"} {
		_, err := capture.Attach(ctx, u)
		if err == nil || !strings.Contains(err.Error(), "start Chrome or Chromium with --remote-debugging-port") {
			t.Errorf("%s: %v", u, err)
		}
	}
}
