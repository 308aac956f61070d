package capture

import (
	"context"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
)

// maxProbeObjects bounds the remote objects a world keeps for the
// paint-order probe between polls (see probeObjects).
const maxProbeObjects = 64

// probeObjects are the remote objects the paint-order probe resolved the
// nodes it hit to, in one isolated world, kept between probes. A finished
// bar in view is hit at the same nodes poll after poll, and resolving them
// anew, then releasing them, cost two round trips of every such poll. A
// backend node id names one node for the life of its document, so the
// object kept for it is that node, wherever it has moved since.
//
// They are made in one object group (paintProbeGroup) and released
// together: when a probe would start with more than maxProbeObjects kept,
// when a probe's reading fails, and when the world is released (Close).
// When the page navigates they go with the world, and the next probe,
// in another world, starts with none.
type probeObjects struct {
	mu     sync.Mutex
	world  runtime.ExecutionContextID
	byNode map[cdp.BackendNodeID]runtime.RemoteObjectID
}

// begin locks the kept objects for a probe in world id of session s and
// returns them: none when they were kept for another world (gone with
// it), none after releasing them when there are more than
// maxProbeObjects. The probe calls end when it is done.
func (o *probeObjects) begin(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID) map[cdp.BackendNodeID]runtime.RemoteObjectID {
	o.mu.Lock()
	if o.world != id {
		o.world, o.byNode = id, nil
	}
	if len(o.byNode) > maxProbeObjects {
		o.releaseLocked(ctx, s)
	}
	if o.byNode == nil {
		o.byNode = make(map[cdp.BackendNodeID]runtime.RemoteObjectID)
	}
	return o.byNode
}

// end unlocks the objects begin locked.
func (o *probeObjects) end() { o.mu.Unlock() }

// dropLocked releases the kept objects, during a probe (between begin and
// end).
func (o *probeObjects) dropLocked(ctx context.Context, s cdp.Session) {
	o.releaseLocked(ctx, s)
	o.byNode = make(map[cdp.BackendNodeID]runtime.RemoteObjectID)
}

// release releases the kept objects, outside a probe.
func (o *probeObjects) release(ctx context.Context, s cdp.Session) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.releaseLocked(ctx, s)
}

// releaseLocked releases the group in session s when it holds anything,
// and forgets it.
func (o *probeObjects) releaseLocked(ctx context.Context, s cdp.Session) {
	if len(o.byNode) > 0 {
		cdp.Call(ctx, s, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: paintProbeGroup})
	}
	o.byNode = nil
}
