package lru

import (
	"sync"
	"testing"
)

// TestBounded: a cache given far more keys than its cap holds only the
// cap, the keys used last; an evicted key is built again.
func TestBounded(t *testing.T) {
	c := New[int, int](4)
	builds := 0
	square := func(k int) int { builds++; return k * k }
	for k := range 100 {
		if got := c.Get(k, square); got != k*k {
			t.Fatalf("Get(%d) = %d", k, got)
		}
	}
	if c.Len() != 4 {
		t.Errorf("holds %d entries, want 4", c.Len())
	}
	builds = 0
	c.Get(99, square) // held
	c.Get(0, square)  // evicted long ago
	if builds != 1 {
		t.Errorf("%d builds, want 1 (only the evicted key)", builds)
	}
}

// TestRecentlyUsedKept: using a key keeps it over keys added after it.
func TestRecentlyUsedKept(t *testing.T) {
	c := New[string, int](2)
	n := 0
	build := func(string) int { n++; return n }
	a := c.Get("a", build)
	c.Get("b", build)
	c.Get("a", build) // a is now the most recent
	c.Get("c", build) // drops b
	if got := c.Get("a", build); got != a {
		t.Errorf("a was rebuilt: %d, want %d", got, a)
	}
	if c.Len() != 2 {
		t.Errorf("holds %d", c.Len())
	}
}

// TestConcurrent: callers at once agree on one value per key.
func TestConcurrent(t *testing.T) {
	c := New[int, *int](8)
	var wg sync.WaitGroup
	got := make([]*int, 16)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = c.Get(1, func(int) *int { return new(int) })
		}()
	}
	wg.Wait()
	for _, g := range got[1:] {
		if g != got[0] {
			t.Fatal("two values for one key")
		}
	}
}
