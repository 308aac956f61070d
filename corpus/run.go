package corpus

import (
	"encoding/json"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// Result is the outcome of one fixture.
type Result struct {
	// Fixture is the fixture that was run.
	Fixture *Fixture
	// Report is the kind's report as JSON, or {"error": "…"} when the kind
	// returned an error (a want may expect that error).
	Report json.RawMessage
	// Failures are the expectations that do not hold.
	Failures []Failure
	// Err is set when the report could not be compared at all.
	Err error
}

// OK reports whether every expectation holds.
func (r Result) OK() bool { return r.Err == nil && len(r.Failures) == 0 }

// errorReport is the report of a kind that failed on its input.
type errorReport struct {
	Error string `json:"error"`
}

// Run computes the fixture's report and checks its expectations.
func Run(fx *Fixture) Result { return RunWith(fx, RunOptions{}) }

// RunWith is Run with run options.
func RunWith(fx *Fixture, o RunOptions) Result {
	var report any
	var err error
	if fx.Kind.RunWith != nil {
		report, err = fx.Kind.RunWith(fx.Archive, o)
	} else {
		report, err = fx.Kind.Run(fx.Archive)
	}
	res := Result{Fixture: fx}
	if err != nil {
		if !expectsError(fx.Want) {
			// The want describes a report the input never gave: say why,
			// rather than that each of its fields is missing.
			res.Err = fmt.Errorf("the fixture's input cannot be judged: %w", err)
			return res
		}
		report = errorReport{Error: err.Error()}
	}
	raw, err := json.Marshal(report)
	if err != nil {
		res.Err = err
		return res
	}
	res.Report = raw
	res.Failures, res.Err = Check(json.RawMessage(raw), fx.Want)
	return res
}

// expectsError reports whether a want checks the error report a kind gives
// for an input it refuses: an expectation on its "error" field.
func expectsError(want []Expectation) bool {
	for _, e := range want {
		if e.Path == "error" {
			return true
		}
	}
	return false
}

// RunAll runs fixtures concurrently, one worker per CPU, and returns their
// results in the fixtures' order.
func RunAll(fxs []*Fixture) []Result { return RunAllWith(fxs, RunOptions{}) }

// RunAllWith is RunAll with run options.
func RunAllWith(fxs []*Fixture, o RunOptions) []Result {
	out := make([]Result, len(fxs))
	workers := min(runtime.GOMAXPROCS(0), len(fxs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(fxs) {
					return
				}
				out[i] = RunWith(fxs[i], o)
			}
		}()
	}
	wg.Wait()
	return out
}
