// Package txtarfile holds the test that checks internal/txtarfile, the
// library tests' reader of the corpus's archives, against
// golang.org/x/tools/txtar, which those tests may not import. The package
// has no code.
package txtarfile
