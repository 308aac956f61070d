package capture

import (
	"context"
	"encoding/json"
	"math"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// A scoped capture's reader hit-tests with document.elementsFromPoint,
// which passes by a box with pointer-events:none: an opaque overlay that
// lets clicks through paints over a stop control the reader cannot see it
// over. Only one state makes that matter for the verdict: the reader
// probed a finished-action control while a stop control is written (the
// stop then keeps a finished reply incomplete, or names strong activity
// where the full capture names only a covered bar). A streaming reply
// shows no finished bar and a finished one no stop control, so the state
// is rare. In it, and only then, coverStops asks the browser's own paint-order hit test,
// DOM.getNodeForLocation with pointer-events:none boxes hit-tested, at the
// stop control's five probe points (those the reader probes a finished
// control at), and judges what it hits by page.HitCovered, the conditions the
// finished controls are judged by. Every other poll costs what it did.

// probeCount is the number of points probed on a control, as the
// reader probes a finished control (see scoped_hits.js).
const probeCount = 5

// stopProbeGroup is the object group the remote objects of a probe are
// made in, released once the probe is judged.
const stopProbeGroup = "chatproof-stop-probe"

// coverStops marks HitCovered each stop control of p (by the profile's
// stop markup; nil is ChatGPT's) that the browser paints wholly under a
// certain opaque cover, when the reader probed a finished-action control
// of p (see probedFinished). It reads
// world id of session s; every failure leaves the stop controls as they
// are (they count), since a stop is covered only on certainty.
func coverStops(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID, profile *site.Profile, p *page.Page, h page.Hits) {
	if profile == nil {
		profile = site.ChatGPT()
	}
	stops := writtenStops(p, profile.Markers.Stop, h)
	if len(stops) == 0 || id == 0 {
		return
	}
	sel := entrymatch.CSS(profile.Markers.Stop)
	defer cdp.Call(ctx, s, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: stopProbeGroup})
	for _, i := range stops {
		if probeStop(ctx, s, id, sel, p, i) {
			p.Nodes[i].HitCovered = true
		}
	}
}

// writtenStops returns the stop controls of p, by the entries stop, with
// a box more than 1 px wide and high on screen, when the reader probed a
// finished control of p (h); none otherwise, which is the ordinary poll.
func writtenStops(p *page.Page, stop []site.Entry, h page.Hits) []int {
	if len(stop) == 0 || !probedFinished(p, h) {
		return nil
	}
	var out []int
	for i := range p.Nodes {
		nd := &p.Nodes[i]
		if nd.Type != page.ElementNode || nd.Layout == nil || len(nd.Attrs) == 0 {
			continue
		}
		if _, _, ok := onScreen(nd.Layout.Box, p.Viewport); ok && entrymatch.Any(asElement(nd), stop) {
			out = append(out, i)
		}
	}
	return out
}

// probedFinished reports whether the reader probed a finished-action
// control it wrote, covered or not.
func probedFinished(p *page.Page, h page.Hits) bool {
	for _, c := range h.Controls {
		if c.Node >= 0 && c.Node < len(p.Nodes) {
			return true
		}
	}
	return false
}

// asElement returns element nd as a parsed element holding its name and
// attributes, for entrymatch.
func asElement(nd *page.Node) *html.Node {
	n := &html.Node{Type: html.ElementNode, Data: strings.ToLower(nd.Name), Attr: make([]html.Attribute, len(nd.Attrs))}
	for k, a := range nd.Attrs {
		n.Attr[k] = html.Attribute{Key: a.Name, Val: a.Value}
	}
	return n
}

// onScreen returns the part of box b (document coordinates) inside the
// viewport v, as its corners, and whether it is more than 1 px wide and
// high. A viewport of unknown size holds nothing.
func onScreen(b, v page.Rect) (lo, hi [2]float64, ok bool) {
	lo = [2]float64{max(b.X, v.X), max(b.Y, v.Y)}
	hi = [2]float64{min(b.X+b.W, v.X+v.W), min(b.Y+b.H, v.Y+v.H)}
	return lo, hi, hi[0]-lo[0] > 1 && hi[1]-lo[1] > 1
}

// probePoints returns the reader's five probe points over the part of box
// b on screen (its middle and a point just inside each corner), in whole
// document pixels, inside the box.
func probePoints(b, v page.Rect) [probeCount][2]int64 {
	lo, hi, _ := onScreen(b, v)
	w, h := hi[0]-lo[0], hi[1]-lo[1]
	dx, dy := min(2, w/4), min(2, h/4)
	pts := [probeCount][2]float64{{lo[0] + w/2, lo[1] + h/2}, {lo[0] + dx, lo[1] + dy}, {hi[0] - dx, lo[1] + dy}, {lo[0] + dx, hi[1] - dy}, {hi[0] - dx, hi[1] - dy}}
	var out [probeCount][2]int64
	for k, pt := range pts {
		out[k] = [2]int64{int64(math.Floor(pt[0])), int64(math.Floor(pt[1]))}
	}
	return out
}

// probeStop reports whether stop control i of p is under a certain opaque
// cover at every probe point, as the browser's paint order hit-tests
// them: one DOM.getNodeForLocation per point, one DOM.resolveNode per
// distinct node hit, in world id, and one Runtime.callFunctionOn there
// that finds the stop control by sel and its box and reports what was hit
// over it as the reader reports it over a finished control (stopHitsJS);
// page.HitCovered judges that. Nothing of this enables a domain or changes the
// page.
func probeStop(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID, sel string, p *page.Page, i int) bool {
	yes := true
	var args []*runtime.CallArgument
	objects := map[cdp.BackendNodeID]runtime.RemoteObjectID{}
	for _, pt := range probePoints(p.Nodes[i].Layout.Box, p.Viewport) {
		hit, err := cdp.Call(ctx, s, dom.GetNodeForLocation, dom.GetNodeForLocationParams{X: pt[0], Y: pt[1], IncludeUserAgentShadowDOM: &yes, IgnorePointerEventsNone: &yes})
		if err != nil || hit.BackendNodeID == 0 {
			return false
		}
		obj, ok := objects[hit.BackendNodeID]
		if !ok {
			r, err := cdp.Call(ctx, s, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: hit.BackendNodeID, ObjectGroup: stopProbeGroup, ExecutionContextID: id})
			if err != nil || r.Object == nil || r.Object.ObjectID == "" {
				return false
			}
			obj = r.Object.ObjectID
			objects[hit.BackendNodeID] = obj
		}
		args = append(args, &runtime.CallArgument{ObjectID: obj})
	}
	b := p.Nodes[i].Layout.Box
	var lead []*runtime.CallArgument
	for _, v := range []any{sel, []float64{b.X, b.Y, b.W, b.H}, page.StyleProperties()} {
		raw, err := json.Marshal(v)
		if err != nil {
			return false
		}
		lead = append(lead, &runtime.CallArgument{Value: raw})
	}
	args = append(lead, args...)
	res, err := cdp.Call(ctx, s, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: stopHitsJS,
		Arguments:           args,
		ExecutionContextID:  id,
		ReturnByValue:       &yes,
		Silent:              &yes,
		ObjectGroup:         stopProbeGroup,
	})
	if err != nil || res.ExceptionDetails != nil || res.Result == nil {
		return false
	}
	var out string
	if json.Unmarshal(res.Result.Value, &out) != nil || out == "" {
		return false
	}
	var h page.Hits
	if json.Unmarshal([]byte(out), &h) != nil || len(h.Controls) != 1 {
		return false
	}
	h.Controls[0].Node = i
	return len(page.HitCovered(h)) == 1
}

// stopHitsJS runs in the isolated world: given the stop control's
// selector, its box in document coordinates, the style properties to read
// and the nodes hit at the five probe points, it finds the one element
// the selector matches with that box (none or two: it answers "", and
// the stop is not covered) and answers, as JSON, page.Hits with that
// control alone: its box on screen and, at each point, the elements from
// the node hit up to, not including, the first that holds the control,
// or null when the node hit is the control, inside it or around it; the
// parent of an element in a shadow tree is its host. It reads and changes
// nothing else.
const stopHitsJS = `function (sel, box, styles, ...hits) {
  const doc = document, sx = window.scrollX, sy = window.scrollY, near = (a, b) => Math.abs(a - b) < 0.5;
  let stop = null;
  for (const el of doc.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (near(r.x + sx, box[0]) && near(r.y + sy, box[1]) && near(r.width, box[2]) && near(r.height, box[3])) {
      if (stop !== null) return "";
      stop = el;
    }
  }
  if (stop === null) return "";
  const up = (n) => n.parentElement ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : null);
  const holds = (a, b) => { for (let n = b; n !== null; n = up(n)) if (n === a) return true; return false; };
  const facts = [], fact = new Map();
  function factOf(n) {
    let k = fact.get(n);
    if (k === undefined) {
      const parent = up(n) === null ? -1 : factOf(up(n));
      const r = n.getBoundingClientRect(), cs = getComputedStyle(n);
      k = facts.length;
      facts.push({parent, styles: styles.map((p) => cs.getPropertyValue(p)), box: [r.x, r.y, r.width, r.height]});
      fact.set(n, k);
    }
    return k;
  }
  const points = hits.map((hit) => {
    let top = hit.nodeType === 1 ? hit : up(hit);
    if (top === null || holds(stop, top) || holds(top, stop)) return null;
    const chain = [];
    for (let n = top; n !== null && !holds(n, stop); n = up(n)) chain.push(factOf(n));
    return chain;
  });
  const de = doc.documentElement, r = stop.getBoundingClientRect();
  const b = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, de.clientWidth), Math.min(r.bottom, de.clientHeight)];
  return JSON.stringify({controls: [{node: -1, box: [b[0], b[1], b[2] - b[0], b[3] - b[1]], points}], facts});
}`

// worldID returns the id of w's isolated world, 0 when it has none.
func (w *world) worldID() runtime.ExecutionContextID {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.id
}
