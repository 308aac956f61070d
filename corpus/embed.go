package corpus

import (
	"embed"
	"io/fs"
)

//go:embed fixtures
var embedded embed.FS

// Default returns the corpus embedded in the module: the fixtures directory,
// with paths such as "snapshot/terminal_completed.txtar".
func Default() fs.FS {
	sub, err := fs.Sub(embedded, "fixtures")
	if err != nil {
		panic(err) // the directory is embedded at build time
	}
	return sub
}
