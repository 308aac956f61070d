package capture

import (
	"context"
	_ "embed"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"sync"

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
// lets clicks through paints over a control the reader cannot see it
// over. Two states make that matter for the verdict. A finished-action
// control the reader probed and found not covered proves the reply
// finished, where the full capture, reading the paint order, finds it
// covered and proves nothing. A stop control beside a probed finished
// control keeps a finished reply incomplete, or names strong activity
// where the full capture names only a covered bar (a streaming reply
// shows no finished bar and a finished one no stop control, so that state
// is rare). In them, and only then, paintCovers asks the browser's own
// paint-order hit test, DOM.getNodeForLocation with pointer-events:none
// boxes hit-tested, at the control's five probe points (those the reader
// probes a finished control at), and judges what it hits by page.HitCovered,
// the conditions the reader's own hits are judged by. The middle is asked
// first: when the browser hits the control there, or something inside or
// around it, no cover holds it wholly and the other four are not asked.
// A poll the reader answers unchanged reuses the last snapshot and asks
// nothing; so does a poll that writes no finished control, the streaming
// one.
//
// The probe costs the page no query: the reader keeps the finished
// controls it probed in the world, under the id of its answer, and the
// probe takes them from there by their place (a stop control, the rare
// case, is found by its selector and box). On the package's own
// connection the probe's hit tests go to the browser together, and so do
// the nodes they hit to be resolved: at most three round trips in order
// (hit tests, nodes, reading), where one at a time a bar of five controls
// took twelve with the release. The nodes' objects are kept in the world
// from one probe to the next (see probeObjects), so a bar hit at the same
// nodes as before costs two: the hit tests and the reading.

// paintProbeGroup is the object group the remote objects of the probes
// of a world are made in (see probeObjects).
const paintProbeGroup = "chatproof-paint-probe"

// paintCovers marks HitCovered each control of p that the browser paints
// wholly under a certain opaque cover (see paintCovered): the finished
// controls the reader probed and did not find covered (h, judged already
// in p), and, when it probed one, the stop controls (by the profile's stop
// markup; nil is ChatGPT's). p is the reader's answer named answer. It
// reads in world id of session s, and
// reports whether a control is undecided (page.HitUndecided): what the
// browser paints over it at every point is a raised box that is no
// certain cover, or a cover, and what lies under such a box only the
// paint order of a whole capture tells.
//
// Every failure or doubt leaves a control as it was: a stop control
// counts, and a finished control stays as the reader judged it, not
// covered. That is the side the reader errs on, and it is never worse
// than the reader: a control the reader found covered is not probed, so
// no error makes a covered control count as clear, while a page that
// makes the probe fail can at most keep the reader's judgement.
func paintCovers(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID, kept *probeObjects, answer string, profile *site.Profile, p *page.Page, h page.Hits) (undecided bool) {
	if id == 0 {
		return false
	}
	if profile == nil {
		profile = site.ChatGPT()
	}
	targets := paintTargets(p, profile, h)
	if len(targets) == 0 {
		return false
	}
	covered, undecided := paintCovered(ctx, s, id, kept, answer, p, targets)
	for k, yes := range covered {
		if yes {
			p.Nodes[targets[k].node].HitCovered = true
		}
	}
	return undecided
}

// probeCount is the number of points probed on a control, as the
// reader probes a finished control (see scoped_hits.js).
const probeCount = 5

// paintTarget is a control of the page to probe: its node and where the
// probe finds it in the page, at its place among the finished controls
// the reader probed and kept (at), else (at -1) by a selector that finds
// it with others (the box tells it apart).
type paintTarget struct {
	node int
	at   int
	sel  string
}

// paintTargets returns the controls of p to probe (see paintCovers): the
// finished controls probed (h) and not marked covered, then the stop
// controls written (writtenStops); none on the ordinary poll.
func paintTargets(p *page.Page, profile *site.Profile, h page.Hits) []paintTarget {
	var out []paintTarget
	for k, c := range h.Controls {
		if c.Node < 0 || c.Node >= len(p.Nodes) {
			continue
		}
		nd := &p.Nodes[c.Node]
		if nd.Type != page.ElementNode || nd.Layout == nil || nd.HitCovered {
			continue
		}
		if _, _, ok := onScreen(nd.Layout.Box, p.Viewport); !ok {
			continue
		}
		out = append(out, paintTarget{node: c.Node, at: k})
	}
	if stops := writtenStops(p, profile.Markers.Stop, h); len(stops) > 0 {
		sel := entrymatch.CSS(profile.Markers.Stop)
		for _, i := range stops {
			out = append(out, paintTarget{node: i, at: -1, sel: sel})
		}
	}
	return out
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

// paintHitsJS reads, in the isolated world, what the browser's paint-order
// hit test found over the controls of a probe (see paint_hits.js).
//
//go:embed paint_hits.js
var paintHitsJS string

// paintHitsWire is paintHitsJS as the page is sent it (see compactJS).
var paintHitsWire = compactJS(paintHitsJS)

// paintCovered reports, for each target of p, whether the browser paints
// it under a certain opaque cover at every probe point, as page.HitCovered
// judges what the browser's paint-order hit test reaches there. In world
// id of session s, for the reader's answer named answer, it asks:
//   - DOM.getNodeForLocation at each target's middle, one DOM.resolveNode
//     per distinct node hit, and one Runtime.callFunctionOn (paintHitsJS)
//     reading those hits for all the targets: a target whose middle the
//     browser hits (or something inside or around it) is not covered,
//     and is asked nothing more;
//   - for the other targets only, the same at their four other points,
//     and one Runtime.callFunctionOn reading all five points of each;
//
// A node hit is resolved once per world, and its object kept for later
// probes (kept; see probeObjects). Nothing of this enables a domain or
// changes the page. A target any call
// fails for, or that is not found, is not covered. undecided reports a
// target page.HitUndecided names.
func paintCovered(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID, kept *probeObjects, answer string, p *page.Page, targets []paintTarget) (out []bool, undecided bool) {
	out = make([]bool, len(targets))
	pr := paintProbe{s: s, id: id, answer: answer, p: p, targets: targets, objects: kept.begin(ctx, s, id)}
	defer kept.end()
	pr.drop = func() { kept.dropLocked(ctx, s) }
	_, pr.together = s.(session)
	points := make([][probeCount][2]int64, len(targets))
	middle := make([][2]int64, len(targets))
	for k, t := range targets {
		points[k] = probePoints(p.Nodes[t.node].Layout.Box, p.Viewport)
		middle[k] = points[k][0]
	}
	hits := make([][]*runtime.CallArgument, len(targets))
	var middles []int
	for k, arg := range pr.hits(ctx, middle) {
		if arg != nil {
			hits[k] = append(hits[k], arg)
			middles = append(middles, k)
		}
	}
	h, ok := pr.read(ctx, middles, hits)
	if !ok {
		return out, false
	}
	// The targets under something at the middle, and their other points.
	var rest [][2]int64
	var asked, owner []int
	for j, k := range middles {
		if c := h.Controls[j]; len(c.Points) != 1 || c.Points[0] == nil {
			continue // hit in the middle (or not found): not wholly covered
		}
		asked = append(asked, k)
		for _, pt := range points[k][1:] {
			rest = append(rest, pt)
			owner = append(owner, k)
		}
	}
	if len(rest) == 0 {
		return out, false
	}
	failed := map[int]bool{}
	for i, arg := range pr.hits(ctx, rest) {
		if arg == nil {
			failed[owner[i]] = true
		} else {
			hits[owner[i]] = append(hits[owner[i]], arg)
		}
	}
	// The targets whose every point the browser answered.
	whole := slices.DeleteFunc(asked, func(k int) bool { return failed[k] })
	if len(whole) == 0 {
		return out, false
	}
	if h, ok = pr.read(ctx, whole, hits); !ok {
		return out, false
	}
	for j, k := range whole {
		h.Controls[j].Node = k
	}
	for _, k := range page.HitCovered(h) {
		out[k] = true
	}
	return out, len(page.HitUndecided(h)) > 0
}

// paintProbe is one probe of paintCovered: the session, the world, the
// reader's answer and its page, the targets, and the remote object of
// each node hit so far in the world, with drop, which releases them.
type paintProbe struct {
	s       cdp.Session
	id      runtime.ExecutionContextID
	answer  string
	p       *page.Page
	targets []paintTarget
	objects map[cdp.BackendNodeID]runtime.RemoteObjectID
	drop    func()
	// together tells a session that takes several calls at once (the
	// package's own connection): the calls of one step go together.
	together bool
}

// each runs call(i) for every i below n: at once on a session that takes
// several calls together, else one after the other.
func (pr *paintProbe) each(n int, call func(i int)) {
	if !pr.together || n < 2 {
		for i := range n {
			call(i)
		}
		return
	}
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { call(i) })
	}
	wg.Wait()
}

// hits returns, as arguments, the node the browser's paint-order hit test
// reaches at each of pts, pointer-events:none boxes included, each
// resolved in the world once per node; nil for a point where it reaches
// none or a call fails.
func (pr *paintProbe) hits(ctx context.Context, pts [][2]int64) []*runtime.CallArgument {
	nodes := make([]cdp.BackendNodeID, len(pts))
	yes := true
	pr.each(len(pts), func(i int) {
		hit, err := cdp.Call(ctx, pr.s, dom.GetNodeForLocation, dom.GetNodeForLocationParams{X: pts[i][0], Y: pts[i][1], IncludeUserAgentShadowDOM: &yes, IgnorePointerEventsNone: &yes})
		if err == nil {
			nodes[i] = hit.BackendNodeID
		}
	})
	var fresh []cdp.BackendNodeID
	for _, n := range nodes {
		if _, ok := pr.objects[n]; n != 0 && !ok && !slices.Contains(fresh, n) {
			fresh = append(fresh, n)
		}
	}
	objs := make([]runtime.RemoteObjectID, len(fresh))
	pr.each(len(fresh), func(i int) {
		r, err := cdp.Call(ctx, pr.s, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: fresh[i], ObjectGroup: paintProbeGroup, ExecutionContextID: pr.id})
		if err == nil && r.Object != nil {
			objs[i] = r.Object.ObjectID
		}
	})
	for i, n := range fresh {
		if objs[i] != "" {
			pr.objects[n] = objs[i]
		}
	}
	out := make([]*runtime.CallArgument, len(pts))
	for i, n := range nodes {
		if obj, ok := pr.objects[n]; n != 0 && ok {
			out[i] = &runtime.CallArgument{ObjectID: obj}
		}
	}
	return out
}

// read runs paintHitsJS once over the targets ks with their hits and
// returns its report, one control per target in order; false when the
// call fails or the report is malformed.
func (pr *paintProbe) read(ctx context.Context, ks []int, hits [][]*runtime.CallArgument) (page.Hits, bool) {
	if len(ks) == 0 {
		return page.Hits{}, false
	}
	type target struct {
		At  int        `json:"at"`
		Sel string     `json:"sel"`
		Box [4]float64 `json:"box"`
		N   int        `json:"n"`
	}
	ts := make([]target, len(ks))
	var objs []*runtime.CallArgument
	for j, k := range ks {
		t := pr.targets[k]
		b := pr.p.Nodes[t.node].Layout.Box
		ts[j] = target{At: t.at, Sel: t.sel, Box: [4]float64{b.X, b.Y, b.W, b.H}, N: len(hits[k])}
		objs = append(objs, hits[k]...)
	}
	var args []*runtime.CallArgument
	for _, v := range []any{pr.answer, ts, page.StyleProperties()} {
		raw, err := json.Marshal(v)
		if err != nil {
			return page.Hits{}, false
		}
		args = append(args, &runtime.CallArgument{Value: raw})
	}
	yes := true
	res, err := cdp.Call(ctx, pr.s, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: paintHitsWire,
		Arguments:           append(args, objs...),
		ExecutionContextID:  pr.id,
		ReturnByValue:       &yes,
		Silent:              &yes,
		ObjectGroup:         paintProbeGroup,
	})
	if err != nil || res.ExceptionDetails != nil || res.Result == nil {
		// An object kept may be what failed: none is trusted again.
		pr.drop()
		return page.Hits{}, false
	}
	var out string
	if json.Unmarshal(res.Result.Value, &out) != nil || out == "" {
		return page.Hits{}, false
	}
	var h page.Hits
	if json.Unmarshal([]byte(out), &h) != nil || len(h.Controls) != len(ks) {
		return page.Hits{}, false
	}
	return h, true
}

// worldID returns the id of w's isolated world, 0 when it has none.
func (w *world) worldID() runtime.ExecutionContextID {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.id
}
