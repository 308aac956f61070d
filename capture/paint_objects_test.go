package capture

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"
)

// releaseCounter is a session that answers every call and counts the
// releases of the probe's object group.
type releaseCounter struct{ released int }

func (r *releaseCounter) Call(_ context.Context, method string, params, _ any) error {
	if method == runtime.CommandReleaseObjectGroup && params.(runtime.ReleaseObjectGroupParams).ObjectGroup == paintProbeGroup {
		r.released++
	}
	return nil
}

func (r *releaseCounter) Subscribe(string) (<-chan jsonv2.Value, func()) { return nil, func() {} }

// TestProbeObjectsKeptBounded: the objects a probe resolved are there for
// the next probe of the same world; past maxProbeObjects they are
// released before a probe, and in another world (the page navigated) the
// probe starts with none and releases nothing, since they went with
// their world. Releasing them releases the group once, and nothing when
// none is kept.
func TestProbeObjectsKeptBounded(t *testing.T) {
	ctx := context.Background()
	s := &releaseCounter{}
	var o probeObjects
	add := func(world runtime.ExecutionContextID, n int) int {
		objs := o.begin(ctx, s, world)
		defer o.end()
		kept := len(objs)
		for i := range n {
			objs[cdp.BackendNodeID(len(objs)+i+1)] = runtime.RemoteObjectID(fmt.Sprint(i))
		}
		return kept
	}
	for _, step := range []struct {
		name           string
		world          runtime.ExecutionContextID
		add            int
		kept, released int
	}{
		{"first probe", 1, 5, 0, 0},
		{"same world", 1, maxProbeObjects - 5 + 1, 5, 0},
		{"past the bound", 1, 3, 0, 1},
		{"another world", 2, 0, 0, 1},
	} {
		if got := add(step.world, step.add); got != step.kept {
			t.Errorf("%s: %d objects kept at the start, want %d", step.name, got, step.kept)
		}
		if s.released != step.released {
			t.Errorf("%s: group released %d times, want %d", step.name, s.released, step.released)
		}
	}
	add(2, 2)
	o.release(ctx, s)
	o.release(ctx, s)
	if s.released != 2 {
		t.Errorf("released %d times after two releases of two objects, want 2 (one more)", s.released)
	}
}
