package testflag

import "testing"

// TestWithinCoversEveryFamily checks that the default sample runs at least
// one item of every family, about one in n of each, and reaches every
// position of the sweep across families.
func TestWithinCoversEveryFamily(t *testing.T) {
	t.Setenv(Env, "")
	for _, n := range []int{1, 2, 3, 7, 16} {
		for size := 1; size <= 40; size++ {
			reached := make([]bool, size)
			for family := 0; family < 2*n+size; family++ {
				picked := 0
				for i := 0; i < size; i++ {
					if Within(family, i, size, n) {
						picked++
						reached[i] = true
					}
				}
				if most := (size + n - 1) / n; picked < 1 || picked > most {
					t.Fatalf("n=%d size=%d family=%d: %d items run, want 1..%d", n, size, family, picked, most)
				}
			}
			for i, ok := range reached {
				if !ok && size >= n {
					t.Fatalf("n=%d size=%d: item %d runs in no family", n, size, i)
				}
			}
		}
	}
}

// TestExhaustiveRunsEverything checks that with Env set every item runs.
func TestExhaustiveRunsEverything(t *testing.T) {
	t.Setenv(Env, "1")
	for i := 0; i < 10; i++ {
		if !Sample(i, 4) || !Within(3, i, 10, 4) {
			t.Fatalf("item %d does not run with %s=1", i, Env)
		}
	}
	if n := Count(3000, 1000); n != 3000 {
		t.Fatalf("Count(3000, 1000) = %d with %s=1, want 3000", n, Env)
	}
}

// TestCountSamplesThePlainRun checks that without Env a sweep takes its
// plain size.
func TestCountSamplesThePlainRun(t *testing.T) {
	t.Setenv(Env, "")
	if n := Count(uint64(400), 150); n != 150 {
		t.Fatalf("Count(400, 150) = %d in a plain run, want 150", n)
	}
}

// TestSpreadKeepsEveryValue checks that the default diagonal sample of a
// sweep of three axes keeps every value of every axis, about one item in
// n.
func TestSpreadKeepsEveryValue(t *testing.T) {
	t.Setenv(Env, "")
	const n = 4
	axes := [3]int{4, 5, 3}
	var seen [3][5]bool
	picked, all := 0, 0
	for a := range axes[0] {
		for b := range axes[1] {
			for c := range axes[2] {
				all++
				if Spread(n, a, b, c) {
					picked++
					seen[0][a], seen[1][b], seen[2][c] = true, true, true
				}
			}
		}
	}
	for axis, size := range axes {
		for v := range size {
			if !seen[axis][v] {
				t.Errorf("axis %d: value %d never runs", axis, v)
			}
		}
	}
	if picked*n < all-n || picked*n > all+n {
		t.Errorf("%d of %d items run, want about one in %d", picked, all, n)
	}
}

// TestByFamilyKeepsEveryFamily checks that the default sample of names
// by family keeps at least one name of every family, about one in n of
// each, and with Env set every name.
func TestByFamilyKeepsEveryFamily(t *testing.T) {
	var names []string
	for _, f := range []string{"oracle_", "gemini_deepthink-", "gemini_finished-", "surface_", "i18n_"} {
		for i := 0; i < 7; i++ {
			names = append(names, f+string(rune('a'+i)))
		}
	}
	t.Setenv(Env, "")
	keep := ByFamily(names, NameFamily, 3)
	per := map[string]int{}
	for name := range keep {
		per[NameFamily(name)]++
	}
	if len(per) != 5 {
		t.Fatalf("families kept %v, want all 5", per)
	}
	for f, k := range per {
		if k < 1 || k > 3 {
			t.Errorf("%s: %d of 7 kept, want 1..3", f, k)
		}
	}
	t.Setenv(Env, "1")
	if got := len(ByFamily(names, NameFamily, 3)); got != len(names) {
		t.Errorf("exhaustive: %d of %d kept", got, len(names))
	}
}

// TestNameFamily checks how fixture names group.
func TestNameFamily(t *testing.T) {
	for name, want := range map[string]string{
		"oracle_11-id-rerendered":      "oracle",
		"gemini_deepthink-german":      "gemini_deepthink",
		"gemini_finished":              "gemini_finished",
		"example":                      "example",
		"surface_new-chat-in-composer": "surface",
	} {
		if got := NameFamily(name); got != want {
			t.Errorf("NameFamily(%q) = %q, want %q", name, got, want)
		}
	}
}
