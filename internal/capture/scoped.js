// The scoped reader. It runs in an isolated world (never the page's own), so
// no page script, getter or override runs; it only reads. It returns, as one
// JSON string, the subset of the document the rules use in the layout of a
// DOMSnapshot.captureSnapshot result: nodes in document order with their
// attributes, and for every element and text node written its layout box
// (document coordinates) and the computed styles asked for. Go decodes it
// with the same code as a full capture. cfg is described in markers.go.
(function (cfg) {
  "use strict";
  const doc = document;
  const strings = [], index = new Map();
  function str(v) {
    let i = index.get(v);
    if (i === undefined) {
      i = strings.length;
      strings.push(v);
      index.set(v, i);
    }
    return i;
  }
  const parentIndex = [], nodeType = [], nodeName = [], nodeValue = [], attributes = [];
  const tvIndex = [], tvValue = [];
  const lNode = [], lStyles = [], lBounds = [];
  const sx = window.scrollX, sy = window.scrollY;
  const range = doc.createRange();

  // kept maps every element written in part to its kept children, in
  // document order; full holds the elements written whole.
  const kept = new Map();
  const all = doc.querySelectorAll(cfg.all);
  const full = new Set(doc.querySelectorAll(cfg.full));
  function keep(el) {
    let child = null;
    for (let n = el; n; n = n.parentNode) {
      const kids = kept.get(n);
      if (kids !== undefined) {
        if (child) kids.push(child);
        return;
      }
      kept.set(n, child ? [child] : []);
      child = n;
    }
  }
  keep(doc.documentElement || doc);
  for (const el of all) keep(el);

  // cut is the outermost marked ancestor of the last user marker outside
  // page chrome and svg: from it on the document is written whole.
  function isUser(el) {
    if (el.hasAttribute(cfg.userFlag)) return true;
    for (const a of cfg.userAttrs) {
      const v = el.getAttribute(a);
      if (v !== null && v.trim().toLowerCase() === "user") return true;
    }
    return false;
  }
  let cut = null;
  for (let k = all.length - 1; k >= 0 && cut === null; k--) {
    const el = all[k];
    if (!el.matches(cfg.turn) || !isUser(el)) continue;
    if (el.closest(cfg.chrome) !== null) continue;
    cut = el;
    for (let n = el.parentElement; n; n = n.parentElement) {
      if (n.matches(cfg.turn)) cut = n;
    }
  }
  // onPath maps each ancestor of cut to its child on the way to cut.
  const onPath = new Map();
  if (cut !== null) {
    for (let n = cut; n.parentNode; n = n.parentNode) onPath.set(n.parentNode, n);
  }

  function styles(el) {
    const cs = getComputedStyle(el);
    return cfg.styles.map((p) => str(cs.getPropertyValue(p)));
  }
  function layout(i, box, st) {
    lNode.push(i);
    lBounds.push([box.x + sx, box.y + sy, box.width, box.height]);
    lStyles.push(st);
  }
  // add writes node n under parent p and returns its index; a text node
  // takes the computed styles of its parent in the flat tree, pe.
  function add(n, p, pe) {
    const i = parentIndex.length;
    if (i >= cfg.maxNodes) throw new Error("chatproof: node limit");
    parentIndex.push(p);
    nodeType.push(n.nodeType);
    nodeName.push(str(n.nodeName));
    nodeValue.push(n.nodeType === 3 ? str(n.data) : -1);
    const at = [];
    if (n.nodeType === 1) {
      for (const a of n.attributes) at.push(str(a.name), str(a.value));
      if (n.getClientRects().length > 0) layout(i, n.getBoundingClientRect(), styles(n));
      if (n.localName === "textarea" && n.namespaceURI === "http://www.w3.org/1999/xhtml") {
        tvIndex.push(i);
        tvValue.push(str(n.value));
      }
    } else if (n.nodeType === 3 && pe) {
      range.selectNodeContents(n);
      if (range.getClientRects().length > 0) layout(i, range.getBoundingClientRect(), styles(pe));
    }
    attributes.push(at);
    return i;
  }
  // children returns n's children in the flat tree, as the browser renders
  // them: a shadow host's shadow tree (open ones: closed ones cannot be
  // read from script), a slot's assigned nodes (else its own), no template
  // content.
  function children(n) {
    if (n.nodeType === 1) {
      if (n.shadowRoot) return n.shadowRoot.childNodes;
      if (n.localName === "slot" && n.getRootNode() instanceof ShadowRoot) {
        const assigned = n.assignedNodes();
        if (assigned.length > 0) return assigned;
      }
    }
    return n.childNodes;
  }
  // whole writes n and its subtree in the flat tree, comments left out; pe
  // is n's parent element in the flat tree.
  function whole(n, p, pe) {
    const t = n.nodeType;
    if (t !== 1 && t !== 3) return;
    const i = add(n, p, pe);
    if (t === 1) {
      for (const c of children(n)) whole(c, i, n);
    }
  }
  // part writes a kept node: its kept children, and on the way to cut the
  // children from cut on in full.
  function part(n, p, pe) {
    if (full.has(n) || n === cut) return whole(n, p, pe);
    const i = add(n, p, pe);
    const via = onPath.get(n);
    for (const c of kept.get(n)) {
      if (via !== undefined && (c === via || via.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      part(c, i, n);
    }
    if (via !== undefined) {
      part(via, i, n);
      for (let c = via.nextSibling; c; c = c.nextSibling) whole(c, i, n);
    }
  }

  // The document's layout box is the viewport, with no styles.
  const root = add(doc, -1, null);
  layout(root, {x: -sx, y: -sy, width: window.innerWidth, height: window.innerHeight}, cfg.styles.map(() => str("")));
  for (let c = doc.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 10) add(c, root, null);
    else if (kept.has(c)) part(c, root, null);
  }
  const snapshot = {
    documents: [{
      documentURL: str(doc.URL),
      nodes: {parentIndex, nodeType, nodeName, nodeValue, attributes, textValue: {index: tvIndex, value: tvValue}},
      layout: {nodeIndex: lNode, styles: lStyles, bounds: lBounds},
    }],
    strings,
  };
  const de = doc.documentElement;
  return JSON.stringify({snapshot, width: de ? de.clientWidth : 0, height: de ? de.clientHeight : 0});
})
