package dom

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// distinctFont opens n font elements that HTML's "Noah's Ark" rule cannot
// merge (each has its own attribute).
func distinctFont(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "<font id=%d>", i)
	}
	return b.String()
}

// misnestRound makes an HTML parser rebuild 300 formatting elements 200
// times (about 60 000 elements from 12 KB), then closes them.
func misnestRound() string {
	var b strings.Builder
	b.WriteString(strings.Repeat("<div>", 200))
	for i := range 300 {
		fmt.Fprintf(&b, "<b id=x%d>", i)
	}
	b.WriteString(strings.Repeat("</div>x", 200) + strings.Repeat("</b>x", 300))
	return b.String()
}

// attacks are markup on which HTML's tree construction rebuilds
// formatting elements without bound: each once built hundreds of
// megabytes to gigabytes of tree from kilobytes.
func attacks() []struct{ name, src string } {
	paragraphs := "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000)
	return []struct{ name, src string }{
		{"paragraph reopening", paragraphs},
		{"implied paragraph end", "<p>" + distinctFont(500) + strings.Repeat("<p>x", 3000)},
		{"white space in divs", "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<div> </div>", 3000)},
		{"implied list item end", "<ul><li>" + distinctFont(500) + strings.Repeat("<li>x", 3000)},
		{"table rows", "<table>" + distinctFont(500) + strings.Repeat("<tr>x", 3000)},
		{"quote in an attribute name", `<i ="x>` + paragraphs + `">`},
		{"abrupt comment end", `<!-->` + paragraphs + `-->`},
		{"style in svg", `<svg><style>` + paragraphs},
		{"divs", strings.Repeat(misnestRound(), 4)},
		{"after a caption", "<table><caption>c</caption></table>" + paragraphs},
		{"many active formatting elements", strings.Repeat("<p>"+distinctFont(341)+"</p><table><tr><td>", 4)},
		{"4 MB of text then the attack", strings.Repeat("x", 4<<20) + paragraphs},
		{"500 font tags reopened 10 000 times", "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 10_000)},
	}
}

// stackAttacks are markup that would make a reader search its stack of
// open elements again and again: end tags without an open element of their
// name, and optional end tags whose element is open below a scope
// boundary, each under 500 open elements.
func stackAttacks() []struct{ name, src string } {
	deep := strings.Repeat("<span>", 500)
	return []struct{ name, src string }{
		{"unmatched end tags", deep + strings.Repeat("</div></x-y>", 100_000)},
		{"end tags of an element open at the bottom", "<section>" + deep + strings.Repeat("</p>", 100_000)},
		{"paragraphs over a button", "<p><button>" + deep + strings.Repeat("<p></p>", 100_000)},
		{"list items over a list", "<li><ul>" + deep + strings.Repeat("<li></li>", 100_000)},
	}
}

// allocated returns the bytes of heap fn allocates: an upper bound of how
// far the heap in use can grow while it runs, counted by the runtime
// rather than sampled.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The literal reader builds only the elements the markup writes, so the
// attacks cost memory in proportion to their size: each is read (or
// refused as too deep, never partly) with at most four times its size
// plus 8 MiB allocated in all.
func TestAttacksAreReadInLinearMemory(t *testing.T) {
	for _, a := range attacks() {
		src := []byte(a.src)
		var d *Document
		var err error
		bytes := allocated(func() { d, err = Parse(src, Limits{}) })
		if limit := 4*uint64(len(src)) + 8<<20; bytes > limit {
			t.Errorf("%s (%d bytes): %d bytes allocated, over %d", a.name, len(src), bytes, limit)
		}
		switch {
		case errors.Is(err, ErrTooDeep):
			t.Logf("%s (%d bytes): refused as too deep, %d bytes allocated", a.name, len(src), bytes)
		case err != nil:
			t.Errorf("%s: %v", a.name, err)
		default:
			// Every element is one the markup writes (html, head and body
			// may be implied).
			if tags := strings.Count(a.src, "<") + 3; d.Len() > tags {
				t.Errorf("%s: %d elements from %d tags", a.name, d.Len(), tags)
			}
			t.Logf("%s (%d bytes): %d elements, %d bytes allocated", a.name, len(src), d.Len(), bytes)
		}
	}
}

// The stack attacks are read, each element costing the same bounded
// memory as in any page: its node, its entry in the element table and its
// share of the chunks (256 bytes is over twice what it takes), besides the
// source.
func TestStackAttacksAreRead(t *testing.T) {
	for _, a := range stackAttacks() {
		src := []byte(a.src)
		var d *Document
		var err error
		bytes := allocated(func() { d, err = Parse(src, Limits{}) })
		if err != nil {
			t.Fatalf("%s: %v", a.name, err)
		}
		if tags := strings.Count(a.src, "<") + 3; d.Len() > tags {
			t.Errorf("%s: %d elements from %d tags", a.name, d.Len(), tags)
		}
		if limit := 2*uint64(len(src)) + 256*uint64(d.Len()) + 1<<20; bytes > limit {
			t.Errorf("%s (%d bytes, %d elements): %d bytes allocated, over %d", a.name, len(src), d.Len(), bytes, limit)
		}
	}
}

// BenchmarkAttacks reads the attacks: the throughput stays that of an
// ordinary page, whatever the markup makes a parser or a stack search do.
func BenchmarkAttacks(b *testing.B) {
	for _, a := range append(append(attacks(), stackAttacks()...), wideTagThenHardTags()) {
		src := []byte(a.src)
		b.Run(strings.ReplaceAll(a.name, " ", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				Parse(src, Limits{})
			}
		})
	}
}

// wideTagThenHardTags is a tag with 100 000 distinct attributes, then
// 100 000 tags that go to the tokenizer: a tokenizer clears its key map on
// every tag, so the reader must not keep handing them one grown by the
// wide tag (the cost per tag would then grow with that tag).
func wideTagThenHardTags() struct{ name, src string } {
	var b strings.Builder
	b.WriteString("<div")
	for i := range 100_000 {
		fmt.Fprintf(&b, " a%d", i)
	}
	b.WriteString(">")
	b.WriteString(strings.Repeat("<p a=&amp;>", 100_000))
	return struct{ name, src string }{"hard tags after a wide tag", b.String()}
}
