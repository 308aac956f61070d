package main

import (
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"
)

// TestToolFromBuild: the version and revision come from the build info,
// for a build of the module itself and for a program that depends on it.
func TestToolFromBuild(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "a693aee20ef31e09e5c76f61467fc9f9935f6d8b"}, {Key: "vcs.modified", Value: "true"}}
	tests := []struct {
		name string
		bi   debug.BuildInfo
		want toolInfo
	}{
		{"work tree", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}, Settings: vcs},
			toolInfo{"chatproof", "(devel)", "a693aee20ef31e09e5c76f61467fc9f9935f6d8b", true}},
		{"go install @v0.3.1", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v0.3.1"}},
			toolInfo{"chatproof", "v0.3.1", "", false}},
		{"a dependency", debug.BuildInfo{Main: debug.Module{Path: "example.com/bot", Version: "v1.0.0"}, Deps: []*debug.Module{{Path: modulePath, Version: "v0.4.0"}}},
			toolInfo{"chatproof", "v0.4.0", "", false}},
		{"no version", debug.BuildInfo{}, toolInfo{"chatproof", "(devel)", "", false}},
	}
	for _, tc := range tests {
		if got := toolFromBuild(&tc.bi); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestEveryJSONReportNamesTheTool: every verb's JSON lines carry the tool
// field with the version that chatproof version prints. Every run is the
// built binary (runMain): only a built command has the version and
// revision the go command stamps, and a report must be compared with the
// version line of the same binary.
func TestEveryJSONReportNamesTheTool(t *testing.T) {
	_, line, _ := runMain(t, nil, "version")
	_, flagLine, _ := runMain(t, nil, "--version")
	if !strings.HasPrefix(line, "chatproof ") || line != flagLine {
		t.Fatalf("version %q, --version %q", line, flagLine)
	}
	for verb, input := range map[string]string{
		"classify": fixture("snapshot", "example_completed"),
		"lint":     fixture("snapshot", "example_completed"),
		"replay":   fixture("sequence", "binding_previous-turn-bar"),
		"scan":     fixture("scan", "absent_window-boundary"),
		"recover":  fixture("recover", "auto_429-outranks-retry"),
	} {
		_, out, errs := runMain(t, nil, verb, "--json", input)
		var rep struct {
			Schema string
			Tool   *toolInfo
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Schema == "" || rep.Tool == nil {
			t.Errorf("%s: %v %q %s", verb, err, out, errs)
			continue
		}
		if rep.Tool.Name != "chatproof" || !strings.HasPrefix(line, "chatproof "+rep.Tool.Version) {
			t.Errorf("%s: tool %+v, version line %q", verb, rep.Tool, line)
		}
	}
}
