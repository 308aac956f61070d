// Package dom holds the tests of package internal/dom that need the
// corpus (its generator and fixtures) or x/tools, which dom's own tests may
// not import: dom is imported by the library packages, go mod tidy in a
// module importing one of them records what dom's tests import, and the
// library costs its importers only x/net and x/text. The package has no
// code; its tests use only dom's exported API.
package dom
