package dom

import "bytes"

// A tag is read from its raw markup (the tokenizer's Raw) when the markup
// is plain: no NUL in its name or keys, no character reference, carriage
// return or NUL in its values, and at most maxPlainAttrs attributes. The
// tokenizer's TagName and TagAttr copy every name, key and value before
// returning it; reading plain markup by the tokenizer's rules copies only
// what the tree keeps. Any other tag is read through TagName and TagAttr.
const maxPlainAttrs = 16

// attrSpan is an attribute as a plain tag writes it: its key not yet
// lower-cased, and no repeat yet left out.
type attrSpan struct{ key, val []byte }

// tagName returns the lower-case name of the current start or end tag and
// reads a start tag's attributes into r.spans: from its raw markup when
// that is plain, else through the tokenizer.
func (r *reader) tagName(start bool) []byte {
	name, spans, plain := plainTag(r.z.Raw(), start, r.spans[:0])
	if r.spans = spans; plain {
		return lowerASCII(&r.name, name)
	}
	name, _ = r.z.TagName()
	r.spans = r.spans[:0]
	for more := start; more; {
		var sp attrSpan
		if sp.key, sp.val, more = r.z.TagAttr(); sp.key != nil {
			r.spans = append(r.spans, sp)
		}
	}
	return name
}

// plainTag reads the raw markup of a tag ("<div …>" or "</div …>"): its
// name as written and, for a start tag, its attributes appended to spans,
// split as the tokenizer splits them. ok is false when the markup is not
// plain.
func plainTag(raw []byte, start bool, spans []attrSpan) (name []byte, _ []attrSpan, ok bool) {
	i := 1
	if !start {
		i = 2
	}
	j := i
	for j < len(raw) && !isTagNameEnd(raw[j]) {
		j++
	}
	if name = raw[i:j]; bytes.IndexByte(name, 0) >= 0 {
		return nil, spans, false
	}
	for start {
		j = skipSpace(raw, j)
		if j >= len(raw) || raw[j] == '>' {
			break
		}
		// The key: up to white space, '/', '>' or a '=' that is not its
		// first character.
		k := j
		if raw[k] == '=' {
			k++
		}
		for k < len(raw) && !isTagNameEnd(raw[k]) && raw[k] != '=' {
			k++
		}
		key := raw[j:k]
		var val []byte
		switch j = skipSpace(raw, k); {
		case j < len(raw) && raw[j] == '/':
			j++
		case j < len(raw) && raw[j] == '=':
			val, j = attrValue(raw, skipSpace(raw, j+1))
		}
		if len(key) == 0 {
			continue
		}
		if len(spans) == maxPlainAttrs || bytes.IndexByte(key, 0) >= 0 || needsDecoding(val) {
			return nil, spans, false
		}
		spans = append(spans, attrSpan{key, val})
	}
	return name, spans, true
}

// needsDecoding reports whether an attribute value holds a character
// reference, a carriage return or NUL.
func needsDecoding(v []byte) bool {
	for _, c := range v {
		if c == '&' || c == '\r' || c == 0 {
			return true
		}
	}
	return false
}

// attrValue returns the attribute value at i, quoted or up to white space
// or '>', and the index after it.
func attrValue(raw []byte, i int) ([]byte, int) {
	if i >= len(raw) || raw[i] == '>' {
		return nil, i
	}
	if q := raw[i]; q == '"' || q == '\'' {
		end := bytes.IndexByte(raw[i+1:], q)
		if end < 0 {
			return raw[i+1:], len(raw)
		}
		return raw[i+1 : i+1+end], i + end + 2
	}
	j := i
	for j < len(raw) && !isSpace(raw[j]) && raw[j] != '>' {
		j++
	}
	return raw[i:j], j
}

// lowerASCII returns b with ASCII letters in lower case: b itself when it
// has none in upper case, else a copy in buf.
func lowerASCII(buf *[]byte, b []byte) []byte {
	i := 0
	for i < len(b) && !('A' <= b[i] && b[i] <= 'Z') {
		i++
	}
	if i == len(b) {
		return b
	}
	*buf = append((*buf)[:0], b...)
	for j := i; j < len(b); j++ {
		if c := b[j]; 'A' <= c && c <= 'Z' {
			(*buf)[j] = c + 'a' - 'A'
		}
	}
	return *buf
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r'
}

func isTagNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}
