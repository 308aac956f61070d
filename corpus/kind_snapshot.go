package corpus

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/site"
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
		Run:     func(a *txtar.Archive) (any, error) { return runSnapshot(a, RunOptions{}) },
		RunWith: runSnapshot,
		Flags: func(data []byte) error {
			_, err := parseSnapshotFlags(data)
			return err
		},
	})
}

func runSnapshot(a *txtar.Archive, o RunOptions) (any, error) {
	page, opts, err := DecodeSnapshot(a)
	if err != nil {
		return nil, err
	}
	v, err := chatproof.ClassifyHTML(page, o.Apply(opts))
	if err != nil {
		return nil, err
	}
	v.Source = "page.html"
	return v, nil
}

// ErrNoPage is returned by ReadSnapshot for an archive without a page.html
// section.
var ErrNoPage = errors.New("no page.html section")

// ReadSnapshot reads a snapshot fixture (a comment, a page.html section
// and an optional flags section): the page, and the options its flags
// select, for chatproof.ClassifyHTML. It is the reader of the snapshot
// kind as ReadSequence and ReadScanCase are of theirs.
func ReadSnapshot(data []byte) (page []byte, opts chatproof.Options, err error) {
	return DecodeSnapshot(txtar.Parse(data))
}

// DecodeSnapshot is ReadSnapshot on a parsed archive.
func DecodeSnapshot(a *txtar.Archive) (page []byte, opts chatproof.Options, err error) {
	if err := gluedAt(a); err != nil {
		return nil, opts, err
	}
	page, ok := Section(a, "page.html")
	if !ok {
		return nil, opts, ErrNoPage
	}
	opts, err = SnapshotOptions(a)
	return page, opts, err
}

// SnapshotOptions reads the classify flags (--expect-message-id, --min-turn)
// of an archive's flags section, parsed as every fixture kind's flags are.
func SnapshotOptions(a *txtar.Archive) (chatproof.Options, error) {
	var opts chatproof.Options
	data, ok := Section(a, SectionFlags)
	if !ok {
		return opts, nil
	}
	return parseSnapshotFlags(data)
}

// parseSnapshotFlags parses a snapshot fixture's flags section.
func parseSnapshotFlags(data []byte) (chatproof.Options, error) {
	var opts chatproof.Options
	fs := flag.NewFlagSet(SectionFlags, flag.ContinueOnError)
	BindClassifyFlags(fs, &opts)
	if err := parseFlagsSection(fs, data); err != nil {
		return chatproof.Options{}, err
	}
	return opts, nil
}

// BindClassifyFlags defines --expect-message-id, --min-turn and --site on fs,
// each defaulting to what opts already holds: binding them over options
// read from a fixture keeps the fixture's values for the flags that are not
// given. A negative --min-turn is refused when the flags are parsed.
func BindClassifyFlags(fs *flag.FlagSet, opts *chatproof.Options) {
	fs.StringVar(&opts.ExpectMessageID, "expect-message-id", opts.ExpectMessageID, "judge only the assistant message with this data-message-id `ID`")
	fs.Var((*turnIndex)(&opts.MinTurn), "min-turn", "judge only a response whose turn index is at least `N`")
	fs.Var(siteFlag{&opts.Site}, "site", "read the page with the embedded site profile `NAME` ("+strings.Join(embeddedSiteNames(), ", ")+"; default chatgpt)")
}

// siteFlag is a flag value naming an embedded site profile; it sets the
// profile it points to.
type siteFlag struct{ p **site.Profile }

func (s siteFlag) String() string {
	if s.p == nil || *s.p == nil {
		return ""
	}
	return (*s.p).Name
}

func (s siteFlag) Set(name string) error {
	p, ok := site.ByName(name)
	if !ok {
		return fmt.Errorf("no embedded site profile %q (the embedded ones: %s)", name, strings.Join(embeddedSiteNames(), ", "))
	}
	*s.p = p
	return nil
}

// embeddedSiteNames are the names of the embedded site profiles.
func embeddedSiteNames() []string {
	var names []string
	for _, p := range site.Embedded() {
		names = append(names, p.Name)
	}
	return names
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
