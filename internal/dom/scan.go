package dom

import (
	"strings"

	"golang.org/x/net/html"
)

// token is what the scanner read: a tag, text, a comment or a doctype.
type token uint8

const (
	tokEOF token = iota
	tokText
	tokStart
	tokEnd
	tokComment
	tokDoctype
)

// attrSpan is one attribute of a start tag as written: its key and raw
// value, and whether the value needs decoding.
type attrSpan struct {
	key, val string
	decode   bool // the value holds '&', '\r' or NUL
}

// scanner splits a serialized page into tokens as HTML's tokenizer does,
// in one pass over the source and without copying it: names, text and
// attribute values are slices of src unless they must be decoded.
type scanner struct {
	src string
	pos int
	// raw, when set, is the name of the element whose raw text comes
	// next (script, style, textarea, …), set by the reader after the
	// start tag; rcdata says its character references are decoded.
	raw    string
	rcdata bool
	// cdata says whether <![CDATA[ … ]]> is text (in foreign content).
	cdata bool

	// The current token.
	name        string // lower-case tag name
	text        string // text, comment or doctype data, decoded
	selfClosing bool
	attrs       []attrSpan
	seen        map[string]bool // the keys of a tag with many attributes
}

// manyAttrs is the number of attributes past which a tag's keys are
// checked for repeats with a map instead of one by one.
const manyAttrs = 16

// next reads the next token.
func (s *scanner) next() token {
	if s.raw != "" {
		if t := s.rawText(); t != tokEOF {
			return t
		}
	}
	start, i := s.pos, s.pos
	for {
		lt := strings.IndexByte(s.src[i:], '<')
		if lt < 0 {
			i = len(s.src)
			break
		}
		if i += lt; s.startsMarkup(i) {
			break
		}
		i++ // a '<' that starts nothing is text
	}
	switch {
	case i > start:
		// Text runs up to the markup: it is a token of its own.
		s.pos = i
		return s.setText(s.src[start:i], false, false)
	case i == len(s.src):
		return tokEOF
	}
	return s.markup(i)
}

// setText makes t, decoded, the current text token.
func (s *scanner) setText(t string, raw, nul bool) token {
	s.text = decodeText(t, raw, nul)
	return tokText
}

// startsMarkup reports whether the '<' at i begins a tag, comment,
// doctype or end tag rather than text.
func (s *scanner) startsMarkup(i int) bool {
	if i+1 >= len(s.src) {
		return false
	}
	switch c := s.src[i+1]; {
	case isLetter(c), c == '!', c == '?':
		return true
	case c == '/':
		return i+2 < len(s.src)
	}
	return false
}

// markup reads the markup that the '<' at i starts.
func (s *scanner) markup(i int) token {
	switch c := s.src[i+1]; {
	case isLetter(c):
		return s.tag(i+1, tokStart)
	case c == '!':
		return s.declaration(i + 2)
	case c == '?':
		return s.bogusComment(i+1, i+1)
	}
	// "</"
	switch c := s.src[i+2]; {
	case isLetter(c):
		return s.tag(i+2, tokEnd)
	case c == '>':
		return s.setComment(i+2, i+2, i+3) // "</>" is an empty comment
	}
	return s.bogusComment(i+2, i+2)
}

// tag reads a start or end tag whose name begins at i. A tag cut off by
// the end of the input is dropped, as HTML's tokenizer drops it.
func (s *scanner) tag(i int, t token) token {
	j := i
	for j < len(s.src) && !isTagNameEnd(s.src[j]) {
		j++
	}
	s.name = lowerName(s.src[i:j])
	s.attrs = s.attrs[:0]
	s.selfClosing = false
	lastValEnd := -1
	for {
		j = skipSpace(s.src, j)
		if j >= len(s.src) {
			s.pos = len(s.src)
			return tokEOF
		}
		if s.src[j] == '>' {
			s.pos = j + 1
			s.selfClosing = t == tokStart && s.src[j-1] == '/' && j-1 != lastValEnd
			return t
		}
		// The key: up to white space, '/', '>' or a '=' that is not its
		// first character.
		k := j
		if s.src[k] == '=' {
			k++
		}
		for k < len(s.src) && !isKeyEnd(s.src[k]) {
			k++
		}
		key := s.src[j:k]
		j = skipSpace(s.src, k)
		val, valEnd := "", -1
		if j < len(s.src) && s.src[j] == '/' {
			j++
		} else if j < len(s.src) && s.src[j] == '=' {
			val, j, valEnd = s.value(skipSpace(s.src, j+1))
		}
		if j > len(s.src) {
			s.pos = len(s.src)
			return tokEOF
		}
		lastValEnd = -1
		if key != "" {
			lastValEnd = valEnd
			s.addAttr(key, val)
		}
	}
}

// value reads an attribute value at i: quoted, or up to white space or
// '>'. It returns the value, the index after it and the index of its last
// character when unquoted (-1 when quoted); past the end of the input the
// index is len(src)+1.
func (s *scanner) value(i int) (string, int, int) {
	if i >= len(s.src) {
		return "", i, -1
	}
	switch q := s.src[i]; q {
	case '>':
		return "", i, -1
	case '"', '\'':
		end := strings.IndexByte(s.src[i+1:], q)
		if end < 0 {
			return "", len(s.src) + 1, -1
		}
		return s.src[i+1 : i+1+end], i + end + 2, -1
	}
	j := i
	for j < len(s.src) && !isSpace(s.src[j]) && s.src[j] != '>' {
		j++
	}
	return s.src[i:j], j, j - 1
}

// addAttr records an attribute unless its key, lower-cased, was seen
// before in the tag: the first one wins.
func (s *scanner) addAttr(key, val string) {
	key = lowerName(key)
	switch {
	case len(s.attrs) < manyAttrs:
		for _, a := range s.attrs {
			if a.key == key {
				return
			}
		}
	case len(s.attrs) == manyAttrs:
		s.seen = map[string]bool{}
		for _, a := range s.attrs {
			s.seen[a.key] = true
		}
		fallthrough
	default:
		if s.seen[key] {
			return
		}
		s.seen[key] = true
	}
	s.attrs = append(s.attrs, attrSpan{key: key, val: val, decode: strings.ContainsAny(val, "&\r\x00")})
}

// declaration reads what follows "<!" at i: a comment, a doctype, CDATA
// in foreign content, or a bogus comment.
func (s *scanner) declaration(i int) token {
	rest := s.src[i:]
	switch {
	case strings.HasPrefix(rest, "--"):
		return s.comment(i + 2)
	case len(rest) >= 7 && strings.EqualFold(rest[:7], "doctype"):
		j := skipSpace(s.src, i+7)
		end := strings.IndexByte(s.src[j:], '>')
		if end < 0 {
			end = len(s.src) - j
		}
		s.text, s.pos = decodeText(s.src[j:j+end], false, false), min(j+end+1, len(s.src))
		return tokDoctype
	case s.cdata && strings.HasPrefix(rest, "[CDATA["):
		j := i + 7
		end := strings.Index(s.src[j:], "]]>")
		if end < 0 {
			s.pos = len(s.src)
			return s.setText(s.src[j:], false, true)
		}
		s.pos = j + end + 3
		return s.setText(s.src[j:j+end], false, true)
	}
	return s.bogusComment(i, i)
}

// comment reads a comment whose data begins at i (after "<!--"): it ends
// at "-->" or "--!>", and "<!-->" and "<!--->" are empty comments.
func (s *scanner) comment(i int) token {
	switch {
	case strings.HasPrefix(s.src[i:], ">"):
		return s.setComment(i, i, i+1)
	case strings.HasPrefix(s.src[i:], "->"):
		return s.setComment(i, i, i+2)
	}
	for j := i; ; {
		k := strings.Index(s.src[j:], "--")
		if k < 0 {
			end := len(s.src)
			for _, suffix := range []string{"--!", "--", "-"} {
				if strings.HasSuffix(s.src[i:], suffix) {
					end -= len(suffix)
					break
				}
			}
			return s.setComment(i, end, len(s.src))
		}
		k += j
		rest := s.src[k+2:]
		n := len(rest) - len(strings.TrimLeft(rest, "-")) // dashes beyond two
		switch after := rest[n:]; {
		case strings.HasPrefix(after, ">"):
			return s.setComment(i, k+n, k+2+n+1)
		case strings.HasPrefix(after, "!>"):
			return s.setComment(i, k+n, k+2+n+2)
		}
		// No "--" inside the run of dashes can end the comment either.
		j = k + 2 + n
	}
}

// setComment makes src[from:to] the current comment and continues at next.
func (s *scanner) setComment(from, to, next int) token {
	s.text, s.pos = decodeText(s.src[from:to], false, true), next
	return tokComment
}

// bogusComment reads markup that is neither a tag nor a comment up to
// '>' as a comment whose data begins at from.
func (s *scanner) bogusComment(from, i int) token {
	end := strings.IndexByte(s.src[i:], '>')
	if end < 0 {
		return s.setComment(from, len(s.src), len(s.src))
	}
	return s.setComment(from, i+end, i+end+1)
}

// rawText reads the raw text of the element s.raw up to its end tag
// (script text by the script rules), leaving the end tag to next.
func (s *scanner) rawText() token {
	raw := s.raw
	s.raw = ""
	start, end := s.pos, len(s.src)
	switch raw {
	case "plaintext":
	case "script":
		end = s.scriptEnd(start)
	default:
		end = s.rawEnd(start, raw)
	}
	s.pos = end
	if end == start {
		return tokEOF
	}
	return s.setText(s.src[start:end], !s.rcdata, true)
}

// rawEnd returns the index of the end tag of raw text named name at or
// after i, or len(src).
func (s *scanner) rawEnd(i int, name string) int {
	for {
		k := strings.Index(s.src[i:], "</")
		if k < 0 {
			return len(s.src)
		}
		i += k
		if s.isEndTag(i, name) {
			return i
		}
		i += 2
	}
}

// isEndTag reports whether an end tag named name (any case) followed by
// white space, '/' or '>' is at i.
func (s *scanner) isEndTag(i int, name string) bool {
	j := i + 2 + len(name)
	return j < len(s.src) && s.src[i+1] == '/' && strings.EqualFold(s.src[i+2:j], name) && isTagNameEnd(s.src[j])
}

// scriptEnd returns the index of the </script> that ends script text
// beginning at i, following HTML's script states: in "<!--" an inner
// "<script" escapes one "</script>" until "-->".
func (s *scanner) scriptEnd(i int) int {
	escaped, double := false, false
	for {
		k := strings.IndexAny(s.src[i:], "<-")
		if k < 0 {
			return len(s.src)
		}
		i += k
		rest := s.src[i:]
		switch {
		case !escaped && strings.HasPrefix(rest, "<!--"):
			// The dashes of "<!--" may end the escape at once ("<!-->").
			escaped = true
			i += 2
			continue
		case escaped && strings.HasPrefix(rest, "-->"):
			escaped, double = false, false
			i += 3
			continue
		case strings.HasPrefix(rest, "</") && s.isEndTag(i, "script"):
			if !double {
				return i
			}
			double = false
			i += 8
			continue
		case escaped && !double && strings.HasPrefix(rest, "<") && len(rest) > 7 &&
			strings.EqualFold(rest[1:7], "script") && isTagNameEnd(rest[7]):
			double = true
			i += 7
			continue
		}
		i++
	}
}

// lowerName returns name with ASCII letters in lower case and NUL read
// as U+FFFD, without copying a name that is already so.
func lowerName(name string) string {
	i := 0
	for i < len(name) && !('A' <= name[i] && name[i] <= 'Z' || name[i] == 0) {
		i++
	}
	if i == len(name) {
		return name
	}
	b := make([]byte, 0, len(name))
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == 0:
			b = append(b, "\ufffd"...)
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// decodeText returns text with "\r\n" and "\r" read as "\n", NUL as
// U+FFFD when nul is set, and character references decoded unless raw.
func decodeText(t string, raw, nul bool) string {
	if strings.IndexByte(t, '\r') >= 0 {
		t = strings.ReplaceAll(strings.ReplaceAll(t, "\r\n", "\n"), "\r", "\n")
	}
	if nul && strings.IndexByte(t, 0) >= 0 {
		t = strings.ReplaceAll(t, "\x00", "\ufffd")
	}
	if !raw && strings.IndexByte(t, '&') >= 0 {
		t = html.UnescapeString(t)
	}
	return t
}

// decodeAttr returns an attribute value with newlines and NUL read as in
// text and character references decoded as HTML decodes them in
// attributes: a named reference counts only when the whole name is one,
// and one without ';' followed by '=' or a letter or digit is left as
// written.
func decodeAttr(v string) string {
	v = decodeText(v, true, true)
	amp := strings.IndexByte(v, '&')
	if amp < 0 {
		return v
	}
	var b strings.Builder
	for amp >= 0 {
		b.WriteString(v[:amp])
		v = v[amp:]
		n := refLen(v)
		ref := v[:n]
		dec := html.UnescapeString(ref)
		named := n > 1 && v[1] != '#'
		switch {
		case named && ref[n-1] != ';' && n < len(v) && (v[n] == '=' || isAlnum(v[n])),
			named && !wholeName(ref, dec):
			b.WriteByte('&')
			v = v[1:]
		default:
			b.WriteString(dec)
			v = v[n:]
		}
		amp = strings.IndexByte(v, '&')
	}
	b.WriteString(v)
	return b.String()
}

// refLen returns the length of the character reference at the start of v
// ("&name;", "&name", "&#123;", "&#x1F;"), 1 when the '&' starts none.
func refLen(v string) int {
	i := 1
	if i < len(v) && v[i] == '#' {
		i++
		if i < len(v) && (v[i] == 'x' || v[i] == 'X') {
			i++
		}
	}
	for i < len(v) && isAlnum(v[i]) {
		i++
	}
	if i < len(v) && v[i] == ';' {
		i++
	}
	return i
}

// wholeName reports whether dec, the text decoding of the named reference
// ref, used all of ref's name: decoding in text falls back to the longest
// name that is a prefix, leaving the rest of the name as written.
func wholeName(ref, dec string) bool {
	if dec == ref {
		return false
	}
	// A decoded reference ends in the rest of its name only when the
	// decoder fell back to a prefix; of the whole names, only "&semi;"
	// decodes to the name's last character.
	return ref == "&semi;" || dec[len(dec)-1] != ref[len(ref)-1]
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isAlnum(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' }

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r'
}

func isTagNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' }

func isKeyEnd(c byte) bool { return isTagNameEnd(c) || c == '=' }

func skipSpace(s string, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}
