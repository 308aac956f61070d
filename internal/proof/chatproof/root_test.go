package chatproof_test

import (
	"path/filepath"

	"github.com/chatproof/chatproof/internal/testpage"
)

// fromRoot names a path relative to the module's root (these tests used to
// run there).
func fromRoot(parts ...string) string {
	return filepath.Join(append([]string{"..", "..", ".."}, parts...)...)
}

// finishedPage is the root package's example page (classify_example_test.go
// there).
const finishedPage = testpage.Finished
