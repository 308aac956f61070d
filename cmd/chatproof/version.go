package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
)

// modulePath is the module the command belongs to.
const modulePath = "github.com/chatproof/chatproof"

// toolInfo is the build of the command that wrote a report: its module
// version and VCS revision, from the build info. It is the "tool" field of
// every JSON report.
type toolInfo struct {
	// Name is always "chatproof".
	Name string `json:"name"`
	// Version is the module version ("v0.3.1"), or "(devel)" for a build
	// from a work tree.
	Version string `json:"version"`
	// Revision is the VCS revision the command was built from, "" when
	// the build does not say (go run, a test binary).
	Revision string `json:"revision"`
	// Modified is true when the work tree had changes not committed.
	Modified bool `json:"modified"`
}

// buildInfo reads the build info once.
var buildInfo = sync.OnceValue(func() toolInfo {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return toolInfo{Name: "chatproof", Version: "(devel)"}
	}
	return toolFromBuild(bi)
})

// toolFromBuild reads the tool's version from build info: the main
// module's, or this module's when it is a dependency of the program's, and
// the VCS settings the go command stamps.
func toolFromBuild(bi *debug.BuildInfo) toolInfo {
	info := toolInfo{Name: "chatproof", Version: "(devel)"}
	mod := &bi.Main
	for _, dep := range bi.Deps {
		if mod.Path != modulePath && dep.Path == modulePath {
			mod = dep
		}
	}
	if mod.Version != "" {
		info.Version = mod.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Revision = s.Value
		case "vcs.modified":
			info.Modified = s.Value == "true"
		}
	}
	return info
}

// versionLine is what version and --version print: the version, the
// revision and whether it was modified, and the Go version.
func versionLine() string {
	info := buildInfo()
	var b strings.Builder
	fmt.Fprintf(&b, "chatproof %s", info.Version)
	if info.Revision != "" {
		fmt.Fprintf(&b, " revision %s", info.Revision)
		if info.Modified {
			b.WriteString(" (modified)")
		}
	}
	fmt.Fprintf(&b, " %s", runtime.Version())
	return b.String()
}

// toolName is the tool written into captures and recordings.
func toolName() string {
	info := buildInfo()
	if info.Revision == "" {
		return "chatproof " + info.Version
	}
	return "chatproof " + info.Version + " " + shortRevision(info.Revision)
}

func shortRevision(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}

// reportLines writes one JSON report per line, with HTML characters left
// as they are and the tool that wrote it added as the field "tool".
type reportLines struct {
	w io.Writer
}

// jsonLines returns the writer of a verb's JSON reports.
func jsonLines(w io.Writer) *reportLines { return &reportLines{w: w} }

// Encode writes v, a value that encodes as a JSON object, and the tool
// field, on one line.
func (r *reportLines) Encode(v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	line := bytes.TrimRight(b.Bytes(), "\n")
	if !bytes.HasSuffix(line, []byte("}")) {
		return fmt.Errorf("a report that is not a JSON object: %.40s", line)
	}
	tool, err := json.Marshal(buildInfo())
	if err != nil {
		return err
	}
	out := line[:len(line)-1]
	if len(out) > 1 {
		out = append(out, ',')
	}
	out = append(out, `"tool":`...)
	out = append(append(out, tool...), "}\n"...)
	_, err = r.w.Write(out)
	return err
}
