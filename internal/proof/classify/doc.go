// Package classify holds the tests of package classify that need the
// corpus (its generator and fixtures), which classify's own tests may not
// import: go mod tidy in a module that imports classify records what
// classify's tests import, and classify costs its importers only x/net and
// x/text. The package has no code; its tests use only classify's exported
// API.
package classify
