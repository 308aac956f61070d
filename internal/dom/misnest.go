package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// ErrTooComplex is returned for markup whose misnested formatting elements
// would make the HTML parser rebuild more elements than the input size
// allows (see MaxClones).
var ErrTooComplex = errors.New("dom: misnested formatting elements would rebuild too many elements")

// Clone bound. The HTML parser reopens ("reconstructs") formatting elements
// (a, b, i, font, …) that were closed implicitly before each later text or
// tag, so misnested markup builds elements the input never wrote: about 700
// bytes of tree per byte of such input. A document may cause at most
// MaxClones such rebuilt elements plus one per CloneBytes bytes read; pages
// saved from a browser are serialised trees and cause none.
const (
	MaxClones  = 1 << 16
	CloneBytes = 16
)

// Tag kinds of the model.
const (
	kindOther      = iota
	kindFormatting // a, b, i, font, …: reopened by the parser when closed implicitly
	kindVoid       // never has content or an end tag
	kindRaw        // holds raw text up to its own end tag
)

// tagKind returns the kind of a lower-case tag name.
func tagKind(name []byte) int {
	switch string(name) {
	case "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u":
		return kindFormatting
	case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr":
		return kindVoid
	case "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript":
		return kindRaw
	}
	return kindOther
}

// Bounds of the clone counter's own state; past them it stops tracking,
// which only makes it count fewer clones than a deeper parse could.
const (
	maxTrackedOpen   = 1024
	maxTrackedActive = 1024
	maxTagName       = 16
)

// scanner states
const (
	stText = iota
	stLT
	stName
	stAttrs
	stQuote
	stBang
	stComment
	stBogus
	stRaw
	stRawLT
	stRawName
)

// cloneCounter follows the bytes the parser reads with a small model of the
// parser's stack of open elements and list of active formatting elements,
// and counts the formatting elements the parser will reopen. It is an
// estimate built to err high on misnested markup and to stay at zero on
// well-nested markup.
type cloneCounter struct {
	state  int
	tn     tagName
	long   bool // the tag name is longer than maxTagName
	end    bool // the tag is an end tag
	quote  byte
	dashes int    // comment: "-" run; bang: "-" count
	raw    string // the raw-text element being skipped
	rawPos int
	inText bool // inside a run of non-space text

	open   []entry   // the model's stack of open elements
	active []int     // indexes into open of the active formatting elements, or -1 when closed
	names  []tagName // the names of the active formatting elements
	clones int64
	read   int64
	starts int // start tags seen, outside comments and raw text
}

type entry struct {
	name      tagName
	activeIdx int // index into active, or -1
}

// tagName is a lower-case tag name of at most maxTagName bytes, held by
// value so that the model allocates nothing per tag.
type tagName struct {
	b [maxTagName]byte
	n uint8
}

func (t tagName) bytes() []byte { return t.b[:t.n] }

// over reports whether the clones counted so far exceed the bound for the
// bytes read so far.
func (c *cloneCounter) over() bool {
	return c.clones > MaxClones+c.read/CloneBytes
}

// feed runs the model over p. Runs of bytes that cannot change the model
// (text while nothing waits to be reopened, attribute values, raw text,
// comments) are skipped with a byte search instead of stepped through.
func (c *cloneCounter) feed(p []byte) {
	c.read += int64(len(p))
	for i := 0; i < len(p); {
		var skip int
		switch c.state {
		case stText:
			if !c.pending() {
				skip = bytes.IndexByte(p[i:], '<')
			}
		case stQuote:
			skip = bytes.IndexByte(p[i:], c.quote)
		case stAttrs:
			skip = indexAttrStop(p[i:])
		case stRaw:
			skip = bytes.IndexByte(p[i:], '<')
		case stComment:
			if c.dashes == 0 {
				skip = bytes.IndexByte(p[i:], '-')
			}
		case stBogus:
			skip = bytes.IndexByte(p[i:], '>')
		case stName:
			for i < len(p) && isNameByte(p[i]) {
				c.addName(p[i])
				i++
			}
			if i == len(p) {
				return
			}
		}
		if skip < 0 {
			if c.state == stText {
				c.inText = false
			}
			return
		}
		if skip > 0 {
			if c.state == stText {
				c.inText = false
			}
			i += skip
			continue
		}
		c.step(p[i])
		i++
	}
}

// pending reports whether some active formatting element waits to be
// reopened, so that text matters to the model.
func (c *cloneCounter) pending() bool {
	return len(c.active) > 0 && c.active[len(c.active)-1] < 0
}

// indexAttrStop returns the index of the first byte that ends a run of
// attribute text: a quote or '>'.
func indexAttrStop(p []byte) int {
	for i, b := range p {
		if b == '"' || b == '\'' || b == '>' {
			return i
		}
	}
	return -1
}

func (c *cloneCounter) step(b byte) {
	switch c.state {
	case stText:
		switch {
		case b == '<':
			c.state = stLT
			c.inText = false
		case b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == '\f':
			c.inText = false
		default:
			if !c.inText {
				c.inText = true
				c.reconstruct()
			}
		}
	case stLT:
		c.tn, c.long, c.end = tagName{}, false, false
		switch {
		case b == '/':
			c.end = true
			c.state = stName
		case isLetter(b):
			c.addName(b)
			c.state = stName
		case b == '!':
			c.dashes = 0
			c.state = stBang
		case b == '?':
			c.state = stBogus
		default:
			c.state = stText
			c.step(b)
		}
	case stName:
		switch {
		case isNameByte(b):
			c.addName(b)
		case b == '>':
			c.tag()
		default:
			if c.tn.n == 0 && c.end {
				c.state = stBogus
				return
			}
			c.state = stAttrs
		}
	case stAttrs:
		switch b {
		case '"', '\'':
			c.quote = b
			c.state = stQuote
		case '>':
			c.tag()
		}
	case stQuote:
		if b == c.quote {
			c.state = stAttrs
		}
	case stBang:
		if b == '-' {
			c.dashes++
			if c.dashes == 2 {
				c.dashes = 0
				c.state = stComment
			}
			return
		}
		c.state = stBogus
		c.step(b)
	case stComment:
		switch {
		case b == '-':
			c.dashes++
		case b == '>' && c.dashes >= 2:
			c.state = stText
		default:
			c.dashes = 0
		}
	case stBogus:
		if b == '>' {
			c.state = stText
		}
	case stRaw:
		if b == '<' {
			c.state = stRawLT
		}
	case stRawLT:
		if b == '/' {
			c.rawPos = 0
			c.state = stRawName
			return
		}
		c.state = stRaw
		c.step(b)
	case stRawName:
		if c.rawPos < len(c.raw) && lower(b) == c.raw[c.rawPos] {
			c.rawPos++
			return
		}
		if c.rawPos == len(c.raw) && (b == '>' || b == ' ' || b == '/' || b == '\t' || b == '\n' || b == '\r' || b == '\f') {
			c.tn = tagName{n: uint8(copy(c.tn.b[:], c.raw))}
			c.long, c.end = false, true
			if b == '>' {
				c.tag()
			} else {
				c.state = stAttrs
			}
			return
		}
		c.state = stRaw
		c.step(b)
	}
}

func (c *cloneCounter) addName(b byte) {
	if c.tn.n == maxTagName {
		c.long = true
		return
	}
	c.tn.b[c.tn.n] = lower(b)
	c.tn.n++
}

// tag applies a complete start or end tag to the model.
func (c *cloneCounter) tag() {
	c.state = stText
	if !c.end {
		c.starts++
	}
	if c.long || c.tn.n == 0 {
		if !c.end {
			c.reconstruct()
		}
		return
	}
	name := c.tn
	if c.end {
		c.endTag(name)
		return
	}
	c.reconstruct()
	switch tagKind(name.bytes()) {
	case kindFormatting:
		c.push(name, true)
	case kindVoid:
	case kindRaw:
		c.push(name, false)
		c.raw = string(name.bytes())
		c.state = stRaw
	default:
		c.push(name, false)
	}
}

func (c *cloneCounter) push(name tagName, formatting bool) {
	if len(c.open) >= maxTrackedOpen {
		return
	}
	e := entry{name: name, activeIdx: -1}
	if formatting {
		if len(c.active) >= maxTrackedActive {
			c.active = c.active[1:]
			c.names = c.names[1:]
			for i := range c.open {
				if c.open[i].activeIdx >= 0 {
					c.open[i].activeIdx--
				}
			}
		}
		e.activeIdx = len(c.active)
		c.active = append(c.active, len(c.open))
		c.names = append(c.names, name)
	}
	c.open = append(c.open, e)
}

// popTo pops the open stack down to (and including) position i; formatting
// elements popped stay active but closed.
func (c *cloneCounter) popTo(i int) {
	for j := len(c.open) - 1; j >= i; j-- {
		if k := c.open[j].activeIdx; k >= 0 && k < len(c.active) {
			c.active[k] = -1
		}
	}
	c.open = c.open[:i]
}

func (c *cloneCounter) endTag(name tagName) {
	if tagKind(name.bytes()) == kindFormatting {
		for k := len(c.active) - 1; k >= 0; k-- {
			if c.names[k] != name {
				continue
			}
			if at := c.active[k]; at >= 0 {
				c.popTo(at)
			}
			c.active = append(c.active[:k], c.active[k+1:]...)
			c.names = append(c.names[:k], c.names[k+1:]...)
			for i := range c.open {
				if c.open[i].activeIdx > k {
					c.open[i].activeIdx--
				}
			}
			return
		}
		return
	}
	for i := len(c.open) - 1; i >= 0; i-- {
		if c.open[i].name == name {
			c.popTo(i)
			return
		}
	}
}

// reconstruct reopens the closed active formatting elements after the last
// open one, as the parser does before text and most tags.
func (c *cloneCounter) reconstruct() {
	k := len(c.active)
	for k > 0 && c.active[k-1] < 0 {
		k--
	}
	for ; k < len(c.active); k++ {
		c.clones++
		if len(c.open) >= maxTrackedOpen {
			continue
		}
		c.active[k] = len(c.open)
		c.open = append(c.open, entry{name: c.names[k], activeIdx: k})
	}
}

func isLetter(b byte) bool { return (b|0x20) >= 'a' && (b|0x20) <= 'z' }

func isNameByte(b byte) bool {
	return isLetter(b) || (b >= '0' && b <= '9') || b == '-' || b == ':'
}

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// cloneLimitReader feeds what the parser reads to a cloneCounter and fails
// the read once the counted clones exceed their bound, so the parser stops
// before it builds them.
type cloneLimitReader struct {
	r io.Reader
	c cloneCounter
}

// errTooComplex is the read error by which cloneLimitReader stops the parser.
type errTooComplex struct{ clones, read int64 }

func (e *errTooComplex) Error() string {
	return fmt.Sprintf("%d formatting elements would be rebuilt after %d bytes", e.clones, e.read)
}

func (l *cloneLimitReader) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	l.c.feed(p[:n])
	if l.c.over() {
		return n, &errTooComplex{clones: l.c.clones, read: l.c.read}
	}
	return n, err
}

// capacity is the element table size for a parse of what the counter read:
// one element per start tag, one per reopened formatting element, and the
// few the parser adds on its own. The table still grows past it if the
// parser builds more.
func (c *cloneCounter) capacity() int {
	return c.starts + int(min(c.clones, MaxClones)) + impliedElements
}

// impliedElements is the number of elements the parser adds to most
// documents on its own (html, head, body, a tbody).
const impliedElements = 4
