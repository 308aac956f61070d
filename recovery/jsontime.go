package recovery

import (
	"encoding/json"
	"strconv"
	"time"
)

// Time is a point in time of the persisted State. It marshals as integer
// epoch milliseconds, 0 for the zero time (never or unknown), and
// unmarshals from them (UTC, the zero time for 0); Validate refuses a time
// before 1970 or after the year 9999.
type Time struct{ time.Time }

// At returns t as a Time.
func At(t time.Time) Time { return Time{t} }

// Millis returns the Time of epoch milliseconds ms; 0 is the zero Time.
func Millis(ms int64) Time {
	if ms == 0 {
		return Time{}
	}
	return Time{time.UnixMilli(ms).UTC()}
}

// MS returns t in epoch milliseconds; the zero Time is 0.
func (t Time) MS() int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// InRange reports whether t is the zero Time or in the years 1970 to
// 9999, the times a decoded State may hold.
func (t Time) InRange() bool { ms := t.MS(); return ms >= 0 && ms <= maxMS }

// Equal reports whether t and u are the same instant.
func (t Time) Equal(u Time) bool { return t.Time.Equal(u.Time) }

// MarshalJSON writes t as integer epoch milliseconds.
func (t Time) MarshalJSON() ([]byte, error) { return strconv.AppendInt(nil, t.MS(), 10), nil }

// UnmarshalJSON reads integer epoch milliseconds; null leaves t unchanged.
func (t *Time) UnmarshalJSON(b []byte) error {
	ms, ok, err := jsonInt(b)
	if ok {
		*t = Millis(ms)
	}
	return err
}

// Duration is a duration of the persisted State. It marshals as integer
// milliseconds and unmarshals from them; Validate refuses one outside 0
// to 24 hours.
type Duration struct{ time.Duration }

// MarshalJSON writes d as integer milliseconds.
func (d Duration) MarshalJSON() ([]byte, error) {
	return strconv.AppendInt(nil, d.Milliseconds(), 10), nil
}

// UnmarshalJSON reads integer milliseconds; null leaves d unchanged.
func (d *Duration) UnmarshalJSON(b []byte) error {
	ms, ok, err := jsonInt(b)
	if ok {
		// Beyond what a Duration holds, saturate: Validate refuses it.
		d.Duration = time.Duration(min(max(ms, -maxDurationMS), maxDurationMS)) * time.Millisecond
	}
	return err
}

// maxDurationMS is the most milliseconds a time.Duration holds.
const maxDurationMS = int64(1<<63-1) / int64(time.Millisecond)

// jsonInt reads a JSON integer as an int64 field does, with the same
// errors (which encoding/json then names by their field); null is no
// value.
func jsonInt(b []byte) (int64, bool, error) {
	var n int64
	if string(b) == "null" {
		return 0, false, nil
	}
	if err := json.Unmarshal(b, &n); err != nil {
		return 0, false, err
	}
	return n, true, nil
}
