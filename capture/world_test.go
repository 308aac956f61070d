package capture

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
)

// framePage is a page session with one main frame, which makes a world
// (execution context 7) only in a frame it has, and notes the frames it
// was asked to make one in.
type framePage struct {
	main  cdp.FrameID
	mu    sync.Mutex
	asked []cdp.FrameID
	trees int
}

func (f *framePage) Call(_ context.Context, method string, params, res any) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch method {
	case cdppage.CommandGetFrameTree:
		f.trees++
		*res.(*cdppage.GetFrameTreeResult) = cdppage.GetFrameTreeResult{FrameTree: &cdppage.FrameTree{Frame: &cdp.Frame{ID: f.main, URL: "https://chatgpt.com/c/1"}}}
	case cdppage.CommandCreateIsolatedWorld:
		p := params.(cdppage.CreateIsolatedWorldParams)
		f.asked = append(f.asked, p.FrameID)
		if p.FrameID != f.main {
			return errors.New("No frame for given id found")
		}
		*res.(*cdppage.CreateIsolatedWorldResult) = cdppage.CreateIsolatedWorldResult{ExecutionContextID: 7}
	default:
		return errors.New("unexpected " + method)
	}
	return nil
}

func (f *framePage) Subscribe(string) (<-chan jsonv2.Value, func()) { return nil, func() {} }

// TestCreateWorld: the world is made in the main frame the frame tree
// names, whether its id is known beforehand (asked for at once), wrongly
// expected (asked for again in the main frame) or not known (asked for
// once the tree answered); the frame's URL comes with it.
func TestCreateWorld(t *testing.T) {
	for _, c := range []struct {
		name  string
		hint  cdp.FrameID
		asked []cdp.FrameID
	}{
		{"known", "F1", []cdp.FrameID{"F1"}},
		{"wrong", "F2", []cdp.FrameID{"F2", "F1"}},
		{"unknown", "", []cdp.FrameID{"F1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := &framePage{main: "F1"}
			id, url, err := createWorld(context.Background(), p, c.hint)
			if err != nil || id != runtime.ExecutionContextID(7) || url != "https://chatgpt.com/c/1" {
				t.Fatalf("createWorld = %d, %q, %v; want 7 and the frame's URL", id, url, err)
			}
			if !slices.Equal(p.asked, c.asked) || p.trees != 1 {
				t.Errorf("asked for worlds in %v after %d frame trees; want %v after one", p.asked, p.trees, c.asked)
			}
		})
	}
}
