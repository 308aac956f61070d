// The quiet read: whether a read may answer, without reading, that the
// page reads as it did for the answer the caller holds.
  // quietRead reports whether this read may answer, without reading
  // anything it writes, that the page reads as it did for the answer the
  // caller holds: the last read of this reader gave that answer and left
  // the state it can be answered again from (see settle), and nothing the
  // answer is made of can have changed since. Every change that could is
  // seen: the observer's records (elements, attributes and text, anywhere
  // in the document), the events stir listens to (scrolls, pointer and
  // focus, typing, a load, a popover's toggle), the viewport, scroll
  // position, device pixel ratio and focused element, the style sheets
  // (their number, their rules' number, disabled and media), the value of
  // each text area written, a running animation or transition, and fonts
  // still loading. What none of them tells (a style rule edited in place,
  // a change inside a shadow tree, which makes settle refuse) is seen
  // at the next read that asks the browser again about a covering layer,
  // at the latest cfg.layerEvery reads on, as layerKept's kept answer is:
  // that read is always a whole one.
  function quietRead(m) {
    const q = m.quiet;
    if (q === undefined || known === "" || known !== last.id || q.id !== last.id) return false;
    if (m.changes || m.unquiet) return false;
    const k = m.layerKept;
    if (k === undefined || m.reads - k.read >= cfg.layerEvery) return false;
    if (doc.fonts !== undefined && doc.fonts.status !== "loaded") return false;
    if (doc.getAnimations().length > 0) return false;
    if (q.areas.some(([el, value]) => el.value !== value)) return false;
    if (q.scrollers.some(([el, x, y]) => el.scrollLeft !== x || el.scrollTop !== y)) return false;
    if (!same(q.anchor, anchorNow(q.cut))) return false;
    return same(q.view, viewNow()) && same(q.sheets, sheetsNow());
  }
  // same reports whether two lists hold the same values in order.
  function same(a, b) {
    return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  }
  // anchorNow is where el (the first element written whole) is on screen
  // and how large: a scroll, a load or a font that moves or resizes what
  // a read writes moves or resizes it too, or changes the view.
  function anchorNow(el) {
    if (el === null || !el.isConnected) return [];
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  }
  // settle keeps, after a read whose answer was last.id, what quietRead
  // compares the page with: the view, the style sheets and the text
  // areas' values, when ok (no covering layer, every finished-action
  // control topmost where probed, no shadow tree written); the observer's
  // records and the events noted up to now are then accounted for.
  function settle(m, ok) {
    m.unquiet = false;
    m.quiet = ok ? {id: last.id, view: viewNow(), sheets: sheetsNow(), areas, scrollers, cut, anchor: anchorNow(cut)} : undefined;
  }
  // viewNow is what of the window a read's boxes depend on: the layout
  // viewport, the window, the device pixel ratio, the scroll position and
  // the focused element.
  function viewNow() {
    const de = doc.documentElement;
    return [de ? de.clientWidth : 0, de ? de.clientHeight : 0, window.innerWidth, window.innerHeight,
      window.devicePixelRatio, window.scrollX, window.scrollY, doc.activeElement];
  }
  // sheetsNow is what of the document's style sheets a read can tell has
  // changed: their number, and each one's rules' number (-1 for one of
  // another origin, whose rules the page cannot edit), disabled and media.
  function sheetsNow() {
    const sheets = [];
    for (const list of [doc.styleSheets, doc.adoptedStyleSheets ?? []]) {
      sheets.push(list.length);
      for (const sh of list) {
        let rules = -1;
        try {
          rules = sh.cssRules.length;
        } catch (e) {
          // A sheet from another origin: the page cannot edit its rules.
        }
        sheets.push(sh, rules, sh.disabled, sh.media.mediaText);
      }
    }
    return sheets;
  }
