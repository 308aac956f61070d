// The candidates kept between reads: the list of elements that may match
// a marker, made whole or from the latest user turn on, and brought up to
// date with the changes the observer noted (see scoped_changes.js).
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
    // anywhere by the reader's own first tests (mayBeGlobal), then, only
    // when they pass, by one test against the latter's selectors.
    const older = preceding(globals(cfg.coldSelect), cut);
    lap("candidates.query");
    const mayBe = [];
    for (const el of older) {
      const n = turnNumber(el);
      if (n >= 0) m.numbers.set(el, n);
      if (n < 0 || mayBeGlobal(el) && el.matches(anywhereSelect)) mayBe.push(el);
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
  // before el. When el is in list that is where it stands; else it is
  // found by comparing places, which costs the browser a walk of the
  // siblings before the two elements' (thousands of turns, side by side).
  function preceding(list, el) {
    const at = list.indexOf(el);
    if (at >= 0) return list.slice(0, at);
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
  // marker read anywhere (and the numbered turn markers besides when sel
  // is the first read's cfg.coldSelect): those sel selects, the document's
  // head and body when a marker's element name is theirs (see parserOnce
  // in markers.go), and the elements of each exact id of
  // cfg.globalFirst.ids, which the browser finds by its map of ids where a
  // selector of the list costs a test of every element.
  function globals(sel = cfg.globalSelect) {
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
