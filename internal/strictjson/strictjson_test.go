package strictjson

import (
	"encoding/json"
	"errors"
	"testing"
)

type inner struct {
	Count int `json:"count"`
}

type outer struct {
	Name  string            `json:"name"`
	Items []inner           `json:"items"`
	Extra map[string]inner  `json:"extra,omitempty"`
	Raw   json.RawMessage   `json:"raw"`
	Ptr   *inner            `json:"ptr"`
	Tags  map[string]string `json:"tags"`
	inner
}

func TestDecode(t *testing.T) {
	cases := []struct {
		name, in string
		want     error // nil: decodes
	}{
		{"ok", `{"name":"a","items":[{"count":1}],"count":2,"raw":{"x":1},"ptr":{"count":3},"tags":{"A":"b"}}`, nil},
		{"case differs", `{"Name":"a"}`, ErrUnknownKey},
		{"unknown", `{"nme":"a"}`, ErrUnknownKey},
		{"unknown nested", `{"items":[{"cnt":1}]}`, ErrUnknownKey},
		{"unknown in map value", `{"extra":{"k":{"Count":1}}}`, ErrUnknownKey},
		{"unknown through pointer", `{"ptr":{"x":1}}`, ErrUnknownKey},
		{"duplicate", `{"name":"a","name":"b"}`, ErrDuplicateKey},
		{"duplicate in raw", `{"raw":{"x":1,"x":2}}`, ErrDuplicateKey},
		{"duplicate map key", `{"tags":{"a":"1","a":"2"}}`, ErrDuplicateKey},
		{"trailing", `{"name":"a"} {}`, ErrTrailing},
		{"embedded field", `{"count":1}`, nil},
	}
	for _, tc := range cases {
		var v outer
		err := Decode([]byte(tc.in), &v)
		if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
		}
	}
	var v outer
	if err := Decode([]byte(`{"name":"a","items":[{"count":1}],"count":2}`), &v); err != nil || v.Name != "a" || v.Items[0].Count != 1 || v.Count != 2 {
		t.Errorf("decoded %+v, %v", v, err)
	}
	if err := Decode([]byte(`{"name":1}`), &v); err == nil {
		t.Error("a type mismatch decoded")
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name":"a","items":[{"count":1}]}`))
	f.Add([]byte(`[[[[{"a":{"a":1,"a":2}}]]]]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v outer
		_ = Decode(data, &v)
		var m map[string]json.RawMessage
		_ = Decode(data, &m)
	})
}
