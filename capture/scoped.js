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
((noteChanges, stir) => function (cfg, last, known, matcher) {
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

  // Markers by their first test: tag name or first attribute.
  const byTag = new Map(), byAttr = new Map();
  for (const m of cfg.markers) {
    const [map, key] = m.tag ? [byTag, m.tag] : [byAttr, m.conds[0][0]];
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(m);
  }
  // test reports whether el passes condition c; v is the value of c's
  // attribute when the caller has read it, else undefined. The matcher
  // (match.js) is the one meaning of the profile's operators; it refuses
  // one it does not know.
  function test(el, c, v) {
    if (c[1] === "has" || c[1] === "in") looked = true;
    return matcher.test(el, c, v);
  }
  // inChrome reports whether el is inside page chrome, the composer
  // region or svg (cfg.chrome): the selector finds every ancestor that
  // may be one, the matcher decides.
  function inChrome(el) {
    const ch = cfg.chrome;
    for (let a = el.closest(ch.select); a !== null; a = a.parentElement === null ? null : a.parentElement.closest(ch.select)) {
      if (ch.entries.some((e) => matcher.entry(a, e.tag, e.conds))) return true;
    }
    return false;
  }
  // kind and isTurn are what kindOf found: the strongest kind among the
  // markers el matches (-1 for none), and whether one is a turn marker;
  // anywhere, whether one is neither a turn marker nor read only inside
  // the current turn (see marker.where); looked, whether that took a look
  // at el's ancestors or descendants.
  // stated holds the role bits the matched markers state themselves
  // (a marker entry's role: Claude's user-message test id).
  let kind = -1, isTurn = false, anywhere = false, looked = false, stated = 0;
  function check(el, ms, attr, v) {
    for (const m of ms) {
      if (m.kind <= kind && (m.kind !== TURN || isTurn) && (m.kind === TURN || m.inTurn || anywhere) && !(m.kind === TURN && m.role)) continue;
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
        stated |= m.role ?? 0;
        anywhere = anywhere || (m.kind !== TURN && !m.inTurn);
      }
    }
  }
  // vals holds the attributes kindOf read of the last element, by name.
  let vals = null;
  function kindOf(el) {
    kind = -1;
    isTurn = false;
    anywhere = false;
    looked = false;
    stated = 0;
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
  // roleTags: the role bits of the marker names that state a role alone.
  const roleTags = new Map(Object.entries(cfg.roleTags ?? {}));

  // facts returns what the reader needs to know of candidate el: the
  // strongest kind among the markers it matches (-1 for none), whether one
  // is a turn marker, whether one is read anywhere (global), whether it is
  // a turn container, the roles it states and its turn number n. They depend on el's name and attributes alone, unless finding
  // them looked at its ancestors or descendants, so those others are kept
  // with the candidates, and forgotten when el changes or is added again
  // (see candidates).
  function facts(el, keep) {
    let f = keep === undefined ? undefined : keep.get(el);
    if (f === undefined) {
      kindOf(el);
      f = {kind, turn: isTurn, global: anywhere, container: container(vals), roles: roles(vals) | stated | (roleTags.get(el.localName) ?? 0), n: number(vals)};
      if (keep !== undefined && !looked) keep.set(el, f);
    }
    return f;
  }

  // candidates returns the kept state m of the candidates: m.list, what
  // doc.querySelectorAll(cfg.select) would return (the elements that may
  // match a marker, in document order), or from the first read of a page
  // that numbers its turns the part of it the plan reads (see
  // coldPartial), and m.globals, those of them that
  // match a marker the rules read anywhere (see facts). On a long page that
  // one pass costs more than anything else the reader does, and between
  // two reads of a page only its newest part usually changes, so the list
  // is kept in the reader's world (which lives as long as the document,
  // and which the page cannot see) with a MutationObserver on the
  // document. Whether an element matches depends only on its name and
  // attributes, and an element enters or leaves the document, or moves in
  // it, only by a change the observer reports (the added element, or an
  // ancestor of it, is among the added nodes; the removed element, or an
  // ancestor of it, among the removed ones); attributes are watched by
  // every name. So each read rescans only the added subtrees, rechecks the
  // elements whose attributes changed, and drops the candidates found in
  // removed subtrees that are no longer in the document. A candidate that
  // left the document without being found so (taken out of a subtree
  // after its removal was reported) is found when the plan meets it, and
  // the list is then checked whole (see plan). The list is made anew on
  // the first read, when the configuration or the document element
  // changed, and when the observer stopped: past maxChanges noted nodes it
  // disconnects, so that a page no one reads keeps at most that many.
  // m.changes reports whether the read found any change noted.
  function candidates() {
    let m = globalThis.chatproofCandidates;
    if (m !== undefined && (m.select !== cfg.select || m.root !== doc.documentElement || m.stopped)) {
      m.observer.disconnect();
      m.unlisten();
      m = undefined;
    }
    if (m === undefined) {
      m = {
        select: cfg.select, root: doc.documentElement, limit: cfg.maxChanges,
        added: new Set(), changed: new Set(), removed: new Set(), targets: new Set(), stopped: false,
        observer: new MutationObserver(noteChanges), facts: new WeakMap(), numbers: new WeakMap(),
        touched: [], renumbered: [], changes: true, reads: 0, unquiet: true, quiet: undefined,
      };
      m.observer.observe(doc, {childList: true, subtree: true, attributes: true, characterData: true});
      stir.listen(doc, m);
      if (!coldPartial(m)) fullList(m);
      globalThis.chatproofCandidates = m;
      return m;
    }
    noteChanges(m.observer.takeRecords(), m.observer);
    if (m.stopped) return candidates();
    m.changes = m.added.size > 0 || m.changed.size > 0 || m.removed.size > 0 || m.targets.size > 0;
    m.touched = [];
    m.renumbered = [];
    if (m.changes) {
      try {
        update(m);
      } catch (e) {
        // Whatever failed, the next read starts over.
        forget(m);
        throw e;
      }
    }
    return m;
  }
  // fullList makes m's list every candidate of the document. Two queries,
  // the turn markers' and the few markers read anywhere, cost the browser
  // about what the union does, and give the latter without a test of each
  // of the thousands of turn markers.
  function fullList(m) {
    const turns = cfg.turnSelect === "" ? [] : Array.from(doc.querySelectorAll(cfg.turnSelect));
    const anywhere = globals();
    lap("candidates.query");
    rebuild(m, inOrder(turns, anywhere), anywhere);
    m.partial = undefined;
    m.moved = false;
    count("list.whole");
    lap("candidates.globals");
  }
  // coldPartial makes m's list, on the first read of a page that numbers
  // its turns, without the document-wide query of the turn markers, which
  // costs the browser a test of each of the page's elements against each
  // of their selectors: of the older turns the plan reads only the
  // numbered markers, the turn just before cut and the markers read
  // anywhere (see plan), so the list holds every candidate from cut on
  // (cut found by walking back from the end of the document, its part
  // gathered as the hit tests gather theirs) and, before it, only the
  // numbered turn markers and the candidates of the markers read anywhere,
  // found by one query. m.partial is then cut, the first element from
  // which the list is whole; the plan made from such a list is the one the
  // whole list gives, or it throws Partial and the list is made whole
  // (fullList). It returns false, leaving the list to fullList, when no
  // user turn is met within cfg.walkMax elements of the end or the page
  // numbers no turn.
  function coldPartial(m) {
    if (cfg.turnSelect === "" || doc.documentElement === null) return false;
    const user = lastUser(m.facts);
    if (user === null) return false;
    const cut = outermost(user, m.facts), tail = fromOn(cut, cfg.select);
    lap("candidates.tail");
    if (!tail.some((el) => turnNumber(el) >= 0) && doc.querySelector(NUMBERED) === null) return false;
    // One pass over the document for the numbered turn markers and the
    // markers read anywhere. The number of each is read once, for the
    // plan (see turnNumberOf), and a numbered one is told from one read
    // anywhere by one test against the latter's selectors.
    const older = preceding(globals(NUMBERED), cut);
    lap("candidates.query");
    const mayBe = [];
    for (const el of older) {
      const n = turnNumber(el);
      if (n >= 0) m.numbers.set(el, n);
      if (n < 0 || el.matches(anywhereSelect)) mayBe.push(el);
    }
    for (const el of tail) {
      if (mayBeGlobal(el)) mayBe.push(el);
    }
    rebuild(m, older.concat(tail), mayBe);
    m.partial = cut;
    m.moved = false;
    count("list.partial");
    lap("candidates.globals");
    return true;
  }
  // preceding returns the elements of list (in document order) that come
  // before el.
  function preceding(list, el) {
    let lo = 0, hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (precedes(list[mid], el)) lo = mid + 1;
      else hi = mid;
    }
    return list.slice(0, lo);
  }
  // lastUser returns the last user turn marker in document order outside
  // page chrome, walking back from the end of the document, or null when
  // there is none within cfg.walkMax elements.
  function lastUser(keep) {
    let n = doc.documentElement;
    while (n.lastElementChild !== null) n = n.lastElementChild;
    for (let steps = 0; n !== null; n = previous(n)) {
      if (++steps > cfg.walkMax) return null;
      if (n.matches(cfg.turnSelect) && facts(n, keep).turn && isUser(n) && !inChrome(n)) return n;
    }
    return null;
  }
  // turnBefore returns the last turn marker before el in document order,
  // or null; past cfg.walkMax elements it throws Partial.
  function turnBefore(el, keep) {
    for (let n = previous(el), steps = 0; n !== null; n = previous(n)) {
      if (++steps > cfg.walkMax) throw Partial;
      if (n.matches(cfg.turnSelect) && facts(n, keep).turn) return n;
    }
    return null;
  }
  // previous returns the element before n in document order (the last
  // element inside its previous sibling, or its parent), null at the
  // document element.
  function previous(n) {
    let p = n.previousElementSibling;
    if (p === null) return n.parentElement;
    while (p.lastElementChild !== null) p = p.lastElementChild;
    return p;
  }
  // matching returns n, when it matches select, and the elements inside it
  // that do, in document order.
  function matching(n, select) {
    const out = Array.from(n.querySelectorAll(select));
    if (n.matches(select)) out.unshift(n);
    return out;
  }
  // fromOn returns the elements from el on in document order (el, what it
  // holds, everything after it) that match select.
  function fromOn(el, select) {
    const out = matching(el, select);
    for (let n = el; n !== null; n = n.parentElement) {
      for (let s = n.nextElementSibling; s !== null; s = s.nextElementSibling) out.push(...matching(s, select));
    }
    return out;
  }
  // documentOrder compares two elements by their place in the document,
  // for sort.
  function documentOrder(a, b) {
    return a === b ? 0 : precedes(a, b) ? -1 : 1;
  }
  // precedes reports whether a comes before b in document order (an
  // ancestor comes before what it holds).
  function precedes(a, b) {
    return a !== b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }
  // forget stops the observer and the listeners and drops the kept state.
  function forget(m) {
    m.observer.disconnect();
    m.unlisten();
    delete globalThis.chatproofCandidates;
  }
  // rebuild makes list, in document order, m's list, and finds its
  // globals among mayBe, the elements of list that may be one (all of
  // list when not given).
  function rebuild(m, list, mayBe) {
    m.list = list;
    m.set = new Set(list);
    m.globals = new Set();
    m.older = undefined;
    for (const el of mayBe ?? list) {
      if ((mayBe !== undefined || mayBeGlobal(el)) && facts(el, m.facts).global) m.globals.add(el);
    }
    m.plan = undefined;
  }
  // inOrder returns the elements of list and of more, both in document
  // order, in document order and each once: more (a few) are put in by
  // binary search.
  function inOrder(list, more) {
    const out = list.slice(), at = [];
    let lo = 0;
    for (const el of more) {
      let hi = out.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (precedes(out[mid], el)) lo = mid + 1;
        else hi = mid;
      }
      if (out[lo] !== el) at.push([lo, el]);
    }
    for (let k = at.length - 1; k >= 0; k--) out.splice(at[k][0], 0, at[k][1]);
    return out;
  }
  // mayBeGlobal reports whether el is among globals(), by the tests of
  // cfg.globalFirst: an element name, an attribute present, an exact test
  // id, an exact id.
  const globalTags = new Set(cfg.globalFirst.tags), globalIDs = new Set(cfg.globalFirst.testIDs);
  const globalElementIDs = new Set(cfg.globalFirst.ids);
  // anywhereSelect selects what globals() returns, for one element.
  const anywhereSelect = [cfg.globalSelect, ...["head", "body"].filter((t) => globalTags.has(t)),
    ...cfg.globalFirst.ids.map((id) => '[id="' + CSS.escape(id) + '"]')].filter((x) => x !== "").join(",") || ":not(*)";
  function mayBeGlobal(el) {
    if (globalTags.has(el.localName)) return true;
    for (const a of cfg.globalFirst.attrs) {
      if (el.hasAttribute(a)) return true;
    }
    if (globalElementIDs.size > 0 && globalElementIDs.has(el.getAttribute("id"))) return true;
    return globalIDs.size > 0 && globalIDs.has(el.getAttribute("data-testid"));
  }
  // globals returns, in document order, the elements that may match a
  // marker read anywhere: those cfg.globalSelect selects, the document's
  // head and body when a marker's element name is theirs (see parserOnce
  // in markers.go), and the elements of each exact id of
  // cfg.globalFirst.ids, which the browser finds by its map of ids where a
  // selector of the list costs a test of every element.
  function globals(more) {
    const sel = [cfg.globalSelect, more ?? ""].filter((x) => x !== "").join(",");
    const list = sel === "" ? [] : Array.from(doc.querySelectorAll(sel));
    const byID = [];
    for (const el of [doc.head, doc.body]) {
      if (el !== null && globalTags.has(el.localName)) byID.push(el);
    }
    for (const id of cfg.globalFirst.ids) {
      for (const el of doc.querySelectorAll("#" + CSS.escape(id))) {
        if (el.getAttribute("id") === id) byID.push(el);
      }
    }
    byID.sort(documentOrder);
    return inOrder(list, byID.filter((el, i) => i === 0 || el !== byID[i - 1]));
  }
  // update brings the kept list m up to date with the changes noted, and
  // leaves in m.touched the nodes the changes were made to or under.
  function update(m) {
    const {added, changed, removed, targets} = m;
    // A partial list is whole from m.partial on (see coldPartial): what
    // moves the part after it, m.partial or an element around it put in
    // again, leaves it not known to be whole.
    if (m.partial !== undefined) {
      for (const n of added) {
        if (n === m.partial || n.contains(m.partial)) m.moved = true;
      }
    }
    for (const n of added) m.touched.push(n);
    for (const n of changed) m.touched.push(n);
    for (const n of targets) m.touched.push(n);
    // The outermost added elements still in the document are rescanned:
    // what they hold is put back where they now are.
    const drop = new Set(), groups = [];
    for (const n of added) {
      if (!inDocument(n)) continue;
      let outer = true;
      for (let a = n.parentNode; a !== null && outer; a = a.parentNode) outer = !added.has(a);
      if (!outer) continue;
      const g = matching(n, cfg.select);
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
    // The candidates in removed subtrees that left the document.
    for (const n of removed) {
      if (inDocument(n)) continue;
      if (m.set.has(n)) drop.add(n);
      for (const el of n.querySelectorAll(cfg.select)) {
        if (m.set.has(el) && !inDocument(el)) drop.add(el);
      }
    }
    for (const el of drop) {
      m.facts.delete(el);
      m.numbers.delete(el);
    }
    for (const el of changed) {
      m.facts.delete(el);
      m.numbers.delete(el);
    }
    let dropped = 0;
    for (const el of drop) {
      if (m.set.delete(el)) dropped++;
      m.globals.delete(el);
    }
    // A group's place is after every remaining element that precedes its
    // first element (none lies inside a rescanned subtree); groups at the
    // same place go in document order. A few elements are spliced in, more
    // go in by one merge. Only a drop makes a pass over the whole list (of
    // array work, with no DOM read).
    const list = dropped > 0 ? m.list.filter((el) => m.set.has(el)) : m.list;
    const placed = groups.map((g) => {
      let lo = 0, hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (precedes(list[mid], g[0])) lo = mid + 1;
        else hi = mid;
      }
      return {g, at: lo};
    });
    placed.sort((a, b) => a.at - b.at || (precedes(a.g[0], b.g[0]) ? -1 : 1));
    let merged = list;
    if (placed.reduce((n, {g}) => n + g.length, 0) <= 64) {
      // A few: put in from the last group back, so that each place holds.
      for (let k = placed.length - 1; k >= 0; k--) list.splice(placed[k].at, 0, ...placed[k].g);
    } else {
      merged = [];
      let k = 0;
      for (const {g, at} of placed) {
        while (k < at) merged.push(list[k++]);
        for (const el of g) merged.push(el);
      }
      while (k < list.length) merged.push(list[k++]);
    }
    for (const {g} of placed) {
      for (const el of g) m.set.add(el);
    }
    for (const el of changed) {
      if (m.set.has(el) && facts(el, m.facts).global) m.globals.add(el);
      else m.globals.delete(el);
    }
    for (const {g} of placed) {
      for (const el of g) {
        if (facts(el, m.facts).global) m.globals.add(el);
      }
    }
    m.list = merged;
    // The changes that can bear on the older turns' numbers: added and
    // removed nodes, and attribute changes of elements that left the list
    // or are turn markers (a number is a turn marker's test id). Any other
    // attribute change leaves every number as it was.
    m.renumbered = [...added, ...targets];
    for (const el of changed) {
      if (drop.has(el) || m.set.has(el) && el.matches(cfg.turnSelect)) m.renumbered.push(el);
    }
    added.clear();
    changed.clear();
    removed.clear();
    targets.clear();
  }
  // inDocument reports whether n is in the document's tree (not detached,
  // not in a shadow tree), where doc.querySelectorAll looks.
  function inDocument(n) {
    return n.isConnected && n.getRootNode() === doc;
  }
  // Stale is thrown when the plan meets a candidate no longer in the
  // document.
  const Stale = new Error("chatproof: a kept candidate left the document");
  // Partial is thrown when a plan from a list that is whole only from
  // m.partial on (see coldPartial) would need the candidates before it.
  const Partial = new Error("chatproof: the kept candidates are whole only from the latest user turn on");
  // NUMBERED selects every element turnNumber may find a number on.
  const NUMBERED = '[data-testid^="conversation-turn-"]';

  // plan returns the candidates the writer below takes, in document order,
  // and cut, the outermost turn marker around the last user marker outside
  // page chrome and svg (from it on the document is written whole), null
  // when there is none. The rules read an older turn (one before cut)
  // only for its place among the turns: its number, on a page that
  // numbers its turns (conversation-turn-N), else its position. So the
  // plan holds, from list (in document order), with facts from keep:
  //   - cut and every candidate after it;
  //   - every candidate before cut that matches a marker read anywhere
  //     (stop controls, page chrome, composer forms, verified panels, the
  //     composer surface, the skeleton);
  //   - the turn markers of the older turns that bear on the turn index
  //     and turn order: the turn just before cut; on a page that numbers
  //     its turns, every older turn numbered at or after the lowest number
  //     from cut on (turn_order_conflict), and when no turn from cut on is
  //     numbered, the last numbered older turn (the page then still numbers
  //     its turns); on a page that does not, every older turn, in place;
  //   - with no cut, every candidate.
  // Markers read only inside the current turn (progress, busy, thinking,
  // reasoning, alert and status chrome) are left out of older turns. An
  // older turn that is left out has no box, style or attribute the rules
  // read, so nothing but a change the observer reports (see candidates)
  // can bring it into the plan. m, the kept state when given, keeps what
  // the plan found of the older turns between reads (see olderTurns), and
  // a candidate met that left the document throws Stale.
  function plan(list, keep, m) {
    const live = (el) => {
      if (m !== undefined && !inDocument(el)) throw Stale;
      return el;
    };
    // whole is where the list is whole from (m.partial, see coldPartial),
    // list[from] on; a plan that would read before it throws Partial. (By
    // its place in the list, which is in document order: asking the
    // browser which of two elements comes first walks their siblings.)
    const whole = m === undefined ? undefined : m.partial;
    let from = 0;
    if (whole !== undefined) {
      if (m.moved || !inDocument(whole)) throw Partial;
      from = list.lastIndexOf(whole);
      if (from < 0) throw Partial;
    }
    let k = list.length - 1, user = null;
    for (; k >= from && user === null; k--) {
      const el = live(list[k]);
      if (facts(el, keep).turn && isUser(el) && !inChrome(el)) user = el;
    }
    if (user === null) {
      if (whole !== undefined) throw Partial;
      return {cut: null, els: list.map(live)};
    }
    const cut = outermost(user, keep);
    for (k++; k >= from && list[k] !== cut; k--) live(list[k]);
    if (k < from) throw whole !== undefined ? Partial : Stale;
    const tail = list.slice(k);
    let low = Infinity;
    for (const el of tail) {
      const f = facts(live(el), keep);
      if (f.turn && f.n >= 0 && f.n < low && !inChrome(el)) low = f.n;
    }
    lap("plan.tail");
    const summary = olderTurns(list, k, keep, m);
    lap("plan.older");
    const picked = new Set();
    // The turn before cut: before a list's whole part, found in the
    // document.
    if (whole !== undefined) {
      const t = turnBefore(cut, keep);
      if (t !== null) picked.add(outermost(t, keep));
    } else {
      for (let j = k - 1; j >= 0; j--) {
        if (facts(live(list[j]), keep).turn) {
          picked.add(outermost(list[j], keep));
          break;
        }
      }
    }
    let numbered = low < Infinity;
    if (!numbered && summary.maxN >= 0) {
      for (let j = k - 1; j >= 0 && !numbered; j--) {
        const el = list[j], f = facts(live(el), keep);
        if (f.turn && f.n >= 0 && !inChrome(el)) {
          picked.add(outermost(el, keep));
          numbered = true;
        }
      }
    }
    if (low < Infinity && summary.maxN >= low) {
      let maxN = -1;
      for (let j = 0; j < k; j++) {
        const el = list[j], f = facts(live(el), keep);
        maxN = Math.max(maxN, f.turn ? f.n : -1);
        if (f.turn && f.n >= low && !inChrome(el)) picked.add(outermost(el, keep));
      }
      summary.maxN = maxN;
    }
    lap("plan.numbers");
    let before;
    if (numbered) {
      const set = new Set();
      for (const t of picked) {
        set.add(t);
        for (const el of t.querySelectorAll(cfg.turnSelect)) {
          if (facts(el, keep).turn) set.add(el);
        }
      }
      const globals = m !== undefined ? m.globals : list.slice(0, k).filter((el) => facts(el, keep).global);
      for (const g of globals) {
        if (inDocument(g) && precedes(g, cut)) set.add(g);
      }
      before = Array.from(set).sort(documentOrder);
    } else {
      if (whole !== undefined) throw Partial;
      before = [];
      for (let j = 0; j < k; j++) {
        const f = facts(live(list[j]), keep);
        if (f.turn || f.global) before.push(list[j]);
      }
    }
    lap("plan.before");
    return {cut, els: before.concat(tail)};
  }
  // outermost returns the outermost turn marker around turn marker el, el
  // itself included.
  function outermost(el, keep) {
    let t = el;
    for (let n = el.parentElement; n !== null; n = n.parentElement) {
      if (facts(n, keep).turn) t = n;
    }
    return t;
  }
  // olderTurns returns maxN, the highest turn number of the turn markers
  // list holds before position k (-1 for none), which tells plan whether
  // any older turn is numbered at all and whether one may be numbered at
  // or after the current turn. With the kept state m, it is kept in
  // m.older between reads for the turns before m.older.upTo, and
  // recomputed only when a change the observer reported that can renumber
  // a turn (m.renumbered, see update) was made to or under an element
  // before that one, or that one left: from there on, only the turns that
  // became older are read. A kept maxN may be too high (a turn marker that
  // lost its number and stays a candidate by another attribute), never
  // too low: plan then reads the older turns and sets it right.
  function olderTurns(list, k, keep, m) {
    const cut = list[k];
    const scan = (from, maxN) => {
      for (let j = from; j < k; j++) maxN = Math.max(maxN, turnNumberOf(list[j], m));
      return {upTo: cut, maxN};
    };
    if (m === undefined) return scan(0, -1);
    let o = m.older;
    if (o !== undefined && (!inDocument(o.upTo) || m.renumbered.some((n) => touches(n, o.upTo)))) o = undefined;
    if (o !== undefined && o.upTo !== cut) {
      let j = k;
      while (j >= 0 && list[j] !== o.upTo) j--;
      o = j < 0 ? undefined : scan(j, o.maxN);
    }
    if (o === undefined) o = scan(0, -1);
    m.older = o;
    return o;
  }
  // touches reports whether a change made to or under node n can reach an
  // element before el: n is not el, inside it nor after it.
  function touches(n, el) {
    return n !== el && (el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) === 0;
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

  // container reports whether the attributes v (as kindOf read them) make
  // a turn container marker; roles returns the roles they state, as bits:
  // 1 user, 2 assistant, 4 other.
  function container(v) {
    const id = v["data-testid"];
    return id !== undefined && id.startsWith("conversation-turn") ||
      v["data-turn"] !== undefined || v["data-turn-id"] !== undefined || v["data-turn-key"] !== undefined;
  }
  // number returns N of a conversation-turn-N test id of 1 to 9 digits,
  // the turn index the rules read (see turnTestID in package classify's
  // rules), -1 without one; such a test id is a turn marker.
  // turnNumber(el) is number of el's attributes.
  function number(v) {
    return numberIn(v["data-testid"] ?? null);
  }
  // turnNumberOf is turnNumber, read once for an element of the kept
  // state m (when given) until its attributes change.
  function turnNumberOf(el, m) {
    if (m === undefined) return turnNumber(el);
    const n = m.numbers.get(el);
    return n !== undefined ? n : turnNumber(el);
  }
  function turnNumber(el) {
    return numberIn(el.getAttribute("data-testid"));
  }
  // numberIn returns N of a test id conversation-turn-N, -1 for any other.
  function numberIn(id) {
    if (id === null || id.length < 19 || id.length > 27 || !id.startsWith("conversation-turn-")) return -1;
    let n = 0;
    for (let i = 18; i < id.length; i++) {
      const d = id.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return -1;
      n = n * 10 + d;
    }
    return n;
  }
  // roles returns the role bits the role attributes among v state, by the
  // profile's role values (cfg.userRoles, cfg.assistantRoles, folded).
  function roles(v) {
    let r = v[cfg.userFlag] !== undefined ? 1 : 0;
    for (const a of cfg.userAttrs) {
      const x = v[a];
      if (x === undefined || x.trim() === "") continue;
      r |= cfg.userRoles.some((c) => matcher.test(null, c, x)) ? 1 : cfg.assistantRoles.some((c) => matcher.test(null, c, x)) ? 2 : 4;
    }
    return r;
  }

  // isUser reports whether el carries a user marker: by its name
  // (cfg.roleTags), a marker stating the user's role, or a role attribute
  // holding one of the profile's user values.
  function isUser(el) {
    if (((roleTags.get(el.localName) ?? 0) & 1) !== 0) return true;
    if (cfg.userFlag !== "" && el.hasAttribute(cfg.userFlag)) return true;
    for (const a of cfg.userAttrs) {
      const v = el.getAttribute(a);
      if (v !== null && cfg.userRoles.some((c) => matcher.test(el, c, v))) return true;
    }
    kindOf(el);
    return (stated & 1) !== 0;
  }
  if (cut !== null) keep(cut);
  lap("keep");
  // onPath maps each ancestor of cut to its child on the way to cut.
  const onPath = new Map();
  for (let n = cut; n !== null && n.parentNode; n = n.parentNode) onPath.set(n.parentNode, n);

  // hitFacts returns, for the finished-action controls written in full
  // (from cut on), what hit-testing the browser shows over each: script
  // cannot read the paint order, which a full capture weighs instead, and
  // Go decides from these facts whether a control is under a certain
  // opaque cover (see hitCovered in visibility_hits.go; the conditions
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
        const r = n.getBoundingClientRect();
        k = facts.length;
        facts.push({parent, styles: cfg.styles.map((p) => getComputedStyle(n).getPropertyValue(p)), box: [r.x, r.y, r.width, r.height]});
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
  const hits = hitFacts();
  lap("covers");

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
      if (range.getClientRects().length > 0) layout(i, range.getBoundingClientRect(), styleOf.get(pe) ?? values(getComputedStyle(pe)), []);
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
  // content.
  function children(n) {
    if (n.shadowRoot) {
      wroteShadow = true;
      return n.shadowRoot.childNodes;
    }
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
  // middle). The hit test costs time in proportion to the page's boxes
  // (about 14 ms on a 5,000-turn page), so with the kept state its answer
  // is kept too, and asked again only when something could have changed
  // it that the reader does not read itself (see layerKept). What the
  // reader writes with its styles it judges itself (isLayer).
  const de = doc.documentElement;
  const vw = de ? de.clientWidth : 0, vh = de ? de.clientHeight : 0;
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
  return answered;

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

  // answer returns out with a new id, or, when out is the very answer the
  // caller holds (its id is known and nothing in it differs), only "=" and
  // that id: the caller reuses what it made of it, and the poll costs no
  // transfer, decoding or judging of an unchanged page.
  function answer(out) {
    if (known !== "" && known === last.id && out === last.out) {
      count("unchanged");
      return "=" + last.id;
    }
    last.serial++;
    last.id = last.nonce + "." + last.serial;
    last.out = out;
    return '{"id":' + JSON.stringify(last.id) + "," + out.slice(1);
  }
})(
// noteChanges notes, for the kept candidates, the elements added to and
// removed from the document, those whose attributes changed, and the
// nodes elements were removed from; past the limit it stops the observer. It is the observer's
// callback, so it is defined outside the reader: the observer outlives a
// read and holds nothing of it.
function (records, observer) {
  const m = globalThis.chatproofCandidates;
  if (m === undefined || m.observer !== observer) {
    observer.disconnect();
    return;
  }
  if (records.length > 0) m.unquiet = true;
  for (const r of records) {
    if (r.type === "attributes") {
      m.changed.add(r.target);
      continue;
    }
    for (const n of r.addedNodes) {
      if (n.nodeType === 1) m.added.add(n);
    }
    if (r.removedNodes.length > 0) m.targets.add(r.target);
    for (const n of r.removedNodes) {
      if (n.nodeType === 1) m.removed.add(n);
    }
  }
  if (m.added.size + m.changed.size + m.removed.size + m.targets.size > m.limit) {
    observer.disconnect();
    m.stopped = true;
    m.added.clear();
    m.changed.clear();
    m.removed.clear();
    m.targets.clear();
  }
},
// stir notes, for the kept answer on a covering layer (see layerKept) and
// for a read answered without reading (see quietRead), the events after
// which a page may show a layer or read otherwise with no mutation record
// telling of it: a scroll of any element, pointer movement, presses, focus
// changes, typing, an image or other resource loaded (or failing to), and
// a popover or details element toggled.
// stir.listen(doc, m) starts listening for the kept state m and gives it
// m.unlisten to stop. Like noteChanges, it is defined outside the reader:
// the listeners outlive a read and hold nothing of it. They are passive and
// live in the reader's world: the page neither sees them nor waits for
// them.
{
  types: ["scroll", "pointermove", "pointerdown", "pointerup", "pointerover", "pointerout", "focusin", "focusout",
    "input", "load", "error", "toggle"],
  listen(doc, m) {
    const note = () => {
      m.stirred = true;
      m.unquiet = true;
    };
    const opts = {capture: true, passive: true};
    for (const type of this.types) doc.addEventListener(type, note, opts);
    m.stirred = true;
    m.unlisten = () => {
      for (const type of this.types) doc.removeEventListener(type, note, opts);
    };
  },
})
