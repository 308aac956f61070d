package corpus

import (
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
)

// The snapshot kind: one page.html judged by chatproof.ClassifyHTML; the
// report is the chatproof.snapshot/v1 verdict.
func init() {
	Register(&Kind{
		Name:     "snapshot",
		Sections: "page.html",
		Detect: func(a *txtar.Archive) bool {
			// A recovery case carries a page too, with its server and state.
			_, page := Section(a, "page.html")
			_, state := Section(a, "state.json")
			_, server := Section(a, "server.json")
			return page && !state && !server
		},
		Allowed: func(s string) bool { return s == "page.html" },
		Run:     runSnapshot,
	})
}

func runSnapshot(a *txtar.Archive) (any, error) {
	page, _ := Section(a, "page.html")
	opts, err := SnapshotOptions(a)
	if err != nil {
		return nil, err
	}
	v, err := chatproof.ClassifyHTML(page, opts)
	if err != nil {
		return nil, err
	}
	v.Source = "page.html"
	return v, nil
}

// SnapshotOptions reads the classify flags (--expect-message-id, --min-turn)
// of an archive's flags section.
func SnapshotOptions(a *txtar.Archive) (chatproof.Options, error) {
	var opts chatproof.Options
	data, ok := Section(a, "flags")
	if !ok {
		return opts, nil
	}
	fs := flag.NewFlagSet("flags", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	BindClassifyFlags(fs, &opts)
	if err := fs.Parse(strings.Fields(string(data))); err != nil {
		return opts, err
	}
	if fs.NArg() > 0 {
		return opts, errors.New("flags: unexpected argument " + fs.Arg(0))
	}
	return opts, nil
}

// BindClassifyFlags defines --expect-message-id and --min-turn on fs. A
// negative --min-turn is refused when the flags are parsed.
func BindClassifyFlags(fs *flag.FlagSet, opts *chatproof.Options) {
	fs.StringVar(&opts.ExpectMessageID, "expect-message-id", "", "judge only the assistant message with this data-message-id `ID`")
	fs.Var((*turnIndex)(&opts.MinTurn), "min-turn", "judge only a response whose turn index is at least `N`")
}

// turnIndex is a flag value holding a turn index: a whole number, 0 or more.
type turnIndex int

func (t *turnIndex) String() string {
	if t == nil {
		return "0"
	}
	return strconv.Itoa(int(*t))
}

func (t *turnIndex) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 0)
	switch {
	case err != nil:
		return errors.New("not a whole number")
	case n < 0:
		return errors.New("a turn index cannot be negative")
	}
	*t = turnIndex(n)
	return nil
}
