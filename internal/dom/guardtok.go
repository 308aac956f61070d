package dom

import (
	"bytes"

	"golang.org/x/net/html/atom"
)

// The guard's tokenizer splits the bytes the parser reads into the tokens
// x/net/html's tokenizer makes of them (start and end tags, text, comments,
// raw text), byte for byte the same way: tag names run to white space, '/'
// or '>'; attribute keys and values follow its rules for quotes and '=';
// comments end at "-->", "--!>", "<!-->" and "<!--->"; raw text ends at the
// element's own end tag, with the script escapes. It is pushed bytes in any
// chunking and keeps no token text, only what the tree model needs.

// tokenizer states
const (
	tsData = iota
	tsTagOpen
	tsEndTagOpen
	tsTagName
	tsBeforeAttr // after the name or an attribute: white space, '>' or a key
	tsAttrKey
	tsAfterKey // white space after a key: '=' or the next key
	tsBeforeVal
	tsQuotedVal
	tsUnquotedVal
	tsMarkup // after "<!": up to two bytes decide
	tsCDATAOpen
	tsCDATA
	tsComment
	tsCommentBang // "--!" seen
	tsUntilGT     // bogus comment or doctype: up to '>'
	tsRaw         // raw text or RCDATA up to "</name"
	tsRawEnd      // matching "</name" of raw text
	tsScript      // script data, with its escapes
	tsPlaintext
)

// script sub-states, following the tokenizer's readScript
const (
	scData = iota
	scLT
	scEscStart
	scEscStartDash
	scEsc
	scEscDash
	scEscDashDash
	scEscLT
	scDblStart // matching "script" after "<" in escaped data
	scDbl
	scDblDash
	scDblDashDash
	scDblLT
	scEnd    // "</" in script data: matching "script"
	scEscEnd // "</" in escaped script data
	scDblEnd // "</" in double-escaped script data
)

const (
	maxAtomLen = 32 // longer names are never atoms
)

// tagToken is the tag being read.
type tagToken struct {
	end         bool
	buf         [maxAtomLen]byte
	n           int    // bytes of the name, possibly more than len(buf)
	hash        uint64 // of the name's bytes past buf
	selfClosing bool   // the byte before '>' is a '/' outside a value
	lastSlash   bool   // the last byte read in the tag was a '/' outside a value
	// attribute facts the tree model uses
	attrs       uint64 // order-independent hash of the attributes (formatting elements)
	keyHash     uint64
	keyBuf      [8]byte
	keyN        int
	valHash     uint64
	valBuf      [24]byte
	valN        int
	hashAttrs   bool   // the name is a formatting element's: hash its attributes
	fontAttr    bool   // a color, face or size attribute
	encodingML  bool   // an encoding attribute of text/html or application/xhtml+xml
	hiddenInput bool   // a type attribute of hidden
	id          nameID // the name's identity, once known
}

// guardTokenizer is the push tokenizer. Its tree model decides, as the
// parser does, whether a start tag begins raw text and whether CDATA is
// allowed.
type guardTokenizer struct {
	state   int
	sc      int // script sub-state
	tag     tagToken
	quote   byte
	dashes  int
	begin   bool // a comment's first bytes
	mark    [7]byte
	markN   int
	decl    bool // tsUntilGT reads a declaration after "<!", kept in declBuf
	declBuf [24]byte
	declN   int
	raw     []byte // lower-case name of the raw-text element
	rawPos  int
	text    textRun
	tree    *treeModel
	names   nameCache
}

// textRun is what the tree model needs of a text token: whether it holds
// anything besides NUL bytes once a leading newline is dropped, and whether
// it holds anything besides white space.
type textRun struct {
	n        int
	first    [2]byte
	nonNUL   int
	nonSpace bool
}

func (t *textRun) add(b byte) {
	if t.n < 2 {
		t.first[t.n] = b
	}
	t.n++
	if b != 0 {
		t.nonNUL++
		t.nonSpace = t.nonSpace || !isSpaceByte(b)
	}
}

// addRun adds a run of text bytes; it looks at each byte only until the
// run is known to matter.
func (t *textRun) addRun(p []byte) {
	for i, b := range p {
		if t.n >= 2 && t.nonNUL >= 3 && t.nonSpace {
			t.n += len(p) - i
			return
		}
		t.add(b)
	}
}

func (g *guardTokenizer) feed(p []byte) {
	for i := 0; i < len(p); {
		switch g.state {
		case tsData:
			j := bytes.IndexByte(p[i:], '<')
			if j < 0 {
				g.text.addRun(p[i:])
				return
			}
			g.text.addRun(p[i : i+j])
			i += j + 1
			g.state = tsTagOpen
			continue
		case tsQuotedVal:
			j := bytes.IndexByte(p[i:], g.quote)
			if j < 0 {
				g.valRun(p[i:])
				return
			}
			g.valRun(p[i : i+j])
			i += j + 1
			g.endAttr()
			g.state = tsBeforeAttr
			g.tag.lastSlash = false
			continue
		case tsUntilGT:
			j := bytes.IndexByte(p[i:], '>')
			if j < 0 {
				g.declBytes(p[i:])
				return
			}
			g.declBytes(p[i : i+j])
			i += j + 1
			g.declEnd()
			continue
		case tsRaw:
			j := bytes.IndexByte(p[i:], '<')
			if j < 0 {
				return
			}
			i += j
		case tsPlaintext:
			return
		case tsScript:
			if g.sc == scData {
				j := bytes.IndexByte(p[i:], '<')
				if j < 0 {
					return
				}
				i += j
			}
		case tsComment:
			if g.dashes == 0 && !g.begin {
				j := bytes.IndexByte(p[i:], '-')
				if j < 0 {
					return
				}
				i += j
			}
		case tsTagName:
			for i < len(p) && !endsName(p[i]) {
				g.tag.addName(p[i])
				i++
			}
			if i == len(p) {
				return
			}
		case tsBeforeAttr:
			for i < len(p) && isSpaceByte(p[i]) {
				g.tag.lastSlash = false
				i++
			}
			if i == len(p) {
				return
			}
			if b := p[i]; b != '>' && b != '/' && b != '=' {
				g.tag.lastSlash = false
				g.beginAttr()
				g.state = tsAttrKey
				continue
			}
		case tsAttrKey:
			for i < len(p) && !endsName(p[i]) && p[i] != '=' {
				g.keyByte(p[i])
				i++
			}
			if i+1 < len(p) && p[i] == '=' && (p[i+1] == '"' || p[i+1] == '\'') {
				// The common key="value": straight to the value.
				g.tag.lastSlash = false
				g.quote = p[i+1]
				g.state = tsQuotedVal
				i += 2
				continue
			}
			if i == len(p) {
				return
			}
		}
		g.step(p[i])
		i++
	}
}

// valRun adds bytes of an attribute value; only a formatting element's
// attributes and an encoding attribute are looked at.
func (g *guardTokenizer) valRun(p []byte) {
	t := &g.tag
	if !t.hashAttrs && !t.isKey("encoding") && !t.isKey("type") {
		return
	}
	for _, b := range p {
		g.valByte(b)
	}
}

// isKey reports whether the attribute key being read is k (at most 8 bytes).
func (t *tagToken) isKey(k string) bool {
	return t.keyN == len(k) && string(t.keyBuf[:t.keyN]) == k
}

// nameDone is called once the tag name is read.
func (g *guardTokenizer) nameDone() {
	t := &g.tag
	if !t.end {
		t.hashAttrs = isFormatting(g.names.lookup(t))
	}
}

func (g *guardTokenizer) valByte(b byte) {
	t := &g.tag
	if t.hashAttrs {
		t.valHash = t.valHash*fnvPrime ^ uint64(b)
	}
	if t.valN < len(t.valBuf) {
		t.valBuf[t.valN] = b
	}
	t.valN++
}

func isSpaceByte(b byte) bool {
	return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\f'
}

func (g *guardTokenizer) step(b byte) {
	switch g.state {
	case tsTagOpen:
		switch {
		case isLetter(b):
			g.flushText()
			g.startTag(false)
			g.nameByte(b)
			g.state = tsTagName
		case b == '/':
			g.flushText()
			g.state = tsEndTagOpen
		case b == '!':
			g.flushText()
			g.markN = 0
			g.state = tsMarkup
		case b == '?':
			g.flushText()
			g.state = tsUntilGT
		default:
			g.text.add('<')
			g.state = tsData
			if b == '<' {
				g.state = tsTagOpen
				return
			}
			g.text.add(b)
		}
	case tsEndTagOpen:
		switch {
		case b == '>':
			g.comment() // "</>" is an empty comment
		case isLetter(b):
			g.startTag(true)
			g.nameByte(b)
			g.state = tsTagName
		default:
			g.state = tsUntilGT
		}
	case tsTagName:
		switch {
		case b == '>':
			g.emitTag()
		case isSpaceByte(b):
			g.tag.lastSlash = false
			g.nameDone()
			g.state = tsBeforeAttr
		case b == '/':
			g.tag.lastSlash = true
			g.nameDone()
			g.state = tsBeforeAttr
		default:
			g.nameByte(b)
		}
	case tsBeforeAttr:
		switch {
		case b == '>':
			g.emitTag()
		case isSpaceByte(b):
			g.tag.lastSlash = false
		case b == '/':
			// An attribute key cannot start with '/': the tokenizer reads
			// an empty key and consumes the '/'.
			g.tag.lastSlash = true
		default:
			g.tag.lastSlash = false
			g.beginAttr()
			g.keyByte(b)
			g.state = tsAttrKey
		}
	case tsAttrKey:
		switch {
		case b == '>':
			g.endAttr()
			g.emitTag()
		case isSpaceByte(b):
			g.tag.lastSlash = false
			g.state = tsAfterKey
		case b == '/':
			g.endAttr()
			g.tag.lastSlash = true
			g.state = tsBeforeAttr
		case b == '=':
			g.state = tsBeforeVal
		default:
			g.keyByte(b)
		}
	case tsAfterKey:
		switch {
		case isSpaceByte(b):
		case b == '=':
			g.tag.lastSlash = false
			g.state = tsBeforeVal
		case b == '/':
			g.endAttr()
			g.tag.lastSlash = true
			g.state = tsBeforeAttr
		case b == '>':
			g.endAttr()
			g.emitTag()
		default:
			g.endAttr()
			g.beginAttr()
			g.keyByte(b)
			g.state = tsAttrKey
		}
	case tsBeforeVal:
		g.tag.lastSlash = false
		switch {
		case isSpaceByte(b):
		case b == '>':
			g.endAttr()
			g.emitTag()
		case b == '"' || b == '\'':
			g.quote = b
			g.state = tsQuotedVal
		default:
			g.valByte(b)
			g.state = tsUnquotedVal
		}
	case tsQuotedVal:
		// only reached through feed's search
	case tsUnquotedVal:
		switch {
		case isSpaceByte(b):
			g.endAttr()
			g.tag.lastSlash = false
			g.state = tsBeforeAttr
		case b == '>':
			// A '/' ending an unquoted value does not close the tag.
			g.endAttr()
			g.tag.lastSlash = false
			g.emitTag()
		default:
			g.valByte(b)
		}
	case tsUntilGT:
		// only reached through feed's search
	case tsMarkup:
		g.mark[g.markN] = b
		g.markN++
		if g.markN == 2 && g.mark[0] == '-' && g.mark[1] == '-' {
			g.dashes, g.begin = 0, true
			g.state = tsComment
			return
		}
		if g.mark[0] == '[' && g.tree.cdataAllowed() {
			g.state = tsCDATAOpen
			if g.markN < len("[CDATA[") && b == "[CDATA["[g.markN-1] {
				return
			}
			g.cdataOpen(b)
			return
		}
		if g.markN == 2 || b == '>' {
			g.state = tsUntilGT
			g.decl, g.declN = true, 0
			if b == '>' {
				g.declBytes(g.mark[:g.markN-1])
				g.declEnd()
				return
			}
			g.declBytes(g.mark[:g.markN])
		}
	case tsCDATAOpen:
		g.mark[g.markN] = b
		g.markN++
		g.cdataOpen(b)
	case tsCDATA:
		if b == 0 {
			g.text.nonNUL++ // the tokenizer turns NUL in CDATA into U+FFFD
		}
		switch b {
		case ']':
			g.dashes++
			g.text.add(b)
		case '>':
			if g.dashes >= 2 {
				g.text.n -= 2 // the "]]" is not text
				g.text.nonNUL -= 2
				g.flushText()
				g.state = tsData
				return
			}
			g.dashes = 0
			g.text.add(b)
		default:
			g.dashes = 0
			g.text.add(b)
		}
	case tsComment:
		switch b {
		case '-':
			g.dashes++
			return
		case '>':
			if g.dashes >= 2 || g.begin {
				g.comment()
				return
			}
		case '!':
			if g.dashes >= 2 {
				g.state = tsCommentBang
				return
			}
		}
		g.dashes, g.begin = 0, false
	case tsCommentBang:
		switch b {
		case '>':
			g.comment()
			return
		case '-':
			g.dashes, g.begin = 1, false
		default:
			g.dashes, g.begin = 0, false
		}
		g.state = tsComment
	case tsRaw:
		g.rawByte(b)
	case tsRawEnd:
		g.rawEnd(b)
	case tsScript:
		g.script(b)
	}
}

// cdataOpen follows "<![CDATA[" after "<!": a mismatch makes the bytes read
// so far a bogus comment.
func (g *guardTokenizer) cdataOpen(b byte) {
	const open = "[CDATA["
	if b != open[g.markN-1] {
		g.state = tsUntilGT
		// The bogus comment starts right after "<!": a '>' among the bytes
		// read so far ends it.
		if bytes.IndexByte(g.mark[:g.markN], '>') >= 0 {
			g.comment()
		} else {
			g.decl, g.declN = false, 0
		}
		return
	}
	if g.markN == len(open) {
		g.dashes = 0
		g.text = textRun{}
		g.state = tsCDATA
	}
}

// rawEnd matches "</name" followed by white space, '/' or '>' in raw text;
// rawPos is -1 right after the '<'. Raw text is never evidence for the
// model (the parser puts it into its element as it is), so only the end
// matters.
func (g *guardTokenizer) rawEnd(b byte) {
	if g.rawPos < 0 {
		if b == '/' {
			g.rawPos = 0
			return
		}
		g.state = tsRaw
		g.rawByte(b)
		return
	}
	if g.rawPos < len(g.raw) {
		if lower(b) == g.raw[g.rawPos] {
			g.rawPos++
			return
		}
	} else if isSpaceByte(b) || b == '/' || b == '>' {
		g.rawEndTag(b)
		return
	}
	g.state = tsRaw
	g.rawByte(b)
}

// rawByte steps one byte of raw text.
func (g *guardTokenizer) rawByte(b byte) {
	if b == '<' {
		g.rawPos = -1
		g.state = tsRawEnd
	}
}

// rawEndTag reads the end tag of raw text from the byte after its name.
func (g *guardTokenizer) rawEndTag(b byte) {
	g.startTag(true)
	for _, c := range g.raw {
		g.nameByte(c)
	}
	g.state = tsTagName
	g.step(b)
}

// matchScript reports how b continues a case-insensitive match of "script"
// at rawPos: 1 for a letter of it, 2 for the byte ending a full match, 0
// for a mismatch.
func (g *guardTokenizer) matchScript(b byte) int {
	if g.rawPos < len("script") {
		if lower(b) == "script"[g.rawPos] {
			g.rawPos++
			return 1
		}
		return 0
	}
	if isSpaceByte(b) || b == '/' || b == '>' {
		return 2
	}
	return 0
}

// script follows the tokenizer's script data states (readScript) for one
// byte.
func (g *guardTokenizer) script(b byte) {
	switch g.sc {
	case scData:
		if b == '<' {
			g.sc = scLT
		}
	case scLT:
		switch b {
		case '/':
			g.rawPos = 0
			g.sc = scEnd
		case '!':
			g.sc = scEscStart
		default:
			g.sc = scData
			g.script(b)
		}
	case scEnd, scEscEnd:
		switch g.matchScript(b) {
		case 1:
		case 2:
			g.rawEndTag(b)
		default:
			if g.sc == scEnd {
				g.sc = scData
			} else {
				g.sc = scEsc
			}
			g.script(b)
		}
	case scEscStart:
		if b == '-' {
			g.sc = scEscStartDash
			return
		}
		g.sc = scData
		g.script(b)
	case scEscStartDash:
		if b == '-' {
			g.sc = scEscDashDash
			return
		}
		g.sc = scData
		g.script(b)
	case scEsc, scEscDash, scEscDashDash:
		g.sc = escapedNext(g.sc, b, scEsc, scEscDash, scEscDashDash, scEscLT)
	case scEscLT:
		switch {
		case b == '/':
			g.rawPos = 0
			g.sc = scEscEnd
		case isLetter(b):
			g.rawPos = 0
			g.sc = scDblStart
			g.script(b)
		default:
			// The tokenizer goes back to plain script data here.
			g.sc = scData
			g.script(b)
		}
	case scDblStart:
		switch g.matchScript(b) {
		case 1:
		case 2:
			g.sc = scDbl
		default:
			g.sc = scEsc
			g.script(b)
		}
	case scDbl, scDblDash, scDblDashDash:
		g.sc = escapedNext(g.sc, b, scDbl, scDblDash, scDblDashDash, scDblLT)
	case scDblLT:
		if b == '/' {
			g.rawPos = 0
			g.sc = scDblEnd
			return
		}
		g.sc = scDbl
		g.script(b)
	case scDblEnd:
		switch g.matchScript(b) {
		case 1:
		case 2:
			// "</script" and the byte after it end the double escape.
			g.sc = scEsc
		default:
			g.sc = scDbl
			g.script(b)
		}
	}
}

// escapedNext is the script sub-state after b in escaped or double-escaped
// script data, whose own plain, "-", "--" and "<" states are given: the
// two follow the same dash rules, and "-->" ends either.
func escapedNext(sc int, b byte, plain, dash, dashDash, lt int) int {
	switch {
	case b == '-':
		if sc == plain {
			return dash
		}
		return dashDash
	case b == '<':
		return lt
	case b == '>' && sc == dashDash:
		return scData
	}
	return plain
}

func (g *guardTokenizer) startTag(end bool) {
	g.tag = tagToken{end: end, hash: fnvOffset}
}

func (g *guardTokenizer) nameByte(b byte) { g.tag.addName(b) }

func (g *guardTokenizer) beginAttr() {
	t := &g.tag
	t.keyN, t.valN = 0, 0
	t.keyHash, t.valHash = fnvOffset, fnvOffset
}

func (g *guardTokenizer) keyByte(b byte) {
	t := &g.tag
	b = lower(b)
	if t.keyN < len(t.keyBuf) {
		t.keyBuf[t.keyN] = b
	}
	t.keyN++
	if t.hashAttrs {
		t.keyHash = (t.keyHash ^ uint64(b)) * fnvPrime
	}
}

// endsName reports whether b ends a tag name (and, with '=', an attribute
// key).
func endsName(b byte) bool { return nameEnders[b] }

var nameEnders = [256]bool{'>': true, '/': true, ' ': true, '\n': true, '\t': true, '\r': true, '\f': true}

// endAttr records the facts of the attribute just read.
func (g *guardTokenizer) endAttr() {
	t := &g.tag
	if t.keyN == 0 {
		return
	}
	if t.hashAttrs {
		h := t.keyHash*31 + t.valHash
		h ^= h >> 29
		h *= 0xbf58476d1ce4e5b9
		t.attrs += h
	}
	switch {
	case t.isKey("color"), t.isKey("face"), t.isKey("size"):
		t.fontAttr = true
	case t.isKey("type"):
		t.hiddenInput = t.hiddenInput || t.valN == 6 && bytes.EqualFold(t.valBuf[:6], []byte("hidden"))
	case t.isKey("encoding"):
		v := t.valBuf[:min(t.valN, len(t.valBuf))]
		if t.valN <= len(t.valBuf) && (bytes.EqualFold(v, []byte("text/html")) || bytes.EqualFold(v, []byte("application/xhtml+xml"))) {
			t.encodingML = true
		}
	}
	t.keyN, t.valN = 0, 0
}

// name returns the tag's name identity.
func (t *tagToken) name() nameID {
	if t.id != 0 {
		return t.id
	}
	if t.n <= len(t.buf) {
		if a := atom.Lookup(t.buf[:t.n]); a != 0 {
			t.id = nameID(a)
			return t.id
		}
	}
	return t.hashedName()
}

// hashedName is the identity of a name that is not an atom.
func (t *tagToken) hashedName() nameID {
	// Not an atom: a hash of the name's first bytes and of the rest.
	h := t.hash
	for _, b := range t.buf[:min(t.n, len(t.buf))] {
		h = (h ^ uint64(b)) * fnvPrime
	}
	t.id = nameID(h | 1<<63)
	return t.id
}

// nameCache remembers the identities of short tag names: most tags of a
// page are a few names, and a cache hit is cheaper than an atom lookup.
type nameCache [256]struct {
	key uint64 // the name's bytes, with its length in the top byte; 0 when empty
	id  nameID
}

// lookup returns the identity of t's name, through the cache for names of
// at most seven bytes.
func (c *nameCache) lookup(t *tagToken) nameID {
	if t.id != 0 {
		return t.id
	}
	if t.n > 7 {
		return t.name()
	}
	key := uint64(t.n) << 56
	for i := 0; i < t.n; i++ {
		key |= uint64(t.buf[i]) << (8 * i)
	}
	e := &c[(key*0x9e3779b97f4a7c15)>>56]
	if e.key == key {
		t.id = e.id
		return e.id
	}
	e.key, e.id = key, t.name()
	return e.id
}

// nameOf returns the identity of a lower-case name.
func (t *tagToken) nameOf(s string) nameID {
	*t = tagToken{hash: fnvOffset}
	for i := 0; i < len(s); i++ {
		t.addName(s[i])
	}
	return t.name()
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// addName adds a byte of the tag name: the first bytes are kept, the rest
// only hashed.
func (t *tagToken) addName(b byte) {
	b = lower(b)
	if t.n < len(t.buf) {
		t.buf[t.n] = b
	} else {
		t.hash = (t.hash ^ uint64(b)) * fnvPrime
	}
	t.n++
}

// emitTag hands a complete tag to the tree model.
func (g *guardTokenizer) emitTag() {
	t := &g.tag
	t.selfClosing = t.lastSlash
	g.state = tsData
	g.text = textRun{}
	if t.end {
		g.tree.endTag(g.names.lookup(t))
		return
	}
	raw, script := rawTextName(t.buf[:min(t.n, len(t.buf))], t.n)
	g.names.lookup(t)
	foreign := g.tree.startTag(t)
	if raw != "" && !foreign {
		g.raw = append(g.raw[:0], raw...)
		switch {
		case raw == "plaintext":
			// Everything after it is one text token.
			g.state = tsPlaintext
			g.tree.text(&textRun{n: 1, nonNUL: 1, nonSpace: true})
		case script:
			g.state = tsScript
			g.sc = scData
		default:
			g.state = tsRaw
		}
	}
}

// rawTextName returns the name of a start tag after which the tokenizer
// reads raw text, or "".
func rawTextName(name []byte, n int) (string, bool) {
	if n != len(name) {
		return "", false
	}
	switch string(name) {
	case "iframe", "noembed", "noframes", "noscript", "plaintext", "style", "textarea", "title", "xmp":
		return string(name), false
	case "script":
		return "script", true
	}
	return "", false
}

// flushText ends the text token read so far.
func (g *guardTokenizer) flushText() {
	if g.text.n > 0 {
		g.tree.text(&g.text)
	}
	g.text = textRun{}
}

// comment ends a comment or bogus comment.
func (g *guardTokenizer) comment() {
	g.state = tsData
	g.text = textRun{}
	g.decl = false
	g.tree.comment()
}

// declBytes keeps the first bytes of a declaration after "<!".
func (g *guardTokenizer) declBytes(p []byte) {
	if !g.decl {
		return
	}
	copy(g.declBuf[min(g.declN, len(g.declBuf)):], p)
	g.declN += len(p)
}

// declEnd ends a bogus comment or, after "<!DOCTYPE", a doctype.
func (g *guardTokenizer) declEnd() {
	if g.decl && g.declN >= len("doctype") && asciiEqualFold(string(g.declBuf[:len("doctype")]), "doctype") {
		kept := g.declBuf[:min(g.declN, len(g.declBuf))]
		g.tree.doctype(kept[len("doctype"):], g.declN <= len(g.declBuf))
		g.state = tsData
		g.text = textRun{}
		g.decl = false
		return
	}
	g.comment()
}
