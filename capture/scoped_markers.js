// Which markers an element matches: the facts of a candidate (its kind,
// whether it is a turn marker, read anywhere or a container, its roles
// and turn number), read by the profile's matcher (match.js).
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
