// Package borrowed lets the module's root package judge a page in the
// caller's own buffer, without the copy that package snapshot's Parse
// makes so that the Document it returns may outlive any change to that
// buffer. chatproof.ClassifyHTML keeps no Document: it parses in place,
// judges, and detaches every string of the verdict that points into the
// buffer (Detach) before it returns.
package borrowed

import (
	"reflect"
	"strings"
	"unsafe"
)

// Mode is embedded, under an unexported name, in snapshot.Limits. InPlace
// marks a Limits so that snapshot.Parse reads an input that is plain HTML
// in src itself instead of a copy: the *snapshot.Document it returns reads
// src for as long as it is used, so src must not change meanwhile. Inputs
// in other formats are decoded into a buffer of the package's own, as
// always. A Limits a caller of package snapshot builds is never marked.
type Mode struct{ inPlace bool }

// mark is the method a snapshot.Limits gets from its Mode.
func (m *Mode) mark() { m.inPlace = true }

// InPlace marks lim, a *snapshot.Limits, for reading in place.
func InPlace(lim interface{ mark() }) { lim.mark() }

// Requested reports whether InPlace marked the Limits m is part of.
func Requested(m Mode) bool { return m.inPlace }

// Detach replaces every string reachable from the exported fields of the
// value p points to that points into src with a copy of its own, so that
// the value no longer depends on src. Only strings, structs, slices,
// arrays and pointers are followed: the verdicts it detaches hold nothing
// else.
func Detach(p any, src []byte) {
	if len(src) == 0 {
		return
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(src)))
	detach(reflect.ValueOf(p), lo, lo+uintptr(len(src)))
}

// detach is Detach on v, for a buffer spanning the addresses [lo, hi).
func detach(v reflect.Value, lo, hi uintptr) {
	switch v.Kind() {
	case reflect.String:
		s := v.String()
		if at := uintptr(unsafe.Pointer(unsafe.StringData(s))); s != "" && at >= lo && at < hi && v.CanSet() {
			v.SetString(strings.Clone(s))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			detach(v.Field(i), lo, hi)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			detach(v.Index(i), lo, hi)
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			detach(v.Elem(), lo, hi)
		}
	}
}
