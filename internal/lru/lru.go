// Package lru is a small cache that keeps the values of the keys used
// last, at most a fixed number of them, for the packages that compile a
// site profile once and use it on every page: a program that loads a
// profile per request holds at most the cap, never every profile it ever
// saw.
package lru

import (
	"container/list"
	"sync"
)

// Cache maps keys to values, keeping at most Cap entries: adding one more
// drops the one used longest ago. It is safe for concurrent use. The zero
// Cache is not usable; make one with New.
type Cache[K comparable, V any] struct {
	mu    sync.Mutex
	cap   int
	order *list.List // of *entry[K, V], the most recently used first
	byKey map[K]*list.Element
}

type entry[K comparable, V any] struct {
	key   K
	value V
}

// New returns a cache holding at most n entries (at least one).
func New[K comparable, V any](n int) *Cache[K, V] {
	return &Cache[K, V]{cap: max(n, 1), order: list.New(), byKey: map[K]*list.Element{}}
}

// Get returns the value of key, making it the most recently used, or
// build(key) when the cache holds none, which it then holds. build runs
// without the lock, so two callers may build one key at once; the first
// to finish is kept and returned to both.
func (c *Cache[K, V]) Get(key K, build func(K) V) V {
	c.mu.Lock()
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
		v := e.Value.(*entry[K, V]).value
		c.mu.Unlock()
		return v
	}
	c.mu.Unlock()
	v := build(key)
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[K, V]).value
	}
	c.byKey[key] = c.order.PushFront(&entry[K, V]{key, v})
	for c.order.Len() > c.cap {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.byKey, last.Value.(*entry[K, V]).key)
	}
	return v
}

// Len is the number of entries the cache holds.
func (c *Cache[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
