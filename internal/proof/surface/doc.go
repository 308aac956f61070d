// Package surface holds the tests of package surface that need the corpus
// (its fixtures), which surface's own tests may not import: go mod tidy in
// a module that imports surface records what surface's tests import, and
// surface costs its importers only x/net and x/text. The package has no
// code; its tests use only surface's exported API.
package surface
