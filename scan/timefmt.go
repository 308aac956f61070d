package scan

import (
	"errors"
	"math"
	"strings"
	"time"
)

// maxTimeLen bounds the length of a time string.
const maxTimeLen = 64

// The range of epoch seconds accepted from conversation details: after
// 2000-01-01 and before 3000-01-01.
const (
	minEpoch = 946684800
	maxEpoch = 32503680000
)

var (
	errUnzoned     = errors.New("time has no zone offset")
	errUnparseable = errors.New("time is not RFC 3339")
	errEpoch       = errors.New("epoch seconds out of range")
)

// ParseListTime parses a listing time: an RFC 3339 / ISO-8601 string with a
// zone, such as "2026-01-28T14:45:20.195299Z" or
// "2024-03-29T02:56:00.793473+00:00". A time without a zone, with the
// unknown-offset marker "-00:00", or in any other form is an error.
func ParseListTime(s string) (time.Time, error) {
	if len(s) > maxTimeLen {
		return time.Time{}, errUnparseable
	}
	if !zoned(s) {
		return time.Time{}, errUnzoned
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, errUnparseable
	}
	return t, nil
}

// zoned reports whether s ends in "Z" or a numeric offset other than -00:00.
func zoned(s string) bool {
	if strings.HasSuffix(s, "Z") {
		return true
	}
	if len(s) < 6 {
		return false
	}
	off := s[len(s)-6:]
	if off == "-00:00" {
		return false
	}
	return (off[0] == '+' || off[0] == '-') && off[3] == ':'
}

// EpochTime converts float epoch seconds, as conversation details carry
// them (e.g. 1764725793.107499), to a time rounded to the microsecond.
// Values before 2000 or after 2999 are an error.
func EpochTime(sec float64) (time.Time, error) {
	if math.IsNaN(sec) || sec < minEpoch || sec >= maxEpoch {
		return time.Time{}, errEpoch
	}
	whole := math.Floor(sec)
	nanos := math.Round((sec-whole)*1e6) * 1e3
	return time.Unix(int64(whole), int64(nanos)).UTC(), nil
}
