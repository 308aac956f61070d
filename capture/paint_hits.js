// The paint-order probe's reading of what the browser's own hit test
// (DOM.getNodeForLocation, which hit-tests pointer-events:none boxes too)
// found over controls the scoped reader wrote; see paintCovered in
// paint_hits.go. It runs in the isolated world, called on its own, apart
// from the reader.
//
// Given the id of the reader's answer the controls are from (answer), the
// targets ({at, sel, box, n}: the place of a finished control among those
// the reader probed and kept for this answer, else -1 and a selector; the
// control's box in document coordinates; and how many of the nodes hit
// are its), the style properties to read and the nodes hit, the targets'
// in turn, it finds each target (the control kept at its place, when the
// reader kept this answer's, else the one element its selector matches;
// either with that box) and answers, as JSON, hitFacts (see
// visibility_hits.go) with one control per target, in order: its box on
// screen and, at each of its points, the elements from the node hit up
// to, not including, the first that holds the control, or null when the
// node hit is the control, inside it or around it. A target found
// nowhere, or twice, has points null, which proves nothing. The parent of
// an element in a shadow tree is its host. It reads and changes nothing
// else.
function (answer, targets, styles, ...hits) {
  const doc = document, sx = window.scrollX, sy = window.scrollY, near = (a, b) => Math.abs(a - b) < 0.5;
  const de = doc.documentElement, vw = de.clientWidth, vh = de.clientHeight, found = new Map();
  const kept = globalThis.chatproofProbed, probed = kept !== undefined && kept.id === answer ? kept.els : [];
  // boxed reports whether element el is in the document with box.
  function boxed(el, box) {
    if (!el.isConnected) return false;
    const r = el.getBoundingClientRect();
    return near(r.x + sx, box[0]) && near(r.y + sy, box[1]) && near(r.width, box[2]) && near(r.height, box[3]);
  }
  // target returns the element of target t: the control kept at t.at, or
  // the one its selector matches, either with t's box; null for none.
  function target(t) {
    if (t.at < 0) return find(t.sel, t.box);
    const el = probed[t.at];
    return el !== undefined && boxed(el, t.box) ? el : null;
  }
  // find returns the one element sel matches with box, null for none or two.
  function find(sel, box) {
    let all = found.get(sel);
    if (all === undefined) {
      all = Array.from(doc.querySelectorAll(sel));
      found.set(sel, all);
    }
    let el = null;
    for (const c of all) {
      if (boxed(c, box)) {
        if (el !== null) return null;
        el = c;
      }
    }
    return el;
  }
  const up = (n) => n.parentElement ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : null);
  const holds = (a, b) => { for (let n = b; n !== null; n = up(n)) if (n === a) return true; return false; };
  const facts = [], fact = new Map();
  // factOf returns the index of n's entry in facts, adding it and its
  // ancestors' first.
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
  let next = 0;
  const controls = targets.map((t) => {
    const mine = hits.slice(next, next + t.n), el = target(t);
    next += t.n;
    if (el === null) return {node: -1, box: [0, 0, 0, 0], points: null};
    const points = mine.map((hit) => {
      const top = hit.nodeType === 1 ? hit : up(hit);
      if (top === null || holds(el, top) || holds(top, el)) return null;
      const chain = [];
      for (let n = top; n !== null && !holds(n, el); n = up(n)) chain.push(factOf(n));
      return chain;
    });
    const r = el.getBoundingClientRect();
    const b = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, vw), Math.min(r.bottom, vh)];
    return {node: -1, box: [b[0], b[1], b[2] - b[0], b[3] - b[1]], points};
  });
  return JSON.stringify({controls, facts});
}
