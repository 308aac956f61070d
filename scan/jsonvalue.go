package scan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/chatproof/chatproof/internal/strictjson"
	"math"
	"slices"
	"strconv"
)

// The readers below decode JSON exactly, under the one strictness rule of
// recorded inputs (internal/strictjson): object keys match byte for byte, a
// key given twice is an error rather than "last one wins", and nothing may
// follow the value. Ambiguous evidence is thereby malformed evidence.

var errNotObject = errors.New("not a JSON object")

// members is a decoded JSON object: each key's raw value.
type members map[string]json.RawMessage

// object decodes data as one JSON object. Duplicate keys are an error.
func object(data []byte) (members, error) {
	if t := bytes.TrimSpace(data); len(t) == 0 || t[0] != '{' {
		if _, err := json.NewDecoder(bytes.NewReader(t)).Token(); err != nil {
			return nil, err // not JSON at all: say where it breaks
		}
		return nil, errNotObject
	}
	var m members
	if err := strictjson.Decode(data, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// array decodes data as one JSON array of raw elements.
func array(data []byte) ([]json.RawMessage, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '[' {
		return nil, errors.New("not a JSON array")
	}
	var out []json.RawMessage
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// only reports an error naming the unknown keys of m (those not in keys),
// in sorted order so that the same input always gives the same error.
func (m members) only(keys ...string) error {
	var unknown []string
	for k := range m {
		if !slices.Contains(keys, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	return fmt.Errorf("unknown key %q", unknown[0])
}

func isNull(raw json.RawMessage) bool {
	return bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

// jsonString decodes a JSON string (not null, not another type).
func jsonString(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '"' {
		return "", errors.New("not a JSON string")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", err
	}
	return s, nil
}

// jsonBool decodes a JSON boolean.
func jsonBool(raw json.RawMessage) (bool, error) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, errors.New("not a JSON boolean")
}

// maxCount bounds every count and offset read from evidence.
const maxCount = 1_000_000_000

// jsonCount decodes a non-negative integer written in plain digits (no sign,
// fraction or exponent) no larger than maxCount.
func jsonCount(raw json.RawMessage) (int, error) {
	s := string(bytes.TrimSpace(raw))
	if s == "" || len(s) > 10 {
		return 0, errors.New("not a count")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, errors.New("not a count")
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxCount {
		return 0, errors.New("not a count")
	}
	return n, nil
}

// jsonFloat decodes a finite JSON number.
func jsonFloat(raw json.RawMessage) (float64, error) {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 || (s[0] != '-' && (s[0] < '0' || s[0] > '9')) {
		return 0, errors.New("not a JSON number")
	}
	var f float64
	if err := json.Unmarshal(s, &f); err != nil {
		return 0, err
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, errors.New("not a finite number")
	}
	return f, nil
}
