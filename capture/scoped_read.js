// The scoped reader. It runs in an isolated world (never the page's own), so
// no page script, getter or override runs; it only reads. It returns, as one
// JSON string, the part of the document the rules use (see markers.go) in
// the layout of a DOMSnapshot.captureSnapshot result: nodes in document
// order (the flat tree, as the browser renders it) with their attributes,
// and for every element and text node written that has a layout box, the
// box in document coordinates and the computed styles asked for. Go decodes
// it with the same code as a full capture.
//
// The script is a function of the configuration, of what the reader
// answered last (last: {id, out}, one per reader kept in the world) and of
// the id of the answer the caller holds (known, "" when none); noteChanges,
// its argument, belongs to the candidates kept between reads (see
// candidates).
//
// This part is the read itself, in order: the plan, the elements kept,
// the hit tests, the nodes written and the answer.
  keep(doc.documentElement || doc);
  const open = []; // turn markers holding the current element
  let outerRoles = 0; // the roles of open[0]
  // The plan (see plan): found anew, or kept with the candidates and made
  // again only when the observer reported a change.
  let found = [], keptFacts, cut = cfg.everything ? doc.documentElement : null, m;
  if (cfg.fresh) {
    ({els: found, cut} = plan(Array.from(doc.querySelectorAll(cfg.select)), undefined, undefined));
  } else if (!cfg.everything) {
    m = candidates();
    lap("candidates");
    m.reads++;
    if (quietRead(m)) {
      count("quiet");
      return "=" + last.id;
    }
    keptFacts = m.facts;
    if (m.changes || m.plan === undefined) {
      const replan = () => {
        try {
          return plan(m.list, m.facts, m);
        } catch (e) {
          if (e !== Stale) throw e;
          rebuild(m, m.list.filter(inDocument));
          return plan(m.list, m.facts, m);
        }
      };
      try {
        try {
          m.plan = replan();
        } catch (e) {
          if (e !== Partial) throw e;
          fullList(m);
          m.plan = replan();
        }
      } catch (e) {
        forget(m);
        throw e;
      }
    }
    ({els: found, cut} = m.plan);
    lap("plan");
  }
  for (const el of found) {
    const f = facts(el, keptFacts);
    const k = f.kind, turn = f.turn;
    if (k < 0) continue;
    if (k === FULL) full.add(el);
    if (k === TURN) shells.set(el, f);
    while (open.length > 0 && !open[open.length - 1].contains(el)) open.pop();
    if (k === TURN && open.length > 0) {
      // A shell's inner marker goes directly under the nearest element
      // written around it (the turn marker, or chrome or a full marker
      // inside it): the wrappers between them are not written. A message
      // marker that adds no role to its turn's outermost marker adds
      // nothing the rules read on an older turn, and is left out (inside
      // the current turn, everything is written anyway).
      if (!kept.has(el) && (f.container || (f.roles & ~outerRoles) !== 0)) {
        let n = el.parentNode;
        while (!kept.has(n)) n = n.parentNode;
        kept.set(el, []);
        kept.get(n).push(el);
      }
    } else {
      keep(el);
    }
    if (turn) {
      if (open.length === 0) outerRoles = f.roles;
      open.push(el);
    }
  }
  if (cut !== null) keep(cut);
  lap("keep");
  // onPath maps each ancestor of cut to its child on the way to cut.
  const onPath = new Map();
  for (let n = cut; n !== null && n.parentNode; n = n.parentNode) onPath.set(n.parentNode, n);

  const hits = hitFacts();
  lap("covers");

  const sx = window.scrollX, sy = window.scrollY;
  const range = doc.createRange();
  // vw and vh are the layout viewport's size (see layer).
  const de = doc.documentElement;
  const vw = de ? de.clientWidth : 0, vh = de ? de.clientHeight : 0;

  const root = add(doc, -1, null, false);
  for (let c = doc.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 10) add(c, root, null, false);
    else if (kept.has(c)) part(c, root, null);
  }
  const snapshot = {
    documents: [{
      documentURL: str(doc.URL),
      scrollOffsetX: sx,
      scrollOffsetY: sy,
      nodes: {parentIndex, nodeType, nodeName, nodeValue, attributes, textValue: {index: tvIndex, value: tvValue}},
      layout: {nodeIndex: lNode, bounds: lBounds, scrollRects: lScroll},
    }],
    strings,
  };
  // document names the document read: a new one (the tab navigated) has a
  // time origin of its own; history.pushState keeps it.
  lap("write");
  const reply = {snapshot, styleTable, styleRefs: lStyles, width: vw, height: vh, layer: sawLayer || layerKept(),
    hits: {controls: Array.from(hits.controls.values()), facts: hits.facts},
    document: String(performance.timeOrigin)};
  lap("layer");
  const out = JSON.stringify(reply);
  lap("json");
  const answered = answer(out);
  if (m !== undefined) settle(m, !reply.layer && hits.clear && !wroteShadow);
  keepProbed(hits.controls);
  return answered;
