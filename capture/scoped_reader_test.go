package capture

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// TestReaderParts checks that every part of the scoped reader embedded is
// joined once, and that the joined reader opens with its strict-mode
// directive, which holds only as the first statement of its body.
func TestReaderParts(t *testing.T) {
	names, err := fs.Glob(readerFiles, "scoped_*.js")
	if err != nil {
		t.Fatal(err)
	}
	joined := slices.Concat(readerParts, readerArgs)
	slices.Sort(joined)
	if !slices.Equal(names, joined) {
		t.Errorf("embedded parts %v, joined %v", names, joined)
	}
	body := strings.SplitN(scopedJS, "{\n", 2)[1]
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		if line != `"use strict";` {
			t.Errorf("the reader's first statement is %q, not the strict-mode directive", line)
		}
		break
	}
}
