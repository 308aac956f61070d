// Hit tests and layers: what the browser shows over the finished-action
// controls written, and a fixed layer over the whole viewport, with the
// answer on it kept between reads.
  // hitFacts returns, for the finished-action controls written in full
  // (from cut on), what hit-testing the browser shows over each: script
  // cannot read the paint order, which a full capture weighs instead, and
  // Go decides from these facts whether a control is under a certain
  // opaque cover (see HitCovered in package page; the conditions
  // are those of Covered). For each control that hit-testing can reach
  // (not pointer-events:none, more than 1 px of it on screen) it gives its
  // box on screen and, at its middle and at four points just inside its
  // corners, the elements from the topmost one hit up to, not including,
  // the first that holds the control, or null when the topmost one is the
  // control, inside it or around it (or nothing is hit). facts holds, once
  // each, those elements and their ancestors: the computed styles asked
  // for (cfg.styles), the box on screen and the parent's entry. The page
  // only reports; every judgement is Go's. clear tells whether every
  // finished-action control written on screen was probed and found
  // topmost at every point: only then can no layer that takes hits lie over
  // any of them, which the kept answer on a covering layer needs (see
  // layerKept); offscreen, whether one was written with at most 1 px of it
  // on screen, where no point can be probed.
  function hitFacts() {
    const controls = new Map(), facts = [], fact = new Map(), f = cfg.finished;
    if (cut === null || cfg.everything) return {controls, facts, clear: false, offscreen: false};
    let clear = true, offscreen = false;
    const de = doc.documentElement, vw = de.clientWidth, vh = de.clientHeight;
    function finished(el) {
      return f.entries.some((e) => matcher.entry(el, e.tag, e.conds));
    }
    // The candidates: cut, what it holds, and everything after it.
    const found = fromOn(cut, f.select);
    // factOf returns the index of n's entry in facts, adding it and its
    // ancestors' first.
    function factOf(n) {
      let k = fact.get(n);
      if (k === undefined) {
        const parent = n.parentElement === null ? -1 : factOf(n.parentElement);
        const r = n.getBoundingClientRect(), cs = getComputedStyle(n);
        k = facts.length;
        facts.push({parent, styles: cfg.styles.map((p) => cs.getPropertyValue(p)), box: [r.x, r.y, r.width, r.height]});
        fact.set(n, k);
      }
      return k;
    }
    // chainAt returns what is hit over el at (x, y) (see above).
    function chainAt(el, x, y) {
      const top = doc.elementFromPoint(x, y);
      if (top === null || top === el || el.contains(top) || top.contains(el)) return null;
      const chain = [];
      for (let n = top; n !== null && !n.contains(el); n = n.parentElement) chain.push(factOf(n));
      return chain;
    }
    for (const el of found) {
      if (!finished(el)) continue;
      if (getComputedStyle(el).getPropertyValue("pointer-events") === "none") {
        clear = false;
        continue;
      }
      const r = el.getBoundingClientRect();
      const b = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, vw), Math.min(r.bottom, vh)];
      const w = b[2] - b[0], h = b[3] - b[1];
      if (w <= 1 || h <= 1) {
        offscreen = true;
        continue;
      }
      const dx = Math.min(2, w / 4), dy = Math.min(2, h / 4);
      const points = [[b[0] + w / 2, b[1] + h / 2], [b[0] + dx, b[1] + dy], [b[2] - dx, b[1] + dy], [b[0] + dx, b[3] - dy], [b[2] - dx, b[3] - dy]];
      const chains = points.map(([x, y]) => chainAt(el, x, y));
      controls.set(el, {node: -1, box: [b[0], b[1], w, h], points: chains});
      clear = clear && chains.every((c) => c === null);
    }
    return {controls, facts, clear, offscreen};
  }

  // keepProbed keeps in the world the finished-action controls hitFacts
  // probed (controls), in the order of the answer's, under the id of the
  // answer: the paint-order probe that may follow the read (see
  // paint_hits.js) takes them from there, where finding them again would
  // cost a query of the whole document. Nothing is kept when none was
  // probed.
  function keepProbed(controls) {
    if (controls.size === 0) {
      delete globalThis.chatproofProbed;
      return;
    }
    globalThis.chatproofProbed = {id: last.id, els: Array.from(controls.keys())};
  }

  // layer reports a fixed box over the whole layout viewport (the
  // viewport less its scroll bars, which Visibility judges by) with a
  // background that may be opaque, found by hit-testing the middle of that
  // viewport: what is painted under it is hidden, which only the browser's
  // paint order, in a full capture, can tell. Such a box holds the middle,
  // so one hit test there finds it, with everything stacked there, unless
  // it takes no hits there (pointer-events:none, or clipped away in the
  // middle). The hit test costs time in proportion to the page's boxes
  // (about 14 ms on a 5,000-turn page), so with the kept state its answer
  // is kept too, and asked again only when something could have changed
  // it that the reader does not read itself (see layerKept). What the
  // reader writes with its styles it judges itself (isLayer).
  function layer() {
    const w = vw, h = vh, seen = new Set();
    for (const hit of doc.elementsFromPoint(w / 2, h / 2)) {
      for (let n = hit; n !== null && !seen.has(n); n = n.parentElement) {
        seen.add(n);
        const cs = getComputedStyle(n);
        if (isLayer(cs.getPropertyValue("position"), cs.getPropertyValue("background-color"), n.getBoundingClientRect())) return true;
      }
    }
    return false;
  }
  // isLayer reports whether a box b (in viewport coordinates) with the
  // computed position and background colour given is such a layer.
  function isLayer(position, bg, b) {
    if (position !== "fixed" || bg === "" || bg === "transparent" || /^rgba\(.*,\s*0\)$/.test(bg)) return false;
    return b.left <= 0 && b.top <= 0 && b.right >= vw && b.bottom >= vh;
  }
  // layerKept returns layer(), asking the browser again only when the
  // answer kept from an earlier read may no longer hold: on the first
  // read; when the observer reported a change made outside what this read
  // writes whole (cut and what follows it: a change there restyles only
  // what is read anyway), which covers class, style and other attribute
  // changes, added and removed nodes and their ancestors; when the layout
  // viewport, the window, the device pixel ratio or the scroll position
  // changed; when a style sheet was added, removed, replaced, disabled,
  // given other media or another number of rules (insertRule and
  // deleteRule); when the focused element changed; while an animation or
  // transition runs on anything outside what is written whole; and at
  // least every cfg.layerEvery reads, for what no record tells (a style
  // rule edited in place, a hovered element, a selector such as :has()
  // reaching out of the written part). Those reads can miss a layer that
  // came in by such a change, so the kept answer is taken only while
  // hit-testing shows every finished-action control written on screen
  // topmost at every point probed (hits.clear): a layer that takes hits is
  // then over none of them, and one that takes none is not found by asking
  // either. A control under something or with pointer-events:none has the
  // browser asked again, so that a layer no record told of never lets a
  // control it hides prove a reply.
  //
  // A control off screen (scrolled out of view: the page was loaded at its
  // top, or the user reads an older turn) cannot be probed, and asking the
  // browser costs a hit test of every positioned box of the page, which
  // grows with the conversation (Chromium tests each turn's boxes). So
  // with such a control the kept answer is taken too, but only while
  // nothing the page could have made a layer by has happened since it was
  // asked: besides the changes above, no scroll of any element and no
  // pointer or focus event (a hovered or focused element restyled), which
  // the listeners kept with the candidates note (m.stirred, see stir).
  // What neither a record nor an event tells (a style rule edited in
  // place, a change inside a shadow tree) is seen at the next of the reads
  // every cfg.layerEvery, so a layer made that way over a control off
  // screen can go unseen for that many reads: the one window the kept
  // answer leaves, for controls no point can be probed on.
  function layerKept() {
    if (m === undefined) return layer();
    const sheets = sheetsNow(), view = viewNow();
    const k = m.layerKept;
    const outside = (n) => cut === null || touches(n, cut);
    const doubt = k === undefined || !hits.clear || hits.offscreen && m.stirred || m.reads - k.read >= cfg.layerEvery ||
      !same(k.sheets, sheets) || !same(k.view, view) ||
      m.touched.some(outside) || doc.getAnimations().some((a) => !(a.effect && a.effect.target && !outside(a.effect.target)));
    m.stirred = false;
    if (doubt) m.layerKept = {read: m.reads, sheets, view, layer: layer()};
    return m.layerKept.layer;
  }
