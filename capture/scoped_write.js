// Writing nodes: the elements kept around what is written, each node's
// attributes, computed styles and box, in the flat tree, as the browser
// renders it.
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
  // values reads the computed styles cs asked for of element n; of a bare
  // shell (one with nothing written inside it), only the shell styles, the
  // others left empty: they bear only on what the element holds. A style
  // whose need (cfg.styleNeeds, see page.StyleNeeds) does not hold on n is
  // left empty too, since Go's judge of a page without the paint order
  // does not read it there: clip but on a box absolute or fixed,
  // overflow-clip-margin unless both axes clip, background-color unless
  // fixed (the layer looked for below), direction but on the root element,
  // and never z-index, border-radius or mix-blend-mode. Reading a style
  // costs the browser about a microsecond, and a changing page has every
  // element written read again at every poll.
  const shellStyle = cfg.styles.map((p) => cfg.shellStyles.includes(p));
  // always: the styles read on every element; sometimes: those read only
  // where their need holds; each with those of a shell among them
  // (alwaysBare, sometimesBare), for bare shells. The vector is filled by
  // index, with plain loops: this runs for every element written.
  const always = [], alwaysBare = [], sometimes = [], sometimesBare = [];
  cfg.styleNeeds.forEach((need, k) => {
    const all = need === "" ? always : sometimes, bare = need === "" ? alwaysBare : sometimesBare;
    all.push(k);
    if (shellStyle[k]) bare.push(k);
  });
  function values(n, cs, bare) {
    const v = new Array(cfg.styles.length).fill("");
    for (const k of bare ? alwaysBare : always) v[k] = cs.getPropertyValue(cfg.styles[k]);
    for (const k of bare ? sometimesBare : sometimes) {
      if (needed(cfg.styleNeeds[k], v, n)) v[k] = cs.getPropertyValue(cfg.styles[k]);
    }
    return v;
  }
  // needed reports whether need holds on element n, whose styles read so
  // far are v, as page.Need.Holds does in Go (TestScopedReaderInputs
  // holds the two to each other); a need this reader does not know always
  // holds.
  function needed(need, v, n) {
    switch (need) {
      case "positioned":
        return v[POSITION] === "absolute" || v[POSITION] === "fixed";
      case "fixed":
        return v[POSITION] === "fixed";
      case "clipsBoth":
        return v[OX] === "clip" && v[OY] === "clip";
      case "root":
        return n === doc.documentElement;
      case "paintOrder":
        return false;
    }
    return true;
  }
  // styleAt finds a style in a vector.
  const styleAt = new Map(cfg.styles.map((p, k) => [p, k]));
  const DISPLAY = styleAt.get("display"), CV = styleAt.get("content-visibility");
  const OX = styleAt.get("overflow-x"), OY = styleAt.get("overflow-y");
  const POSITION = styleAt.get("position"), BACKGROUND = styleAt.get("background-color");
  // sawLayer: an element written with its styles is a layer (see layer).
  let sawLayer = false;
  // Style vectors repeat: each distinct one is written once, in
  // styleTable, and a layout node refers to it by its index.
  const styleTable = [], styleIndex = new Map();
  // styleOf: each element written with all its styles, to its style
  // vector, which its text nodes take as theirs; refOf: a vector to its
  // row of styleTable.
  const styleOf = new Map(), refOf = new Map();
  function layout(i, box, v, scroll) {
    let ref = refOf.get(v);
    if (ref === undefined) {
      const key = v.join("\u0000");
      ref = styleIndex.get(key);
      if (ref === undefined) {
        ref = styleTable.length;
        styleTable.push(v.map(str));
        styleIndex.set(key, ref);
      }
      refOf.set(v, ref);
    }
    lNode.push(i);
    lBounds.push([box.x + sx, box.y + sy, box.width, box.height]);
    lStyles.push(ref);
    lScroll.push(scroll);
  }
  // boundingBox is the box of a range whose client rects are rects (not
  // empty), as range.getBoundingClientRect() gives it, without asking the
  // browser to lay the range out again: the union of the rects with a
  // width and a height, else the first rect, computed as the browser
  // computes it, in single precision (Math.fround).
  function boundingBox(rects) {
    let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
    // By index: iterating a DOMRectList costs several times as much.
    for (let k = 0; k < rects.length; k++) {
      const q = rects[k];
      if (q.width <= 0 || q.height <= 0) continue;
      l = Math.min(l, q.x);
      t = Math.min(t, q.y);
      r = Math.max(r, Math.fround(q.x + q.width));
      b = Math.max(b, Math.fround(q.y + q.height));
    }
    if (l === Infinity) return rects[0];
    return {x: l, y: t, width: Math.fround(r - l), height: Math.fround(b - t)};
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
        const v = values(n, getComputedStyle(n), bare);
        if (!bare) styleOf.set(n, v);
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
          if (scroll.length > 0) scrollers.push([n, scroll[0], scroll[1]]);
          const b = n.getBoundingClientRect();
          layout(i, b, v, scroll);
          sawLayer = sawLayer || !bare && isLayer(v[POSITION], v[BACKGROUND], b);
        }
        r = box && !(v[CV] === "auto" && skips(n)) || display === "contents";
      }
      if (n.localName === "textarea" && n.namespaceURI === HTML) {
        tvIndex.push(i);
        tvValue.push(str(n.value));
        areas.push([n, n.value]);
      }
    } else if (n.nodeType === 3 && pr && pe !== null) {
      range.selectNodeContents(n);
      const rects = range.getClientRects();
      if (rects.length > 0) layout(i, boundingBox(rects), styleOf.get(pe) ?? values(pe, getComputedStyle(pe)), []);
    } else if (n.nodeType === 9) {
      // The document's box is the viewport, with no styles.
      layout(i, {x: -sx, y: -sy, width: window.innerWidth, height: window.innerHeight}, cfg.styles.map(() => ""), []);
      r = true;
    }
    const control = hits.controls.get(n);
    if (control !== undefined) control.node = i;
    rendered.push(r);
    attributes.push(at);
    return i;
  }
  // children returns n's children in the flat tree, as the browser renders
  // them: a shadow host's shadow tree (open ones: closed ones cannot be
  // read from script), a slot's assigned nodes (else its own), no template
  // content. It returns them in an array, found by walking from the first
  // child by nextSibling: going through a NodeList costs the browser about
  // ten times as much (0.5 µs a node).
  function children(n) {
    let parent = n;
    if (n.shadowRoot) {
      wroteShadow = true;
      parent = n.shadowRoot;
    } else if (n.localName === "slot" && n.getRootNode() instanceof ShadowRoot) {
      const assigned = n.assignedNodes();
      if (assigned.length > 0) return assigned;
    }
    const kids = [];
    for (let c = parent.firstChild; c !== null; c = c.nextSibling) kids.push(c);
    return kids;
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
