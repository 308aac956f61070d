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
}
