package capture

import (
	"embed"
	"strings"
)

// readerFiles holds the parts of the scoped reader, one concern each.
//
//go:embed scoped_*.js
var readerFiles embed.FS

// readerParts are the files of the reader's body, in the order they are
// joined: the prologue and tables first, then the parts whose declarations
// the read itself (scoped_read.js) uses, then the functions it calls after
// its answer. Function declarations are hoisted, so a part's place matters
// only for the constants it declares, which the read needs made first.
var readerParts = []string{
	"scoped_tables.js",
	"scoped_markers.js",
	"scoped_candidates.js",
	"scoped_plan.js",
	"scoped_write.js",
	"scoped_hits.js",
	"scoped_read.js",
	"scoped_quiet.js",
	"scoped_answer.js",
}

// readerArgs are the files of what the reader is given besides the
// configuration, defined outside it because they outlive a read: the
// observer's callback (noteChanges) and the listeners (stir).
var readerArgs = []string{"scoped_changes.js", "scoped_stir.js"}

// scopedJS is the reader run in the isolated world, joined from its parts
// into one expression: a function of noteChanges and stir, applied to
// them, whose value is the reader, a function of the configuration, of
// what it answered last, of the id of the answer the caller holds and of
// the matcher. See markers.go for what it writes.
var scopedJS = joinReader()

// scopedWire is scopedJS as the page is sent it (see compactJS): about
// half its bytes.
var scopedWire = compactJS(scopedJS)

// joinReader joins readerParts into the body of the reader and applies
// it to readerArgs.
func joinReader() string {
	var b strings.Builder
	b.WriteString("((noteChanges, stir) => function (cfg, last, known, matcher) {\n")
	for _, name := range readerParts {
		b.WriteString(readerFile(name))
	}
	b.WriteString("})(\n")
	for k, name := range readerArgs {
		if k > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(readerFile(name))
	}
	b.WriteString(")")
	return b.String()
}

// readerFile returns the embedded part name.
func readerFile(name string) string {
	b, err := readerFiles.ReadFile(name)
	if err != nil {
		panic(err) // a name of the fixed lists above
	}
	return string(b)
}
