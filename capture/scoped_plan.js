// The plan of a read: which candidates the writer takes, from the turn
// the last user marker is in (cut) on, and of the older turns.
  // Stale is thrown when the plan meets a candidate no longer in the
  // document.
  const Stale = new Error("chatproof: a kept candidate left the document");
  // Partial is thrown when a plan from a list that is whole only from
  // m.partial on (see coldPartial) would need the candidates before it.
  const Partial = new Error("chatproof: the kept candidates are whole only from the latest user turn on");
  // NUMBERED selects every element turnNumber may find a number on.
  const NUMBERED = cfg.numbered;

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
