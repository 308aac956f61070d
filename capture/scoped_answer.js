// The answer: the JSON the reader returns, or only the id the caller
// holds when nothing in it differs.
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
