package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
)

// BenchmarkLint2000 lints 2000 generated snapshot fixtures (pages of 2 to 6
// turns in every generated state) through the CLI, as CI would.
func BenchmarkLint2000(b *testing.B) {
	dir := b.TempDir()
	writeGeneratedFixtures(b, dir, 2000)
	b.ResetTimer()
	for b.Loop() {
		if code := run([]string{"lint", dir}, io.Discard, io.Discard); code != exitOK {
			b.Fatalf("lint exit %d", code)
		}
	}
}

// writeGeneratedFixtures writes n fixtures whose want is the terminal
// verdict each generated state must get.
func writeGeneratedFixtures(tb testing.TB, dir string, n int) {
	tb.Helper()
	states := corpus.GenStates()
	for i := range n {
		state := states[i%len(states)]
		page := corpus.Generate(corpus.GenOptions{Turns: 2 + i%5, State: state, Seed: int64(i)})
		a := &txtar.Archive{
			Comment: []byte(fmt.Sprintf("Generated page %d (%s): a load test of lint, not a case.\n", i, state)),
			Files: []txtar.File{
				{Name: "page.html", Data: page},
				{Name: "want", Data: []byte("schema: chatproof.snapshot/v1\nterminal: " + generatedTerminal(state) + "\n")},
			},
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("gen_%04d.txtar", i)), txtar.Format(a), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
}

func generatedTerminal(state string) string {
	if state == corpus.GenFinished || state == corpus.GenThought {
		return "complete"
	}
	return "incomplete"
}
