// The reader's prologue and the tables it writes: the string table, the
// node and layout tables of a DOMSnapshot document, and the timing a test
// may ask for. The reader is the one function scoped.go joins from the
// scoped_*.js parts (see readerParts): this part opens its body.
  "use strict";
  const doc = document;
  // areas: each text area written, with the value written (see
  // quietRead); wroteShadow: whether a shadow tree was written.
  // scrollers: each scroll container written, with where it was scrolled
  // to.
  const areas = [], scrollers = [];
  let wroteShadow = false;
  // A test that wants the cost of each part of a read sets
  // globalThis.chatproofTiming (in this isolated world) to an object; lap
  // then adds to it the milliseconds, by the page's own clock, spent since
  // the last lap. Without it lap does nothing.
  const timing = globalThis.chatproofTiming, timed = typeof timing === "object" && timing !== null;
  let lapAt = timed ? performance.now() : 0;
  function lap(part) {
    if (!timed) return;
    const t = performance.now();
    timing[part] = (timing[part] ?? 0) + t - lapAt;
    lapAt = t;
  }
  // count adds one to timing[name], for a test that wants to know which
  // way a read went.
  function count(name) {
    if (timed) timing[name] = (timing[name] ?? 0) + 1;
  }
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
