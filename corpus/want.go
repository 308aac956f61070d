package corpus

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Op is how an expectation compares.
type Op string

// The expectation operators.
const (
	// OpEqual: "path: value", the value at path rendered canonically equals value.
	OpEqual Op = "="
	// OpHas: "path has: value", the array at path has an element equal to value.
	OpHas Op = "has"
	// OpLacks: "path lacks: value", the array at path has no element equal to value.
	OpLacks Op = "lacks"
	// OpLen: "path len: N", the array, object or string at path has N elements (runes).
	OpLen Op = "len"
)

// Expectation is one hand-written line of a want section.
type Expectation struct {
	Line int // 1-based line in the fixture file (0-based offset inside want until loaded)
	// Path is the dot path of the JSON field checked, e.g.
	// "surface.state"; array elements are addressed by index.
	Path string
	// Op is the comparison, OpEqual for a plain "path: value" line.
	Op Op
	// Value is the expected value as written, trimmed: the canonical
	// rendering (strings bare, other values as compact JSON), or N for
	// OpLen.
	Value string
}

func (e Expectation) String() string {
	if e.Op == OpEqual {
		return e.Path + ": " + e.Value
	}
	return e.Path + " " + string(e.Op) + ": " + e.Value
}

// ParseWant parses a want section: "path: value", "path has: value",
// "path lacks: value" or "path len: N" lines; blank lines and lines starting
// with # are ignored.
func ParseWant(data []byte) ([]Expectation, error) {
	var out []Expectation
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, &wantLineError{i, fmt.Errorf("%q is not \"path: value\"", line)}
		}
		e := Expectation{Line: i, Op: OpEqual, Value: strings.TrimSpace(val)}
		key = strings.TrimSpace(key)
		if p, op, ok := strings.Cut(key, " "); ok {
			switch Op(strings.TrimSpace(op)) {
			case OpHas, OpLacks, OpLen:
				e.Op = Op(strings.TrimSpace(op))
			default:
				return nil, &wantLineError{i, fmt.Errorf("unknown operator %q (want has, lacks or len)", op)}
			}
			key = p
		}
		if key == "" {
			return nil, &wantLineError{i, errors.New("empty path")}
		}
		if e.Op == OpLen {
			if _, err := strconv.Atoi(e.Value); err != nil {
				return nil, &wantLineError{i, fmt.Errorf("len needs a number, got %q", e.Value)}
			}
		}
		e.Path = key
		out = append(out, e)
	}
	return out, nil
}

// wantLineError is a want line that does not parse; offset is its 0-based
// line inside the want section.
type wantLineError struct {
	offset int
	err    error
}

func (e *wantLineError) Error() string { return fmt.Sprintf("want line %d: %v", e.offset+1, e.err) }
func (e *wantLineError) Unwrap() error { return e.err }

// Failure is an expectation that does not hold.
type Failure struct {
	Expectation Expectation `json:"-"`    // the expectation that failed
	Line        int         `json:"line"` // Expectation.Line: 1-based line in the fixture file
	Path        string      `json:"path"` // Expectation.Path
	Op          Op          `json:"op"`   // Expectation.Op
	Want        string      `json:"want"` // Expectation.Value
	// Got is what the report holds at Path, rendered like Value:
	// "(no such field)" when Path is missing, the element count for OpLen
	// (-1 for a value that is not an array, object or string).
	Got string `json:"got"`
}

// Check compares a report (any value that marshals to JSON) with the
// expectations and returns those that fail.
func Check(report any, want []Expectation) ([]Failure, error) {
	raw, err := json.Marshal(report)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	var fails []Failure
	for _, e := range want {
		if got, ok := holds(doc, e); !ok {
			fails = append(fails, Failure{Expectation: e, Line: e.Line, Path: e.Path, Op: e.Op, Want: e.Value, Got: got})
		}
	}
	return fails, nil
}

// holds evaluates one expectation; got describes what was found.
func holds(doc any, e Expectation) (got string, ok bool) {
	v, found := lookup(doc, e.Path)
	if !found {
		return "(no such field)", false
	}
	switch e.Op {
	case OpEqual:
		got = render(v)
		return got, got == e.Value
	case OpHas, OpLacks:
		arr, isArr := v.([]any)
		if !isArr {
			return render(v) + " (not an array)", false
		}
		has := false
		for _, el := range arr {
			if render(el) == e.Value {
				has = true
				break
			}
		}
		return render(v), has == (e.Op == OpHas)
	case OpLen:
		n := -1
		switch x := v.(type) {
		case []any:
			n = len(x)
		case map[string]any:
			n = len(x)
		case string:
			n = len([]rune(x))
		}
		want, _ := strconv.Atoi(e.Value)
		return strconv.Itoa(n), n == want
	}
	return "", false
}

// lookup follows a dot path; array elements are addressed by index.
func lookup(v any, path string) (any, bool) {
	for _, part := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			next, ok := x[part]
			if !ok {
				return nil, false
			}
			v = next
		case []any:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// render prints a JSON value canonically: strings bare, everything else as
// compact JSON.
func render(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
