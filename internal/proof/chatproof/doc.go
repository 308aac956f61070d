// Package chatproof holds the tests of package chatproof (the module's
// root) that need what the root's own tests may not import: the corpus and
// its fixtures, go-cmp, x/tools. go mod tidy in a module that imports the
// root records what the root's tests import, and the root costs its
// importers only x/net and x/text (TestLibraryDependencies). The package
// has no code; its tests use only the root's exported API.
package chatproof
