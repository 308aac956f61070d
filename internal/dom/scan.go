package dom

import (
	"io"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scanner splits a source into the tokens x/net/html's tokenizer reads
// from it and reads each as the tokenizer does: text and plain tags
// itself, slicing the source, any other token (comment, doctype, CDATA, a
// tag that is not plain, a raw-text element's start tag and text) with a
// tokenizer started at the token.
type scanner struct {
	src string
	pos int // where the next token starts
	// cdata reads <![CDATA[…]]> as text, as in foreign content (the
	// tokenizer's AllowCDATA).
	cdata bool
	// raw reports that the next token is the text of the raw-text
	// element whose start tag the tokenizer just read; clearing it is the
	// tokenizer's NextIsNotRawText.
	raw bool

	// The current token: its text (text, comment, doctype), or its tag's
	// name and, for a start tag, attributes.
	text  string
	name  *tagName
	attrs []html.Attribute

	z, fresh html.Tokenizer
	zr       pieceReader
	names    map[string]*tagName
	lower    []byte            // a name being lower-cased
	values   map[string]string // values with a reference read, decoded
	// budget is the document's node budget: the scanner spends it on the
	// names and decoded values it keeps, the text it copies and the
	// attributes of a tag it hands to a tokenizer.
	budget *budget
}

// tokenizerAttrCost is what an attribute of a tag read by a tokenizer may
// take while the tag is read: the tokenizer's record of it and of its
// key, and the scanner's.
const tokenizerAttrCost = 256

const maxPlainAttrs = 16

// tagName is a tag name or attribute key in lower case, one per distinct
// name, with its atom, the number of open elements of that name and the
// stack index of the nearest one (while one is open).
type tagName struct {
	s    string
	a    atom.Atom
	open int32
	last int16
}

func newScanner(src string, b *budget) *scanner {
	s := &scanner{src: src, names: map[string]*tagName{}, values: map[string]string{}, budget: b}
	// A Tokenizer value copied from fresh starts afresh, on fresh's
	// buffer: a hard token costs no new tokenizer.
	s.fresh = *html.NewTokenizer(&s.zr)
	return s
}

// next reads the next token and returns its type; ErrorToken at the end
// of the source.
func (s *scanner) next() html.TokenType {
	rest := s.src[s.pos:]
	switch {
	case s.raw:
		if tt, ok := s.rawText(); ok {
			return tt
		}
		return s.fromTokenizer(false)
	case rest == "":
		return html.ErrorToken
	}
	if n := textLen(rest); n > 0 {
		// Text as the tokenizer's Text reads it: carriage returns as
		// newlines, character references decoded.
		t := rest[:n]
		if strings.IndexByte(t, '\r') >= 0 {
			t = strings.ReplaceAll(strings.ReplaceAll(t, "\r\n", "\n"), "\r", "\n")
			s.budget.spend(len(t)) // a copy
		}
		if strings.IndexByte(t, '&') >= 0 {
			t = html.UnescapeString(t)
			s.budget.spend(len(t)) // a copy
		}
		s.text, s.pos = t, s.pos+n
		return html.TextToken
	}
	switch tt, n := s.plainTag(rest); {
	case n > 0:
		s.pos += n
		return tt
	case n < 0:
		// A tag the source ends in: the tokenizer would read the rest of
		// the source into its buffer to return the same error token.
		s.pos = len(s.src)
		return html.ErrorToken
	}
	return s.fromTokenizer(true)
}

// rawText reads the text of the raw-text element whose start tag the
// tokenizer just read, as the tokenizer reads it, slicing the source: up
// to the first end tag of the element's name (any case, followed by white
// space, '/' or '>') or the end of the source. ok is false when the
// tokenizer must read it: plaintext, and a script whose text up to that
// end tag holds "<!--" (the escapes that can move the end), and text
// with a NUL (the tokenizer replaces it).
func (s *scanner) rawText() (tt html.TokenType, ok bool) {
	if s.name.a == atom.Plaintext {
		return 0, false
	}
	rest := s.src[s.pos:]
	t := rest[:rawTextEnd(rest, s.name.s)]
	if s.name.a == atom.Script && strings.Contains(t, "<!--") || strings.IndexByte(t, 0) >= 0 {
		return 0, false
	}
	s.raw = false
	if t == "" {
		return s.next(), true
	}
	s.pos += len(t)
	if strings.IndexByte(t, '\r') >= 0 {
		t = strings.ReplaceAll(strings.ReplaceAll(t, "\r\n", "\n"), "\r", "\n")
		s.budget.spend(len(t)) // a copy
	}
	if (s.name.a == atom.Title || s.name.a == atom.Textarea) && strings.IndexByte(t, '&') >= 0 {
		t = html.UnescapeString(t)
		s.budget.spend(len(t)) // a copy
	}
	s.text = t
	return html.TextToken, true
}

// rawTextEnd returns where the end tag of an element named name (lower
// case) starts in t: "</" and the name in any case, then white space, '/'
// or '>'; len(t) when there is none.
func rawTextEnd(t, name string) int {
	for i := 0; ; {
		j := strings.Index(t[i:], "</")
		if j < 0 {
			return len(t)
		}
		i += j
		k := i + 2 + len(name)
		if k < len(t) && (isSpace(t[k]) || t[k] == '/' || t[k] == '>') && asciiEqualFold(t[i+2:k], name) {
			return i
		}
		i += 2
	}
}

// asciiEqualFold reports whether a equals the lower-case b, ASCII letters
// in any case.
func asciiEqualFold(a, b string) bool {
	for i := range len(a) {
		if c := a[i]; c != b[i] && c+'a'-'A' != b[i] {
			return false
		}
	}
	return true
}

// textLen returns the length of the text at the start of t: up to the
// first '<' that starts a tag, comment or doctype (followed by an ASCII
// letter, '/', '!' or '?').
func textLen(t string) int {
	for i := 0; ; {
		j := strings.IndexByte(t[i:], '<')
		if j < 0 {
			return len(t)
		}
		i += j + 1
		if i < len(t) && (isLetter(t[i]) || t[i] == '/' || t[i] == '!' || t[i] == '?') {
			return i - 1
		}
	}
}

// plainTag reads the tag at the start of t ("<div …>" or "</div …>") by
// the tokenizer's rules: its name and, for a start tag, its attributes,
// repeated keys left out, values decoded. n is the length of its markup,
// 0 when the tag is not plain: a NUL in its name, or in a start tag a NUL
// in a key, a carriage return, NUL or reference unescape cannot decode in
// a value, over maxPlainAttrs attributes, or the start of a raw-text
// element; -1 for a plain tag not closed by '>' before the source ends
// (the tokenizer reads it as an error token, the end).
func (s *scanner) plainTag(t string) (tt html.TokenType, n int) {
	i, tt := 1, html.StartTagToken
	if t[1] == '/' {
		i, tt = 2, html.EndTagToken
	}
	if i >= len(t) || !isLetter(t[i]) {
		return tt, 0
	}
	j := i
	for j < len(t) && !isTagNameEnd(t[j]) {
		j++
	}
	if strings.IndexByte(t[i:j], 0) >= 0 {
		return tt, 0
	}
	s.name, s.attrs = s.intern(t[i:j]), s.attrs[:0]
	keptEnd := -1 // where the value of the last attribute kept ends, unquoted
	for {
		if j = skipSpace(t, j); j >= len(t) {
			return tt, -1
		} else if t[j] == '>' {
			break
		}
		// The key: up to white space, '/', '>' or a '=' that is not its
		// first character.
		k := j
		if t[k] == '=' {
			k++
		}
		for k < len(t) && !isTagNameEnd(t[k]) && t[k] != '=' {
			k++
		}
		key, val, end := t[j:k], "", -1
		switch j = skipSpace(t, k); {
		case j < len(t) && t[j] == '/':
			j++
		case j < len(t) && t[j] == '=':
			val, j, end = attrValue(t, skipSpace(t, j+1))
		}
		if key == "" || tt == html.EndTagToken {
			continue
		}
		if len(s.attrs) == maxPlainAttrs || strings.IndexByte(key, 0) >= 0 || strings.ContainsAny(val, "&\r\x00") && (strings.ContainsAny(val, "\r\x00") || !s.unescape(&val)) {
			return tt, 0
		}
		key = s.intern(key).s
		if !slices.ContainsFunc(s.attrs, func(a html.Attribute) bool { return a.Key == key }) {
			s.attrs = append(s.attrs, html.Attribute{Key: key, Val: val})
			keptEnd = end
		}
	}
	if tt == html.StartTagToken {
		if isRawText(s.name.a) {
			return tt, 0
		}
		// "<br/>" closes itself, "<a href=/>" does not.
		if t[j-1] == '/' && keptEnd != j {
			tt = html.SelfClosingTagToken
		}
	}
	return tt, j + 1
}

// unescape decodes the character references of an attribute value as the
// tokenizer does, once per distinct value, or reports false (the tag is
// the tokenizer's) when it cannot: html.UnescapeString decodes as in text,
// which differs only on a named reference not closed by ';' or not a name
// HTML defines whole (that leaves a ';' when decoded alone).
func (s *scanner) unescape(val *string) bool {
	if d, ok := s.values[*val]; ok {
		*val = d
		return true
	}
	for rest := *val; strings.IndexByte(rest, '&') >= 0; {
		rest = rest[strings.IndexByte(rest, '&')+1:]
		n := 0
		for n < len(rest) && (isLetter(rest[n]) || '0' <= rest[n] && rest[n] <= '9') {
			n++
		}
		if n > 0 && (n == len(rest) || rest[n] != ';' || strings.IndexByte(html.UnescapeString("&"+rest[:n+1]), ';') >= 0) {
			return false
		}
	}
	d := html.UnescapeString(*val)
	s.values[*val], *val = d, d
	s.budget.spend(valueCost + len(d))
	return true
}

// attrValue returns the attribute value at i, quoted or up to white space
// or '>', the index after it and, for an unquoted value, where it ends
// (-1 for a quoted one).
func attrValue(t string, i int) (val string, next, end int) {
	if i >= len(t) || t[i] == '>' {
		return "", i, -1
	}
	if q := t[i]; q == '"' || q == '\'' {
		j := strings.IndexByte(t[i+1:], q)
		if j < 0 {
			return t[i+1:], len(t), -1
		}
		return t[i+1 : i+1+j], i + j + 2, -1
	}
	j := i
	for j < len(t) && !isSpace(t[j]) && t[j] != '>' {
		j++
	}
	return t[i:j], j, j
}

// fromTokenizer reads the next token with the tokenizer: a new one
// started at the token, or, after a raw-text element's start tag, the
// one that read it.
func (s *scanner) fromTokenizer(start bool) html.TokenType {
	if start {
		if n := tagAttrs(s.src[s.pos:]); n > 0 {
			// A tag's attributes are all read before any is returned:
			// pay for them first.
			if s.budget.spend(n * tokenizerAttrCost); s.budget.over() {
				s.pos = len(s.src)
				return html.ErrorToken
			}
		}
		s.zr = pieceReader{s: s.src[s.pos:], n: 64}
		s.z = s.fresh
	}
	s.z.AllowCDATA(s.cdata)
	tt := s.z.Next()
	s.pos += len(s.z.Raw())
	s.raw = false
	switch tt {
	case html.ErrorToken: // a tag the source ends in
		s.pos = len(s.src)
	case html.TextToken, html.CommentToken, html.DoctypeToken:
		if text, raw := s.z.Text(), s.z.Raw(); tt == html.TextToken && string(text) == string(raw) {
			s.text = s.src[s.pos-len(raw) : s.pos] // as written: no copy
		} else {
			s.text = string(text)
			s.budget.spend(len(s.text))
		}
	default:
		name, more := s.z.TagName()
		s.name, s.attrs = s.intern(string(name)), s.attrs[:0]
		for more && tt != html.EndTagToken {
			var k, v []byte
			k, v, more = s.z.TagAttr()
			s.attrs = append(s.attrs, html.Attribute{Key: s.intern(string(k)).s, Val: string(v)})
			s.budget.spend(len(v))
		}
		s.raw = tt != html.EndTagToken && isRawText(s.name.a)
		if len(s.attrs) > 1024 { // the tokenizer clears its key map on every tag: a small map again
			s.fresh = *html.NewTokenizer(&s.zr)
		}
	}
	return tt
}

// tagAttrs returns how many attributes the start tag at the start of t
// may have, read as plainTag reads them, up to the tag's end or the
// source's; 0 for an end tag or anything else.
func tagAttrs(t string) int {
	if len(t) < 2 || t[0] != '<' || !isLetter(t[1]) {
		return 0
	}
	j := 1
	for j < len(t) && !isTagNameEnd(t[j]) {
		j++
	}
	n := 0
	for {
		if j = skipSpace(t, j); j >= len(t) || t[j] == '>' {
			return n
		}
		k := j
		if t[k] == '=' {
			k++
		}
		for k < len(t) && !isTagNameEnd(t[k]) && t[k] != '=' {
			k++
		}
		if k > j {
			n++
		}
		switch j = skipSpace(t, k); {
		case j < len(t) && t[j] == '/':
			j++
		case j < len(t) && t[j] == '=':
			_, j, _ = attrValue(t, skipSpace(t, j+1))
		}
	}
}

// isRawText reports whether the text of an HTML element named a is raw
// text to the tokenizer.
func isRawText(a atom.Atom) bool {
	switch a {
	case atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript, atom.Plaintext,
		atom.Script, atom.Style, atom.Textarea, atom.Title, atom.Xmp:
		return true
	}
	return false
}

// intern returns the name of a tag name or attribute key as written.
func (s *scanner) intern(written string) *tagName {
	if n, ok := s.names[written]; ok {
		return n
	}
	b := append(s.lower[:0], written...)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	s.lower = b
	n, ok := s.names[string(b)]
	if !ok {
		n = &tagName{s: written, a: atom.Lookup(b)}
		if n.a != 0 {
			n.s = n.a.String()
		} else if string(b) != written {
			n.s = string(b)
		}
		s.names[n.s] = n
		s.budget.spend(nameCost + len(n.s))
	}
	s.names[written] = n
	s.budget.spend(nameCost)
	return n
}

// pieceReader reads a string in pieces that double from n bytes, so that
// a tokenizer reading a token from it copies about as many bytes as the
// token holds, not a whole buffer.
type pieceReader struct {
	s string
	n int
}

func (p *pieceReader) Read(b []byte) (int, error) {
	if p.s == "" {
		return 0, io.EOF
	}
	n := copy(b[:min(len(b), p.n)], p.s)
	p.s, p.n = p.s[n:], 2*p.n
	return n, nil
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r' }

func isTagNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' }

func skipSpace(t string, i int) int {
	for i < len(t) && isSpace(t[i]) {
		i++
	}
	return i
}
