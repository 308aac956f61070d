// Package bytesize writes and reads sizes in bytes with their units, for
// messages ("41982881 bytes (40 MiB)") and flags ("10MB", "10MiB").
package bytesize

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// units are the suffixes Parse accepts, longest first within each family,
// with their factors: decimal (kB, MB, GB) and binary (KiB, MiB, GiB).
var units = []struct {
	suffix string
	factor int64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30},
	{"ki", 1 << 10}, {"mi", 1 << 20}, {"gi", 1 << 30},
	{"kb", 1e3}, {"mb", 1e6}, {"gb", 1e9},
	{"k", 1e3}, {"m", 1e6}, {"g", 1e9},
	{"b", 1},
}

// Parse reads a size: a whole number of bytes ("33554432") or a number with
// a unit, decimal (kB, MB, GB; k, M, G) or binary (KiB, MiB, GiB; Ki, Mi,
// Gi), case-insensitive, with an optional space and fraction ("1.5MiB").
func Parse(s string) (int64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	factor := int64(1)
	for _, u := range units {
		if strings.HasSuffix(t, u.suffix) {
			t, factor = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.factor
			break
		}
	}
	if t == "" {
		return 0, errors.New("not a size: want a number of bytes or one with a unit, e.g. 33554432, 32MiB or 10MB")
	}
	if n, err := strconv.ParseInt(t, 10, 64); err == nil {
		if n != 0 && (n > math.MaxInt64/factor || n < math.MinInt64/factor) {
			return 0, errors.New("size out of range")
		}
		return n * factor, nil
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, errors.New("not a size: want a number of bytes or one with a unit, e.g. 33554432, 32MiB or 10MB")
	}
	v := f * float64(factor)
	if v >= math.MaxInt64 || v <= math.MinInt64 {
		return 0, errors.New("size out of range")
	}
	return int64(v), nil
}

// Format writes n bytes for a message: "512 bytes", or the exact count with
// its binary size, "41982881 bytes (40 MiB)".
func Format(n int64) string {
	if n < 1<<10 && n > -1<<10 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%d bytes (%s)", n, Short(n))
}

// Short writes n bytes in the largest binary unit it reaches, rounded to
// one decimal place and without a trailing ".0": "32 MiB", "1.5 KiB".
func Short(n int64) string {
	abs := n
	if abs < 0 {
		abs = -abs
	}
	for _, u := range []struct {
		name   string
		factor int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if abs >= u.factor {
			s := strconv.FormatFloat(float64(n)/float64(u.factor), 'f', 1, 64)
			return strings.TrimSuffix(s, ".0") + " " + u.name
		}
	}
	return strconv.FormatInt(n, 10) + " B"
}
