package borrowed

import (
	"testing"
	"unsafe"
)

// TestDetach: a string that points into the buffer, in a field, a slice
// and behind a pointer, gets a copy of its own; one that does not is left
// as it is.
func TestDetach(t *testing.T) {
	src := []byte("message-id-42 evidence")
	in := unsafe.String(&src[0], 13)
	type inner struct{ Evidence string }
	type value struct {
		ID      string
		Const   string
		List    []string
		Nested  *inner
		private string
	}
	v := value{ID: in, Const: "finished_response", List: []string{in, "x"}, Nested: &inner{in}, private: in}
	constant := unsafe.StringData(v.Const)
	Detach(&v, src)
	for i := range src {
		src[i] = '#'
	}
	for name, got := range map[string]string{"ID": v.ID, "List[0]": v.List[0], "Nested.Evidence": v.Nested.Evidence} {
		if got != "message-id-42" {
			t.Errorf("%s = %q after the buffer changed, want its own copy", name, got)
		}
	}
	if unsafe.StringData(v.Const) != constant {
		t.Error("a string outside the buffer was copied")
	}
	if v.private != "#############" {
		t.Errorf("unexported field = %q: Detach follows exported fields only, as its doc says", v.private)
	}
}
