package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/surface"
)

func init() {
	verbs["classify"] = verb{runClassify, "judge saved pages: one chatproof.snapshot/v1 JSON line per file"}
}

// maxFixtureBytes bounds a .txtar fixture read by classify (a variable so
// that tests can lower it); a page read on its own is bounded by the reader.
var maxFixtureBytes int64 = 64 << 20

var classifyHelp = verbHelp{
	Usage: "chatproof classify [--expect-message-id ID] [--min-turn N] [--site NAME] [--profile FILE]... [--max-bytes SIZE] [--format json|text] [--json] [--text] FILE|DIR...",
	About: `
Judges each saved page (a saved page, outerHTML, or the output of chatproof
capture; - reads standard input) and prints one chatproof.snapshot/v1 JSON
object per file (--format json, the default): the composer surface, the
provider terminal, the activity, the current response and whether it is
complete, with the reasons. --format text (or --text) prints a short
readable view instead: the verdict, why, and the evidence.

A DIR is read as lint reads a folder: every page below it, in lexical
order (.html, .htm, .mhtml, .mht, .xhtml and .txtar files, and the .gz of
the page formats). To compare two runs, save each run's JSON lines and
give both to chatproof diff.

A FILE whose name ends in .txtar is a snapshot fixture: its page.html is
judged with the flags of its flags section; flags given on the command line
win over those.

A page may be saved as HTML, as MHTML (Chrome's "Save page as… Webpage,
Single File") or either gzip-compressed; the format is told by the content,
not the file name, and the verdict's format and url fields say what was
read. --max-bytes bounds the input and the page decoded from it alike, so a
gzip bomb is refused. An input that is positively not a page (an image, a
PDF, another archive, binary data, UTF-16 text) is an error naming what it
is, not a verdict.

A page with no chat markup at all (empty, plain text, an unrelated page) is
judged incomplete, like any page that does not prove completion, and a
warning on stderr says it does not look like a chat page. The verdict's site
field names the profile that judged the page and how it was chosen (--site,
the capture's URL, the MHTML Content-Location, the saved-from comment, the
canonical link, og:url, base href, or the markers); a page of no known site
is incomplete with unknown_site. When the profile's turn, content or finished
markers match nothing on a page that shows what they mark, the verdict's
unmatched field names them (reason site_markers_unmatched) and a warning on
stderr says so.`,
	Exit: []string{
		"0  every file was judged, whatever its verdict",
		"1  a usage error, or a file that could not be read, is not a page or could not be judged (the others are still judged)",
	},
}

func runClassify(args []string, stdout, stderr io.Writer) int {
	c := newCommand("classify", classifyHelp, stdout, stderr)
	var opts chatproof.Options
	corpus.BindClassifyFlags(c.flags, &opts)
	c.withFormats(formatJSON, formatJSON, formatText)
	maxBytes := maxBytesFlag(c.flags, chatproof.DefaultMaxBytes)
	profileFile := profileFlag(c.flags)
	files, status, ok := c.parseFiles(args)
	if !ok {
		return status
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	files, err := expandFolders(files)
	if err != nil {
		return c.fail("", err)
	}
	opts.Limits.MaxBytes = int(min(*maxBytes, math.MaxInt))
	set := setFlags(c.flags)
	enc := jsonLines(stdout)
	judge := func(file string) (chatproof.Verdict, error) {
		v, err := classifyFile(file, opts, set, profile)
		if err == nil && !looksLikeChat(v) {
			c.warn(file, "the page does not look like a chat page (no user message, no response, no composer); the verdict stays incomplete")
		}
		if err == nil && len(v.Unmatched) > 0 {
			c.warn(file, fmt.Sprintf("the %s profile's markers matched nothing on a page that shows what they mark (the site's markup may have changed; see chatproof profile check --pages): %s", v.Site.Name, strings.Join(v.Unmatched, ", ")))
		}
		return v, err
	}
	return eachFile(c, files, judge, func(v chatproof.Verdict) error {
		if c.format == formatText {
			return writeVerdictText(stdout, v)
		}
		return enc.Encode(v)
	})
}

// setFlags returns the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]string {
	set := map[string]string{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = f.Value.String() })
	return set
}

// classifyFile judges one file argument: a .txtar fixture's page.html with
// its flags, or the file itself, streamed into the parser so that the source
// is not held beside the tree.
func classifyFile(file string, opts chatproof.Options, set map[string]string, profiles []*site.Profile) (chatproof.Verdict, error) {
	if strings.HasSuffix(file, ".txtar") {
		return classifyFixture(file, set, opts.Limits, profiles)
	}
	opts = runOptions(profiles).Apply(opts)
	f, err := openInput(file)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	defer f.Close()
	v, err := chatproof.ClassifyReader(f, opts)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	v.Source = file
	return v, nil
}

// classifyFixture judges a fixture's page.html with its flags section, then
// the flags set on the command line: the options are read as lint reads
// them (corpus.DecodeSnapshot), and the command line's flags are applied
// over them.
func classifyFixture(file string, set map[string]string, limits chatproof.Limits, profiles []*site.Profile) (chatproof.Verdict, error) {
	data, err := readCapped(file, maxFixtureBytes)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	a := txtar.Parse(data)
	page, opts, err := corpus.DecodeSnapshot(a)
	if errors.Is(err, corpus.ErrNoPage) {
		return chatproof.Verdict{}, wrongVerb(fmt.Errorf("%w: classify reads snapshot fixtures", err), a, "classify")
	}
	if err != nil {
		return chatproof.Verdict{}, err
	}
	if err := overrideFlags(&opts, set); err != nil {
		return chatproof.Verdict{}, err
	}
	opts.Limits = limits
	v, err := chatproof.ClassifyHTML(page, runOptions(profiles).Apply(opts))
	if err != nil {
		return chatproof.Verdict{}, err
	}
	v.Source = file
	return v, nil
}

// overrideFlags applies the classify flags set on the command line over
// the options of a fixture; BindClassifyFlags keeps what opts holds for
// the flags that are not set.
func overrideFlags(opts *chatproof.Options, set map[string]string) error {
	fs := flag.NewFlagSet("classify", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	corpus.BindClassifyFlags(fs, opts)
	for name, value := range set {
		if fs.Lookup(name) != nil {
			if err := fs.Set(name, value); err != nil {
				return err
			}
		}
	}
	return nil
}

// looksLikeChat reports whether a verdict found any chat markup: a user
// message, a response, a composer surface, activity or a provider terminal.
func looksLikeChat(v chatproof.Verdict) bool {
	return v.Response.Present ||
		v.Surface.State != surface.StateMissing ||
		v.Activity.Level != classify.LevelNone ||
		v.ProviderTerminal != classify.ProviderNone ||
		!slices.Contains(v.Reasons, classify.ReasonNoUserMessage)
}
