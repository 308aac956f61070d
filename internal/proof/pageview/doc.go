// Package pageview holds the tests of package recovery/pageview that need
// the corpus (its generator and fixtures), which pageview's own tests may
// not import: go mod tidy in a module that imports pageview records what
// pageview's tests import, and pageview costs its importers only x/net and
// x/text. The package has no code; its tests use only pageview's exported
// API.
package pageview
