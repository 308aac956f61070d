package recovery

import (
	"slices"
	"testing"
)

// TestPageAtRestOneOrder: every list of blocking conditions reports the
// page conditions in the one order of pageConditions, for every
// combination of them, and reports each that holds (but those it leaves
// out by design).
func TestPageAtRestOneOrder(t *testing.T) {
	order := make([]string, len(pageConditions))
	for i, c := range pageConditions {
		order[i] = c.code
	}
	p := Defaults()
	lists := []struct {
		name    string
		blocks  func(Input) []string
		ignored []string
	}{
		{"pageNotAtRest", func(in Input) []string { var b blockers; b.pageNotAtRest(in, false); return b }, []string{ReasonStreamInterrupted, ReasonThreadError}},
		{"actBlockers", func(in Input) []string { return p.actBlockers(in, guard{}) }, []string{ReasonViewUnknown, ReasonStreamInterrupted, ReasonThreadError}},
		{"actBlockers_stale_streaming", func(in Input) []string { return p.actBlockers(in, guard{ignoreStreaming: true, ignoreDelivery: true}) },
			[]string{ReasonViewUnknown, ReasonStreaming, ReasonStreamInterrupted, ReasonThreadError, ReasonDeliveryUncertain}},
		{"queueBlockers", p.queueBlockers, nil},
		{"handoffStepBlockers", p.handoffStepBlockers, []string{ReasonViewUnknown, ReasonStreamInterrupted, ReasonThreadError, ReasonDeliveryUncertain}},
		{"sourceBusy", sourceBusy, []string{ReasonViewUnknown, ReasonStreaming, ReasonStreamInterrupted, ReasonThreadError, ReasonDeliveryUncertain}},
	}
	for mask := 0; mask < 1<<len(pageConditions); mask++ {
		in := Input{Auto: true, View: View{Known: true}, Delivery: DeliveryConfirmed}
		var want []string
		set := func(i int, on func()) {
			if mask&(1<<i) != 0 {
				on()
				want = append(want, order[i])
			}
		}
		set(0, func() { in.View.Known = false })
		set(1, func() { in.View.Streaming = true })
		set(2, func() { in.View.Interrupted = true })
		set(3, func() { in.View.ThreadError = true })
		set(4, func() { in.View.ToolRunning = true })
		set(5, func() { in.View.PermissionCard = true })
		set(6, func() { in.View.Draft = true })
		set(7, func() { in.View.ComposerBusy = true })
		set(8, func() { in.Delivery = DeliveryUncertain })
		for _, l := range lists {
			var page []string
			for _, code := range l.blocks(in) {
				if slices.Contains(order, code) {
					page = append(page, code)
				}
			}
			var exp []string
			for _, code := range want {
				if !slices.Contains(l.ignored, code) {
					exp = append(exp, code)
				}
			}
			if !slices.Equal(page, exp) {
				t.Fatalf("%s, conditions %v: page conditions %v, want %v", l.name, want, page, exp)
			}
		}
	}
}
