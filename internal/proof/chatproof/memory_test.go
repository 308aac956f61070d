package chatproof_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// raceBuild is set in a build with the race detector, whose allocations
// are not those of an ordinary build (see race_test.go).
var raceBuild bool

// skipRace skips a test that counts bytes allocated in a race build.
func skipRace(t *testing.T) {
	if raceBuild {
		t.Skip("the race detector's build allocates more than an ordinary one: the bounds are for ordinary builds")
	}
}

// allocatedBy runs fn and returns the bytes of heap it allocated: an upper
// bound of how far the heap in use can grow while fn runs (nothing can be
// in use that was not allocated), counted by the runtime, not sampled, so
// it does not depend on when the collector runs or how fast the machine
// is.
func allocatedBy(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The bounds the memory tests hold: on any input the default limits accept,
// judging it from a reader allocates at most hostileBytesPerByte bytes per
// byte of input and hostileBase more (the reader's copy of the input
// included), so that a whole chatproof process, whose own footprint is
// under 20 MB, stays within 8 times its input and 40 MB; a conversation
// page allocates at most pageBytesPerByte per byte and pageBase more (what
// any page costs besides its tree and its copy: the profile's tables, the
// grammar's normalised text, the machines of its patterns).
const (
	hostileBytesPerByte = 8
	hostileBase         = 20 << 20
	pageBytesPerByte    = 3
	pageBase            = 256 << 10
)

// repeatTo repeats unit (written by one call of unit(i)) until the page
// holds size bytes.
func repeatTo(size int, unit func(i int) string) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString(unit(i))
	}
	return b.String()
}

// hostileShapes are markup shapes that make a tree large for their size,
// each at the given size: tiny and empty elements, nesting as deep as the
// limit allows, many attributes (repeated, distinct, in one tag), many
// text nodes and comments, text the reader copies (character references,
// carriage returns, pieces it joins), a large text before many
// paragraphs, and foreign content.
func hostileShapes(size int) []struct{ name, src string } {
	text := strings.Repeat("the quick brown fox jumps over the lazy dog ", size/2/44+1)
	return []struct{ name, src string }{
		{"paragraphs of one letter", repeatTo(size, func(int) string { return "<p>x</p>" })},
		{"line breaks", repeatTo(size, func(int) string { return "<br>" })},
		{"empty inline elements", repeatTo(size, func(int) string { return "<i></i>" })},
		{"nesting at the depth limit", repeatTo(size, func(int) string {
			return strings.Repeat("<div>", chatproof.MaxDepth-3) + "x" + strings.Repeat("</div>", chatproof.MaxDepth-3)
		})},
		{"sixteen attributes, equal on every tag", repeatTo(size, func(int) string {
			return "<p a b c d e f g h i j k l m n o p>"
		})},
		{"sixteen attributes, distinct values", repeatTo(size, func(i int) string {
			return fmt.Sprintf("<p a=%d b c d e f g h i j k l m n o p>", i)
		})},
		{"distinct attribute names", repeatTo(size, func(i int) string { return fmt.Sprintf("<p a%d>", i) })},
		{"distinct tag names", repeatTo(size, func(i int) string { return fmt.Sprintf("<x%d></x%d>", i, i) })},
		{"one tag of distinct attributes", "<p" + repeatTo(size, func(i int) string { return fmt.Sprintf(" a%d", i) }) + ">"},
		{"one unclosed tag of attributes", "<p" + repeatTo(size, func(i int) string { return fmt.Sprintf(" a%d=%d", i, i) })},
		{"tags of 40 attributes", repeatTo(size, func(i int) string {
			return "<p" + strings.Repeat(" a", 1) + repeatTo(120, func(j int) string { return fmt.Sprintf(" b%d", j%40) }) + ">"
		})},
		{"text between comments", repeatTo(size, func(int) string { return "x<!---->" })},
		{"comments", repeatTo(size, func(int) string { return "<!--c-->" })},
		{"one long comment", "<!--" + repeatTo(size, func(int) string { return "comment " }) + "-->"},
		{"character references", "<p>" + repeatTo(size, func(int) string { return "&amp;&lt;x" })},
		{"carriage returns", "<p>" + repeatTo(size, func(int) string { return "a\r\n" })},
		{"text joined over stray end tags", "<p>" + repeatTo(size, func(int) string { return "x</q>" })},
		{"references in distinct values", repeatTo(size, func(i int) string { return fmt.Sprintf("<p a='&amp;%d'>", i) })},
		{"a large text, then paragraphs", "<div>" + text + "</div>" + repeatTo(size/2, func(int) string { return "<p>x</p>" })},
		{"svg paths", "<svg>" + repeatTo(size, func(int) string { return "<path/>" })},
		{"raw text elements", repeatTo(size, func(int) string { return "<script>1</script>" })},
		{"less-than signs", "<p>" + repeatTo(size, func(int) string { return "<a<a" })},
		{"a turn of tiny elements", `<div data-testid="conversation-turn-1" data-message-author-role="assistant"><div class="markdown">` +
			repeatTo(size, func(int) string { return "<span>x</span>" }) + "</div></div>"},
	}
}

// TestMemoryBoundOnHostileMarkup: on every hostile shape, at sizes from a
// few kilobytes to tens of megabytes, judging the page either gives a
// verdict or refuses it with ErrTooManyNodes (nesting stays within
// MaxDepth), and
// either way allocates no more than hostileBytesPerByte per byte and
// hostileBase; a page refused for its nodes is one whose tree would have
// been larger than its budget. The shapes run at 64 KiB and 1 MiB, a third
// of them at 6 MiB, and all at 6 and 31 MiB when the sweeps are
// exhaustive.
func TestMemoryBoundOnHostileMarkup(t *testing.T) {
	skipRace(t)
	sizes := []int{64 << 10, 1 << 20, 6 << 20}
	if testflag.Exhaustive() {
		sizes = append(sizes, 31<<20)
	}
	refused := 0
	for _, size := range sizes {
		for i, s := range hostileShapes(size) {
			src := []byte(s.src)
			if len(src) > chatproof.DefaultMaxBytes || size > 1<<20 && !testflag.Sample(i, 3) {
				continue // the larger sizes: a third of the shapes unless exhaustive
			}
			var err error
			allocated := allocatedBy(func() {
				_, err = chatproof.ClassifyReader(bytes.NewReader(src), chatproof.Options{})
			})
			limit := uint64(hostileBytesPerByte*len(src) + hostileBase)
			t.Logf("%-40s %9d bytes: %10d allocated (%.1f per byte), err %v", s.name, len(src), allocated, float64(allocated)/float64(len(src)), err)
			if allocated > limit {
				t.Errorf("%s, %d bytes: %d bytes allocated, over %d (%d per byte and %d MiB)", s.name, len(src), allocated, limit, hostileBytesPerByte, hostileBase>>20)
			}
			switch {
			case err == nil:
			case errors.Is(err, chatproof.ErrTooManyNodes):
				refused++
			default:
				t.Errorf("%s, %d bytes: %v, want a verdict or ErrTooManyNodes", s.name, len(src), err)
			}
		}
	}
	if refused == 0 {
		t.Error("no shape was refused for its nodes: the shapes no longer reach the node budget, so the bound is not tested where it matters")
	}
}

// conversationPages are generated conversations of both generated sites, in
// several states, and the saved real pages when they are here.
func conversationPages(t *testing.T) []struct {
	name string
	src  []byte
} {
	var pages []struct {
		name string
		src  []byte
	}
	turns := []int{10, 100, 1000}
	if testflag.Exhaustive() {
		turns = append(turns, 5000)
	}
	for _, siteName := range []string{corpus.GenSiteChatGPT, corpus.GenSiteGemini} {
		for _, state := range corpus.GenStatesFor(siteName) {
			for _, n := range turns {
				if n == 5000 && state != corpus.GenFinished {
					continue
				}
				pages = append(pages, struct {
					name string
					src  []byte
				}{fmt.Sprintf("%s %s %d turns", siteName, state, n), corpus.Generate(corpus.GenOptions{Turns: n, State: state, Seed: int64(n), Site: siteName})})
			}
		}
	}
	files, _ := filepath.Glob(fromRoot("..", "shared", "reference", "realpages", "*", "*.html"))
	if len(files) == 0 {
		t.Log("the saved real pages (../shared/reference/realpages) are not here: generated pages only")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, struct {
			name string
			src  []byte
		}{filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f), src})
	}
	return pages
}

// TestMemoryBoundOnConversations: a conversation page, generated or saved
// from a site, is judged from a reader in at most pageBytesPerByte bytes
// per byte of the page, its copy included, and well within its node
// budget.
func TestMemoryBoundOnConversations(t *testing.T) {
	skipRace(t)
	for _, p := range conversationPages(t) {
		opts := chatproof.Options{Site: siteOf(p.name)}
		chatproof.ClassifyHTML(p.src, opts) // what a first call of a site sets up once
		// The least of three runs: a collection clears the pools of
		// pattern machines, which the next run then allocates again.
		var err error
		allocated := uint64(1<<63 - 1)
		for range 3 {
			allocated = min(allocated, allocatedBy(func() {
				_, err = chatproof.ClassifyReader(bytes.NewReader(p.src), opts)
			}))
		}
		if err != nil {
			t.Errorf("%s: %v", p.name, err)
			continue
		}
		limit := uint64(pageBytesPerByte*len(p.src) + pageBase)
		t.Logf("%-60s %9d bytes: %9d allocated (%.2f per byte)", p.name, len(p.src), allocated, float64(allocated)/float64(len(p.src)))
		if allocated > limit {
			t.Errorf("%s, %d bytes: %d bytes allocated, over %d (%d per byte and %d KiB)", p.name, len(p.src), allocated, limit, pageBytesPerByte, pageBase>>10)
		}
	}
}

// siteOf is the profile of a generated page's site, nil (the page says)
// for a saved one.
func siteOf(name string) *site.Profile {
	if strings.HasPrefix(name, corpus.GenSiteGemini+" ") {
		p, _ := site.ByName(corpus.GenSiteGemini)
		return p
	}
	return nil
}
