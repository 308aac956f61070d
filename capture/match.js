// The profile's conditions as the page evaluates them: the one matcher of
// the in-page reader, written to the meaning package site gives each
// operator (Cond.Holds), from what Go compiles for it (see pageCond in
// match.go). It is a function of the white space Go's strings.Fields and
// strings.TrimSpace split and trim at (space: a character class), and
// returns {test, entry}:
//
//   - test(el, c, v) reports whether element el passes condition c, an
//     array [attr, op, value, orbits]; v is the value of attribute attr
//     when the caller has read it (null when absent), else undefined.
//   - entry(el, tag, conds) reports whether el is named tag ("" any) and
//     passes every condition.
//
// The operators are the profile format's: "" (present), "=" (equal), "^="
// (starts with), "*=" (contains), "*=i" (contains, ASCII letters case
// folded, as site.ContainsFold),
// "~=" (has the token), "~=i" (has the token, case folded), "=i" (equal
// once trimmed, case folded), and the reader's own "has" (a descendant
// passes one of the entries in value) and "in" (an ancestor does). The
// Unicode-folded ones ("~=i", "=i") compare code point by code point with
// orbits, which Go compiled from the value: for each of its code points,
// every code point Go's case folding takes as equal to it (ASCII strings
// compare by ASCII folding, which is the same there). An operator it does not know is
// refused: test throws, so that no condition is ever taken as failing for
// want of a meaning.
(space) => {
  "use strict";
  const split = new RegExp("[" + space + "]+", "u");
  const lead = new RegExp("^[" + space + "]+", "u"), trail = new RegExp("[" + space + "]+$", "u");
  // fields splits v at white space, dropping the empty ends.
  function fields(v) {
    return v.split(split).filter((s) => s !== "");
  }
  // folds reports whether the code points cps[at:at+orbits.length] are,
  // one by one, in orbits.
  function folds(cps, at, orbits) {
    for (let k = 0; k < orbits.length; k++) {
      if (!orbits[k].includes(cps[at + k])) return false;
    }
    return true;
  }
  // asciiLower lower-cases the ASCII letters of s only, as Go's
  // ContainsFold does; ascii tells a string of ASCII alone, where folding
  // is ASCII's.
  const upper = /[A-Z]/, uppers = /[A-Z]/g, nonASCII = /[^\x00-\x7f]/;
  function asciiLower(s) {
    return upper.test(s) ? s.replace(uppers, (ch) => ch.toLowerCase()) : s;
  }
  function foldEqual(s, orbits, value) {
    if (!nonASCII.test(s) && !nonASCII.test(value)) return s.length === value.length && asciiLower(s) === asciiLower(value);
    const cps = Array.from(s);
    return cps.length === orbits.length && folds(cps, 0, orbits);
  }
  function test(el, c, v) {
    const attr = c[0], op = c[1], value = c[2];
    switch (op) {
      case "has":
        for (const d of el.querySelectorAll(value.select)) {
          if (value.entries.some((e) => entry(d, e.tag, e.conds))) return true;
        }
        return false;
      case "in":
        for (let p = el.parentElement; p !== null; p = p.parentElement) {
          if (value.entries.some((e) => entry(p, e.tag, e.conds))) return true;
        }
        return false;
    }
    if (v === undefined) v = el.getAttribute(attr);
    if (v === null) return false;
    switch (op) {
      case "": return true;
      case "=": return v === value;
      case "^=": return v.startsWith(value);
      case "*=": return v.includes(value);
      case "*=i": return asciiLower(v).includes(asciiLower(value));
      case "~=": return fields(v).includes(value);
      case "~=i": return fields(v).some((t) => foldEqual(t, c[3], value));
      case "=i": return foldEqual(v.replace(lead, "").replace(trail, ""), c[3], value);
    }
    throw new Error("chatproof: a profile condition the reader cannot evaluate: " + JSON.stringify(op));
  }
  function entry(el, tag, conds) {
    if (tag !== "" && el.localName !== tag) return false;
    for (const c of conds) {
      if (!test(el, c, undefined)) return false;
    }
    return true;
  }
  return {test, entry};
}
