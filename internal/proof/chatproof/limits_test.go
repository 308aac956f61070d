package chatproof_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// deepPage wraps the finished example page in n nested divs inside body.
func deepPage(n int) []byte {
	return []byte("<html><body>" + strings.Repeat("<div>", n) + finishedPage)
}

func TestClassifyLimits(t *testing.T) {
	// The finished page itself nests five elements below the divs
	// (article, div, div, div, button) and the parser counts html and body.
	const pageDepth = 5
	deepest := chatproof.MaxDepth - 2 - pageDepth
	cases := []struct {
		src    []byte
		limits chatproof.Limits
		err    error
		reason string
	}{
		{deepPage(deepest), chatproof.Limits{}, nil, "a page at the parser's depth limit gets its verdict"},
		{deepPage(deepest + 1), chatproof.Limits{}, chatproof.ErrTooDeep, "one level deeper is refused, not cut"},
		{deepPage(100_000), chatproof.Limits{}, chatproof.ErrTooDeep, "100 000 nested divs are refused at once"},
		{[]byte(finishedPage), chatproof.Limits{MaxBytes: len(finishedPage)}, nil, "a page exactly at the size limit"},
		{[]byte(finishedPage), chatproof.Limits{MaxBytes: len(finishedPage) - 1}, chatproof.ErrTooLarge, "one byte over the size limit"},
		{[]byte(finishedPage), chatproof.Limits{MaxBytes: -1}, nil, "no size limit"},
	}
	for _, c := range cases {
		for name, classify := range map[string]func([]byte, chatproof.Options) (chatproof.Verdict, error){
			"ClassifyHTML": chatproof.ClassifyHTML,
			"ClassifyReader": func(src []byte, o chatproof.Options) (chatproof.Verdict, error) {
				return chatproof.ClassifyReader(bytes.NewReader(src), o)
			},
		} {
			v, err := classify(c.src, chatproof.Options{Limits: c.limits})
			if c.err != nil {
				if !errors.Is(err, c.err) {
					t.Errorf("%s: %s: err = %v, want %v", name, c.reason, err, c.err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %s: %v", name, c.reason, err)
				continue
			}
			if v.Terminal != "complete" {
				t.Errorf("%s: %s: terminal %s %v", name, c.reason, v.Terminal, v.Reasons)
			}
		}
	}
}

// hostileSnapshots are pages made to cost a reader more than their size
// suggests, each with the verdict it must get.
var hostileSnapshots = []struct {
	src      string
	terminal chatproof.Terminal
	reason   string
}{
	{"", "incomplete", "an empty file proves nothing"},
	{strings.Replace(finishedPage, "Yes, 7 is prime.", "Yes, \xff\xfe is \xc3 prime.", 1), "complete", "a finished reply with bytes that are not UTF-8 is still finished"},
	{strings.Replace(finishedPage, `data-message-id="a1"`, "data-message-id=\"\xff\x00\"", 1), "complete", "an identity that is not UTF-8 is still an identity"},
	{"<ul>" + strings.Repeat(`<li data-message-author-role="assistant" data-message-id="m"><div class="markdown">x`, 5000), "incomplete", "thousands of unclosed messages without a finished bar"},
	{strings.Repeat(`<div><button data-testid="stop-button"></button></div>`, 20000), "incomplete", "twenty thousand stop buttons"},
	{"<div id=thread-bottom>" + strings.Repeat("<p>You've reached the maximum length for this conversation.", 5000), "incomplete", "thousands of wall banners"},
}

// TestHostileSnapshotsGetAVerdict judges each hostile page: it gets its
// verdict, and the judgement allocates within the bound the memory tests
// hold (a count the runtime keeps, the same on any machine). How long a
// judgement takes is measured by BenchmarkHostileSnapshots, never asserted
// here: a loaded machine may take any time.
func TestHostileSnapshotsGetAVerdict(t *testing.T) {
	for _, c := range hostileSnapshots {
		var v chatproof.Verdict
		var err error
		allocated := allocatedBy(func() { v, err = chatproof.ClassifyHTML([]byte(c.src), chatproof.Options{}) })
		if err != nil {
			t.Errorf("%s: %v", c.reason, err)
			continue
		}
		if v.Terminal != c.terminal {
			t.Errorf("%s: terminal %s, want %s %v", c.reason, v.Terminal, c.terminal, v.Reasons)
		}
		checkVerdict(t, v)
		if limit := uint64(hostileBytesPerByte*len(c.src) + hostileBase); !raceBuild && allocated > limit {
			t.Errorf("%s: %d bytes allocated for %d, over %d", c.reason, allocated, len(c.src), limit)
		}
	}
}

func TestClassifyReaderMatchesClassifyHTML(t *testing.T) {
	for _, state := range corpus.GenStates() {
		src := corpus.Generate(corpus.GenOptions{Turns: 12, State: state, Seed: 3})
		a, err := chatproof.ClassifyHTML(src, chatproof.Options{MinTurn: 4})
		if err != nil {
			t.Fatal(err)
		}
		b, err := chatproof.ClassifyReader(bytes.NewReader(src), chatproof.Options{MinTurn: 4})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("%s: ClassifyReader %+v, ClassifyHTML %+v", state, b, a)
		}
	}
}

func ExampleClassifyReader() {
	// A file, a pipe or a network body: the source is never held whole.
	r := strings.NewReader(finishedPage)
	v, err := chatproof.ClassifyReader(r, chatproof.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Terminal, v.Response.Text)

	// A snapshot nested deeper than the HTML parser accepts has no verdict.
	_, err = chatproof.ClassifyReader(strings.NewReader(strings.Repeat("<div>", 100_000)), chatproof.Options{})
	fmt.Println(errors.Is(err, chatproof.ErrTooDeep))
	// Output:
	// complete Yes, 7 is prime.
	// true
}
