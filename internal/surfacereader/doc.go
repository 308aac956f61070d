// Package surfacereader runs the composer-surface rules of package surface
// on a snapshot the reader (internal/dom) has parsed: it reads the first
// div#thread-bottom and nothing else. The rules and their reason codes are
// documented in package surface, which also holds the State Read returns.
package surfacereader
