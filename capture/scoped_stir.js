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
}
