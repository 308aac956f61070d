// The scoped reader. It runs in an isolated world (never the page's own), so
// no page script, getter or override runs; it only reads. It returns, as one
// JSON string, the part of the document the rules use (see markers.go) in
// the layout of a DOMSnapshot.captureSnapshot result: nodes in document
// order (the flat tree, as the browser renders it) with their attributes,
// and for every element and text node written that has a layout box, the
// box in document coordinates and the computed styles asked for. Go decodes
// it with the same code as a full capture.
//
// The script is a function of the configuration; noteChanges, its
// argument, belongs to the candidates kept between reads (see candidates).
((noteChanges) => function (cfg) {
  "use strict";
  const doc = document;
  const SVG = "http://www.w3.org/2000/svg", HTML = "http://www.w3.org/1999/xhtml";

  // The string table and the node and layout tables.
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
  const lNode = [], lStyles = [], lBounds = [], lScroll = [];
  // rendered[i]: node i's children can be laid out (it has a box, or it is
  // display:contents inside a rendered parent).
  const rendered = [];

  // Markers by their first test: tag name or first attribute.
  const byTag = new Map(), byAttr = new Map();
  for (const m of cfg.markers) {
    const [map, key] = m.tag ? [byTag, m.tag] : [byAttr, m.conds[0][0]];
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(m);
  }
  // fold lower-cases s, folding the two non-ASCII letters that case-fold to
  // ASCII ones (long s, Kelvin sign) as Go's EqualFold does.
  function fold(s) {
    return s.toLowerCase().replace(/\u017f/g, "s").replace(/\u212a/g, "k");
  }
  // test reports whether el passes condition c; v is the value of c's
  // attribute when the caller has read it, else undefined.
  function test(el, c, v) {
    const attr = c[0], op = c[1], value = c[2];
    if (op === "has" || op === "in") looked = true;
    if (op === "has") return el.querySelector(value) !== null;
    if (op === "in") return el.parentElement !== null && el.parentElement.closest(value) !== null;
    if (v === undefined) v = el.getAttribute(attr);
    if (v === null) return false;
    switch (op) {
      case "": return true;
      case "=": return v === value;
      case "^=": return v.startsWith(value);
      case "*=i": return fold(v).includes(value);
      case "~=i": return fold(v).split(/\s+/).includes(value);
    }
    return false;
  }
  // kind and isTurn are what kindOf found: the strongest kind among the
  // markers el matches (-1 for none), and whether one is a turn marker;
  // looked, whether that took a look at el's ancestors or descendants.
  let kind = -1, isTurn = false, looked = false;
  function check(el, ms, attr, v) {
    for (const m of ms) {
      if (m.kind <= kind && (m.kind !== TURN || isTurn)) continue;
      let ok = true;
      for (const c of m.conds) {
        if (!test(el, c, c[0] === attr ? v : undefined)) {
          ok = false;
          break;
        }
      }
      if (ok) {
        kind = Math.max(kind, m.kind);
        isTurn = isTurn || m.kind === TURN;
      }
    }
  }
  // vals holds the attributes kindOf read of the last element, by name.
  let vals = null;
  function kindOf(el) {
    kind = -1;
    isTurn = false;
    looked = false;
    vals = {};
    const ms = byTag.get(el.localName);
    if (ms !== undefined) check(el, ms, null, undefined);
    for (const name of el.getAttributeNames()) {
      const group = byAttr.get(name);
      if (group === undefined) continue;
      const v = el.getAttribute(name);
      vals[name] = v;
      check(el, group, name, v);
    }
  }
  const TURN = 0, FULL = 2;

  // facts returns what the reader needs to know of candidate el: the
  // strongest kind among the markers it matches (-1 for none), whether one
  // is a turn marker, whether it is a turn container and the roles it
  // states. They depend on el's name and attributes alone, unless finding
  // them looked at its ancestors or descendants, so those others are kept
  // with the candidates, and forgotten when el changes or is added again
  // (see candidates).
  function facts(el, keep) {
    let f = keep === undefined ? undefined : keep.get(el);
    if (f === undefined) {
      kindOf(el);
      f = {kind, turn: isTurn, container: container(vals), roles: roles(vals)};
      if (keep !== undefined && !looked) keep.set(el, f);
    }
    return f;
  }

  // candidates returns what doc.querySelectorAll(cfg.select) would: the
  // elements that may match a marker, in document order. On a long page
  // that one pass costs more than anything else the reader does, and
  // between two reads of a page only its newest part usually changes, so
  // the list is kept in the reader's world (which lives as long as the
  // document, and which the page cannot see) with a MutationObserver on
  // the document. Whether an element matches depends only on its name and
  // attributes, and an element enters or leaves the document, or moves in
  // it, only by a change the observer reports (the added element, or an
  // ancestor of it, is among the added nodes); attributes are watched by
  // every name. So each read rescans only the added subtrees and rechecks
  // the elements whose attributes changed, and drops what left the
  // document when something was removed. The list is rebuilt whole on the
  // first read, when the configuration or the document element changed,
  // and when the observer stopped: past maxChanges noted elements it
  // disconnects, so that a page no one reads keeps at most that many.
  function candidates() {
    let m = globalThis.chatproofCandidates;
    if (m !== undefined && (m.select !== cfg.select || m.root !== doc.documentElement || m.stopped)) {
      m.observer.disconnect();
      m = undefined;
    }
    if (m === undefined) {
      m = {
        select: cfg.select, root: doc.documentElement, limit: cfg.maxChanges,
        added: new Set(), changed: new Set(), removed: false, stopped: false,
        observer: new MutationObserver(noteChanges), facts: new WeakMap(),
      };
      m.observer.observe(doc, {childList: true, subtree: true, attributes: true});
      m.list = Array.from(doc.querySelectorAll(cfg.select));
      m.set = new Set(m.list);
      globalThis.chatproofCandidates = m;
      return m.list;
    }
    noteChanges(m.observer.takeRecords(), m.observer);
    if (m.stopped) return candidates();
    if (m.added.size > 0 || m.changed.size > 0 || m.removed) {
      try {
        update(m);
      } catch (e) {
        // Whatever failed, the next read starts over.
        m.observer.disconnect();
        delete globalThis.chatproofCandidates;
        throw e;
      }
    }
    return m.list;
  }
  // update brings the kept list m up to date with the changes noted.
  function update(m) {
    const {added, changed} = m;
    // The outermost added elements still in the document are rescanned:
    // what they hold is put back where they now are.
    const drop = new Set(), groups = [];
    for (const n of added) {
      if (!inDocument(n)) continue;
      let outer = true;
      for (let a = n.parentNode; a !== null && outer; a = a.parentNode) outer = !added.has(a);
      if (!outer) continue;
      const g = Array.from(n.querySelectorAll(cfg.select));
      if (n.matches(cfg.select)) g.unshift(n);
      for (const el of g) drop.add(el);
      if (g.length > 0) groups.push(g);
    }
    // An element whose attributes changed, and not rescanned, stays where
    // it is, joins or leaves.
    for (const el of changed) {
      if (drop.has(el)) continue;
      const now = inDocument(el) && el.matches(cfg.select);
      if (now && !m.set.has(el)) groups.push([el]);
      if (!now) drop.add(el);
    }
    const removed = m.removed;
    const rest = m.list.filter((el) => !drop.has(el) && (!removed || inDocument(el)));
    // A group's place is after every remaining element that precedes its
    // first element (none lies inside a rescanned subtree); groups at the
    // same place go in document order. One merge puts them all in.
    const before = (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const placed = groups.map((g) => {
      let lo = 0, hi = rest.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(rest[mid], g[0])) lo = mid + 1;
        else hi = mid;
      }
      return {g, at: lo};
    });
    placed.sort((a, b) => a.at - b.at || (before(a.g[0], b.g[0]) ? -1 : 1));
    const list = [];
    let k = 0;
    for (const {g, at} of placed) {
      while (k < at) list.push(rest[k++]);
      for (const el of g) list.push(el);
    }
    while (k < rest.length) list.push(rest[k++]);
    for (const el of drop) m.facts.delete(el);
    for (const el of changed) m.facts.delete(el);
    m.list = list;
    m.set = new Set(list);
    added.clear();
    changed.clear();
    m.removed = false;
  }
  // inDocument reports whether n is in the document's tree (not detached,
  // not in a shadow tree), where doc.querySelectorAll looks.
  function inDocument(n) {
    return n.isConnected && n.getRootNode() === doc;
  }

  // kept maps every element written in part to its kept children; full
  // holds the elements written whole; shells maps each shell to its facts.
  const kept = new Map(), full = new Set(), shells = new Map();
  const shellAttrs = new Set(cfg.shellAttrs);
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
  const turns = []; // turn markers, in document order
  const turnSet = new Set();
  const open = []; // turn markers holding the current element
  let outerRoles = 0; // the roles of open[0]
  const found = cfg.everything ? [] : cfg.fresh ? doc.querySelectorAll(cfg.select) : candidates();
  const keptFacts = cfg.everything || cfg.fresh ? undefined : globalThis.chatproofCandidates.facts;
  for (const el of found) {
    const f = facts(el, keptFacts);
    const k = f.kind, turn = f.turn;
    if (k < 0) continue;
    if (turn) {
      turns.push(el);
      turnSet.add(el);
    }
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

  // container reports whether the attributes v (as kindOf read them) make
  // a turn container marker; roles returns the roles they state, as bits:
  // 1 user, 2 assistant, 4 other.
  function container(v) {
    const id = v["data-testid"];
    return id !== undefined && id.startsWith("conversation-turn") ||
      v["data-turn"] !== undefined || v["data-turn-id"] !== undefined || v["data-turn-key"] !== undefined;
  }
  function roles(v) {
    let r = v[cfg.userFlag] !== undefined ? 1 : 0;
    for (const a of cfg.userAttrs) {
      const x = v[a];
      if (x === undefined || x.trim() === "") continue;
      const t = fold(x.trim());
      r |= t === "user" ? 1 : t === "assistant" ? 2 : 4;
    }
    return r;
  }

  // cut is the outermost turn marker around the last user marker outside
  // page chrome and svg: from it on the document is written whole.
  function isUser(el) {
    if (el.hasAttribute(cfg.userFlag)) return true;
    for (const a of cfg.userAttrs) {
      const v = el.getAttribute(a);
      if (v !== null && v.trim().toLowerCase() === "user") return true;
    }
    return false;
  }
  let cut = cfg.everything ? doc.documentElement : null;
  for (let k = turns.length - 1; k >= 0 && cut === null; k--) {
    const el = turns[k];
    if (!isUser(el) || el.closest(cfg.chrome) !== null) continue;
    cut = el;
    for (let n = el.parentNode; n; n = n.parentNode) {
      if (turnSet.has(n)) cut = n;
    }
  }
  if (cut !== null) keep(cut);
  // onPath maps each ancestor of cut to its child on the way to cut.
  const onPath = new Map();
  for (let n = cut; n !== null && n.parentNode; n = n.parentNode) onPath.set(n.parentNode, n);

  // coveredControls returns the finished-action controls written in full
  // (from cut on) that the browser paints under a certain opaque cover, as
  // far as hit-testing can tell: script cannot read the paint order, which
  // a full capture weighs instead (see Covered in visibility_covers.go). A
  // control is covered when, at its middle and at four points just inside
  // its corners (of its part on screen), the topmost element hit is neither
  // the control, inside it nor around it, and is, or is inside, a cover
  // holding the control's whole box on screen, with nothing positioned or
  // z-indexed between them. Hit-testing passes by a cover with
  // pointer-events:none and cannot reach a control off screen or one with
  // pointer-events:none: those are not covered. Every doubt leaves a
  // control uncovered, as it was before covers were weighed.
  function coveredControls() {
    const out = new Set(), f = cfg.finished;
    if (cut === null || cfg.everything) return out;
    const de = doc.documentElement, vw = de.clientWidth, vh = de.clientHeight;
    const styles = new Map();
    function style(n) {
      let cs = styles.get(n);
      if (cs === undefined) {
        cs = getComputedStyle(n);
        styles.set(n, cs);
      }
      return cs;
    }
    function finished(el) {
      if (f.testIDs.includes(el.getAttribute("data-testid"))) return true;
      const label = el.getAttribute("aria-label");
      return el.localName === "button" && el.namespaceURI === HTML && label !== null && fold(label.trim()) === f.label;
    }
    // The candidates: cut, what it holds, and everything after it.
    const found = [];
    function gather(n) {
      if (n.matches(f.select)) found.push(n);
      for (const el of n.querySelectorAll(f.select)) found.push(el);
    }
    gather(cut);
    for (let n = cut; n !== null && n !== de; n = n.parentElement) {
      for (let s = n.nextElementSibling; s !== null; s = s.nextElementSibling) gather(s);
    }
    // alpha returns the alpha of a computed colour, 0 when it cannot be read.
    function alpha(c) {
      const m = /^([a-z]+)\((.*)\)$/.exec(c.trim());
      if (m === null) return 0;
      const slash = m[2].lastIndexOf("/"), parts = m[2].split(",");
      let a = "1";
      if (slash >= 0) a = m[2].slice(slash + 1);
      else if (parts.length === 4) a = parts[3];
      else if (!["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"].includes(m[1]) || parts.length === 2) return 0;
      a = a.trim();
      const v = parseFloat(a);
      if (!/^[0-9.]+%?$/.test(a) || isNaN(v)) return 0;
      return a.endsWith("%") ? v / 100 : v;
    }
    // radius returns the largest corner radius of a computed border-radius,
    // -1 when it cannot be read.
    function radius(v, w, h) {
      const parts = v.split(/[\s/]+/).filter((x) => x !== "");
      if (parts.length === 0 || parts.length > 8) return -1;
      let r = 0;
      for (const x of parts) {
        const n = parseFloat(x);
        if (!/^[0-9.]+(px|%)$/.test(x) && x !== "0") return -1;
        r = Math.max(r, x.endsWith("%") ? n / 100 * Math.max(w, h) : n);
      }
      return r;
    }
    function axisAligned(t) {
      if (t === "none") return true;
      const m = /^matrix\(([^)]*)\)$/.exec(t);
      if (m === null) return false;
      const a = m[1].split(",").map((x) => parseFloat(x));
      return a.length === 6 && a[1] === 0 && a[2] === 0;
    }
    // raised reports a box positioned or z-indexed: it may be painted in a
    // layer of its own, not with its parent.
    function raised(cs) {
      const z = cs.getPropertyValue("z-index");
      return cs.getPropertyValue("position") !== "static" || (z !== "auto" && z !== "");
    }
    // cover reports a certain opaque cover holding box b (see Covered).
    function cover(n, b) {
      const cs = style(n);
      if (cs.getPropertyValue("visibility") !== "visible" || alpha(cs.getPropertyValue("background-color")) < 1 ||
        cs.getPropertyValue("clip-path") !== "none" || cs.getPropertyValue("mix-blend-mode") !== "normal" ||
        !axisAligned(cs.getPropertyValue("transform"))) return false;
      let lifted = false;
      for (let a = n; a !== null; a = a.parentElement) {
        const as = style(a), pos = as.getPropertyValue("position"), z = as.getPropertyValue("z-index");
        if (parseFloat(as.getPropertyValue("opacity")) < 1 || as.getPropertyValue("filter") !== "none" || z.startsWith("-")) return false;
        lifted = lifted || pos === "absolute" || pos === "fixed" || pos === "sticky" || (z !== "auto" && z !== "");
      }
      const r = n.getBoundingClientRect(), k = radius(cs.getPropertyValue("border-radius"), r.width, r.height);
      if (!lifted || k < 0 || r.width <= 1 || r.height <= 1) return false;
      const holds = (x0, y0, x1, y1) => x0 <= b[0] && y0 <= b[1] && x1 >= b[2] && y1 >= b[3];
      return holds(r.left, r.top + k, r.right, r.bottom - k) || holds(r.left + k, r.top, r.right - k, r.bottom);
    }
    // coveredAt reports a cover over el at (x, y) holding box b.
    function coveredAt(el, x, y, b) {
      const top = doc.elementFromPoint(x, y);
      if (top === null || top === el || el.contains(top) || top.contains(el)) return false;
      for (let n = top; n !== null && !n.contains(el); n = n.parentElement) {
        if (cover(n, b)) return true;
        if (raised(style(n))) return false;
      }
      return false;
    }
    for (const el of found) {
      if (!finished(el) || style(el).getPropertyValue("pointer-events") === "none") continue;
      const r = el.getBoundingClientRect();
      const b = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, vw), Math.min(r.bottom, vh)];
      const w = b[2] - b[0], h = b[3] - b[1];
      if (w <= 1 || h <= 1) continue;
      const dx = Math.min(2, w / 4), dy = Math.min(2, h / 4);
      const points = [[b[0] + w / 2, b[1] + h / 2], [b[0] + dx, b[1] + dy], [b[2] - dx, b[1] + dy], [b[0] + dx, b[3] - dy], [b[2] - dx, b[3] - dy]];
      if (points.every(([x, y]) => coveredAt(el, x, y, b))) out.add(el);
    }
    return out;
  }
  const coveredSet = coveredControls(), coveredNodes = [];

  const sx = window.scrollX, sy = window.scrollY;
  const range = doc.createRange();
  // values reads the computed styles asked for; of a bare shell (one
  // with nothing written inside it), only the shell styles, the others
  // left empty: they bear only on what the element holds.
  const shellStyle = cfg.styles.map((p) => cfg.shellStyles.includes(p));
  function values(cs, bare) {
    return cfg.styles.map((p, k) => bare && !shellStyle[k] ? "" : cs.getPropertyValue(p));
  }
  // styleAt finds a style in a vector.
  const styleAt = new Map(cfg.styles.map((p, k) => [p, k]));
  const DISPLAY = styleAt.get("display"), CV = styleAt.get("content-visibility");
  const OX = styleAt.get("overflow-x"), OY = styleAt.get("overflow-y");
  // Style vectors repeat: each distinct one is written once, in
  // styleTable, and a layout node refers to it by its index.
  const styleTable = [], styleIndex = new Map();
  function layout(i, box, v, scroll) {
    const key = v.join("\u0000");
    let ref = styleIndex.get(key);
    if (ref === undefined) {
      ref = styleTable.length;
      styleTable.push(v.map(str));
      styleIndex.set(key, ref);
    }
    lNode.push(i);
    lBounds.push([box.x + sx, box.y + sy, box.width, box.height]);
    lStyles.push(ref);
    lScroll.push(scroll);
  }
  function scrolls(overflow) {
    return overflow === "auto" || overflow === "scroll" || overflow === "overlay";
  }
  // skips reports whether element n, under content-visibility:auto, has
  // its contents skipped by the browser (off screen): they get no boxes.
  function skips(n) {
    for (const c of children(n)) {
      if (c.nodeType !== 1) continue;
      const d = getComputedStyle(c).getPropertyValue("display");
      if (d === "none" || d === "contents") continue;
      return !c.checkVisibility({contentVisibilityAuto: true});
    }
    return false;
  }
  // painted reports whether element n is not in content the browser skips
  // (inside content-visibility:hidden, hidden="until-found", a closed
  // details beyond its summary): Element.checkVisibility is the browser's
  // own answer. Skipped content gets no box, as in a DOMSnapshot, and is
  // not laid out for the reader: asking its box would force that.
  function painted(n) {
    return typeof n.checkVisibility !== "function" || n.checkVisibility();
  }
  // Children of these elements are not laid out as such, or only in some
  // modes: the browser is asked.
  const odd = new Set(["select", "optgroup", "datalist", "textarea", "iframe", "canvas", "video", "audio", "object", "picture", "img", "input", "embed"]);
  // add writes node n under parent p (index -1 for none) and returns its
  // index; pe is n's parent element in the flat tree, whose styles a text
  // node takes. A shell (shell, its facts) keeps only the shell attributes,
  // which its facts keep too; bare tells a shell with nothing written
  // inside it.
  function add(n, p, pe, shell, bare) {
    const i = parentIndex.length;
    if (i >= cfg.maxNodes) throw new Error("chatproof: node limit");
    parentIndex.push(p);
    nodeType.push(n.nodeType);
    nodeName.push(str(n.nodeName));
    nodeValue.push(n.nodeType === 3 ? str(n.data) : -1);
    const at = [];
    const pr = p < 0 || rendered[p];
    let r = false;
    if (n.nodeType === 1) {
      if (shell) {
        if (shell.attrs === undefined) {
          shell.attrs = [];
          for (const name of n.getAttributeNames()) {
            if (shellAttrs.has(name)) shell.attrs.push(name, n.getAttribute(name));
          }
        }
        for (const s of shell.attrs) at.push(str(s));
      } else {
        for (const name of n.getAttributeNames()) at.push(str(name), str(n.getAttribute(name)));
      }
      if (pr) {
        const v = values(getComputedStyle(n), bare);
        const display = v[DISPLAY];
        let box;
        if (n.namespaceURI !== HTML || (pe !== null && odd.has(pe.localName))) {
          box = painted(n) && n.getClientRects().length > 0;
        } else {
          box = display !== "none" && display !== "contents" && painted(n);
        }
        if (box) {
          // Where its content can be scrolled to matters only for a scroll
          // container.
          const scroll = scrolls(v[OX]) || scrolls(v[OY]) ? [n.scrollLeft, n.scrollTop, n.scrollWidth, n.scrollHeight] : [];
          layout(i, n.getBoundingClientRect(), v, scroll);
        }
        r = box && !(v[CV] === "auto" && skips(n)) || display === "contents";
      }
      if (n.localName === "textarea" && n.namespaceURI === HTML) {
        tvIndex.push(i);
        tvValue.push(str(n.value));
      }
    } else if (n.nodeType === 3 && pr && pe !== null) {
      range.selectNodeContents(n);
      if (range.getClientRects().length > 0) layout(i, range.getBoundingClientRect(), values(getComputedStyle(pe)), []);
    } else if (n.nodeType === 9) {
      // The document's box is the viewport, with no styles.
      layout(i, {x: -sx, y: -sy, width: window.innerWidth, height: window.innerHeight}, cfg.styles.map(() => ""), []);
      r = true;
    }
    if (coveredSet.has(n)) coveredNodes.push(i);
    rendered.push(r);
    attributes.push(at);
    return i;
  }
  // children returns n's children in the flat tree, as the browser renders
  // them: a shadow host's shadow tree (open ones: closed ones cannot be
  // read from script), a slot's assigned nodes (else its own), no template
  // content.
  function children(n) {
    if (n.shadowRoot) return n.shadowRoot.childNodes;
    if (n.localName === "slot" && n.getRootNode() instanceof ShadowRoot) {
      const assigned = n.assignedNodes();
      if (assigned.length > 0) return assigned;
    }
    return n.childNodes;
  }
  // whole writes n and its subtree in the flat tree, comments left out; pe
  // is n's parent element in the flat tree.
  function whole(n, p, pe) {
    const t = n.nodeType;
    if (t !== 1 && t !== 3) return;
    const i = add(n, p, pe, false);
    if (t === 1) {
      for (const c of children(n)) whole(c, i, n);
    }
  }
  // part writes a kept element: its kept children and, on the way to cut,
  // the children from cut on in full.
  function part(n, p, pe) {
    if (full.has(n) || n === cut) return whole(n, p, pe);
    const via = onPath.get(n), kids = kept.get(n);
    const i = add(n, p, pe, shells.get(n), kids.length === 0 && via === undefined);
    // Kept children are in document order: those before via are shells,
    // via and what follows it are written by the loop below.
    for (const c of kids) {
      if (c === via) break;
      part(c, i, n);
    }
    if (via !== undefined) {
      part(via, i, n);
      for (let c = via.nextSibling; c; c = c.nextSibling) whole(c, i, n);
    }
  }

  // layer reports a fixed box over the whole layout viewport (the
  // viewport less its scroll bars, which Visibility judges by) with a
  // background that may be opaque, found by hit-testing the middle of that
  // viewport: what is painted under it is hidden, which only the browser's
  // paint order, in a full capture, can tell. Such a box holds the middle,
  // so one hit test there finds it, with everything stacked there, unless
  // it takes no hits there (pointer-events:none, or clipped away in the
  // middle). Each hit test costs time in proportion to the page's layers
  // (about 14 ms on a 5,000-turn page), so there is only the one.
  const de = doc.documentElement;
  const vw = de ? de.clientWidth : 0, vh = de ? de.clientHeight : 0;
  function layer() {
    const w = vw, h = vh, seen = new Set();
    for (const hit of doc.elementsFromPoint(w / 2, h / 2)) {
      for (let n = hit; n !== null && !seen.has(n); n = n.parentElement) {
        seen.add(n);
        const cs = getComputedStyle(n);
        if (cs.getPropertyValue("position") !== "fixed") continue;
        const bg = cs.getPropertyValue("background-color");
        if (bg === "transparent" || /^rgba\(.*,\s*0\)$/.test(bg)) continue;
        const b = n.getBoundingClientRect();
        if (b.left <= 0 && b.top <= 0 && b.right >= w && b.bottom >= h) return true;
      }
    }
    return false;
  }

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
  return JSON.stringify({snapshot, styleTable, styleRefs: lStyles, width: vw, height: vh, layer: layer(), covered: coveredNodes,
    document: String(performance.timeOrigin)});
})(
// noteChanges notes, for the kept candidates, the elements added to the
// document and those whose attributes changed, and whether anything was
// removed; past the limit it stops the observer. It is the observer's
// callback, so it is defined outside the reader: the observer outlives a
// read and holds nothing of it.
function (records, observer) {
  const m = globalThis.chatproofCandidates;
  if (m === undefined || m.observer !== observer) {
    observer.disconnect();
    return;
  }
  for (const r of records) {
    if (r.type === "attributes") {
      m.changed.add(r.target);
      continue;
    }
    for (const n of r.addedNodes) {
      if (n.nodeType === 1) m.added.add(n);
    }
    if (r.removedNodes.length > 0) m.removed = true;
  }
  if (m.added.size + m.changed.size > m.limit) {
    observer.disconnect();
    m.stopped = true;
    m.added.clear();
    m.changed.clear();
  }
})
