// Package strictjson is the one JSON strictness rule for recorded inputs
// (API pages, recorded cases, persisted state): object keys match a
// struct field's JSON name byte for byte (encoding/json alone matches them
// case-insensitively), a key given twice in one object is an error rather
// than "last one wins", a key no field names is an error, and nothing but
// white space may follow the value. Ambiguous evidence is thereby
// malformed evidence.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Errors of Decode; each returned error wraps one of them or is a
// encoding/json syntax or type error.
var (
	ErrDuplicateKey = errors.New("key given twice")
	ErrUnknownKey   = errors.New("unknown key")
	ErrTrailing     = errors.New("data after the JSON value")
)

// MaxDepth bounds the nesting Decode follows, as encoding/json does.
const MaxDepth = 10000

// Decode decodes data into v (a non-nil pointer) under the strict rule. A
// json.RawMessage, any or map value is checked for repeated keys only.
func Decode(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("strictjson: Decode needs a non-nil pointer")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := check(dec, rv.Type().Elem(), 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrTrailing
	}
	full := json.NewDecoder(bytes.NewReader(data))
	full.DisallowUnknownFields()
	return full.Decode(v)
}

// check reads one JSON value from dec and checks its object keys against t.
func check(dec *json.Decoder, t reflect.Type, depth int) error {
	if depth > MaxDepth {
		return errors.New("JSON nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	t = deref(t)
	switch d {
	case '[':
		elem := anyType
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := check(dec, elem, depth+1); err != nil {
				return err
			}
		}
	case '{':
		fields := jsonFields(t)
		seen := map[string]bool{}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := tok.(string)
			if seen[key] {
				return fmt.Errorf("%w: %q", ErrDuplicateKey, key)
			}
			seen[key] = true
			next := anyType
			if fields != nil {
				ft, ok := fields[key]
				if !ok {
					return fmt.Errorf("%w: %q", ErrUnknownKey, key)
				}
				next = ft
			} else if t != nil && t.Kind() == reflect.Map {
				next = t.Elem()
			}
			if err := check(dec, next, depth+1); err != nil {
				return err
			}
		}
	}
	_, err = dec.Token() // the closing delimiter
	return err
}

var anyType = reflect.TypeFor[any]()

func deref(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// jsonFields maps the exact JSON names of a struct type's fields to their
// types, embedded structs' fields included; nil when t is not a struct or
// decodes itself.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if t == nil || t.Kind() != reflect.Struct || reflect.PointerTo(t).Implements(unmarshalerType) {
		return nil
	}
	fields := map[string]reflect.Type{}
	addFields(t, fields)
	return fields
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

func addFields(t reflect.Type, fields map[string]reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && deref(f.Type).Kind() == reflect.Struct {
			addFields(deref(f.Type), fields)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fields[name] = f.Type
	}
}
