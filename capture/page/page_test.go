package page

import (
	"errors"
	"testing"

	"github.com/chromedp/cdproto/domsnapshot"
	"github.com/google/go-cmp/cmp"
)

// snapshot builds a protocol result from a string table and node rows.
func snapshot(strs []string, parents []int64, types []int64, names, values []domsnapshot.StringIndex, attrs []domsnapshot.ArrayOfStrings) *domsnapshot.CaptureSnapshotResult {
	return &domsnapshot.CaptureSnapshotResult{
		Strings: strs,
		Documents: []*domsnapshot.DocumentSnapshot{{
			DocumentURL: 0,
			Nodes: &domsnapshot.NodeTreeSnapshot{
				ParentIndex: parents, NodeType: types, NodeName: names, NodeValue: values, Attributes: attrs,
			},
		}},
	}
}

func TestDecode(t *testing.T) {
	strs := []string{"https://chatgpt.com/c/1?x=y", "#document", "HTML", "BODY", "DIV", "class", "hidden", "#text", "hi", "::before", "TEXTAREA", "typed", "block", "visible", "0.5", "absolute", "hidden"}
	res := snapshot(strs,
		[]int64{-1, 0, 1, 2, 3, 3, 2, 6},
		[]int64{9, 1, 1, 1, 3, 1, 1, 3},
		[]domsnapshot.StringIndex{1, 2, 3, 4, 7, 9, 10, 7},
		[]domsnapshot.StringIndex{-1, -1, -1, -1, 8, -1, -1, 8},
		[]domsnapshot.ArrayOfStrings{nil, nil, nil, {5, 6}, nil, nil, nil, nil},
	)
	nt := res.Documents[0].Nodes
	nt.PseudoType = &domsnapshot.RareStringData{Index: []int64{5}, Value: []domsnapshot.StringIndex{9}}
	nt.TextValue = &domsnapshot.RareStringData{Index: []int64{6, 99}, Value: []domsnapshot.StringIndex{11, 11}}
	res.Documents[0].Layout = &domsnapshot.LayoutTreeSnapshot{
		NodeIndex: []int64{3, 3, 1000},
		Styles:    []domsnapshot.ArrayOfStrings{{12, 13, 14, 15, 16, 16, -1, 999}, {}, {}},
		Bounds:    []domsnapshot.Rectangle{{10, 10, 5, 5}, {20, 0, 10, 30}, {1, 2}},
	}
	p, err := Decode(res)
	if err != nil {
		t.Fatal(err)
	}
	if p.URL != strs[0] {
		t.Errorf("URL = %q", p.URL)
	}
	div := p.Nodes[3]
	want := Node{Type: ElementNode, Name: "DIV", Parent: 2, Children: []int{4},
		Attrs: []Attr{{"class", "hidden"}},
		Layout: &Layout{Box: Rect{10, 0, 20, 30}, Display: "block", Visibility: "visible", Opacity: 0.5,
			Position: "absolute", OverflowX: "hidden", OverflowY: "hidden"},
	}
	if d := cmp.Diff(want, div); d != "" {
		t.Errorf("div (-want +got): union of boxes, styles of the first piece, out-of-range strings empty\n%s", d)
	}
	if got := p.Nodes[2].Children; !cmp.Equal(got, []int{3, 6}) {
		t.Errorf("body children = %v, want [3 6]: the ::before pseudo-element is left out", got)
	}
	if ta := p.Nodes[6]; !ta.HasTextValue || ta.TextValue != "typed" {
		t.Errorf("textarea value = %q %v, want typed", ta.TextValue, ta.HasTextValue)
	}
}

func TestDecodeMalformed(t *testing.T) {
	tests := []struct {
		name   string
		reason string
		res    *domsnapshot.CaptureSnapshotResult
		err    error
	}{
		{"nil", "no result at all", nil, ErrEmptySnapshot},
		{"no-documents", "a result without documents", &domsnapshot.CaptureSnapshotResult{}, ErrEmptySnapshot},
		{"no-nodes", "a document without a node table", &domsnapshot.CaptureSnapshotResult{Documents: []*domsnapshot.DocumentSnapshot{{}}}, ErrEmptySnapshot},
		{"empty-nodes", "a node table without rows", snapshot(nil, nil, nil, nil, nil, nil), ErrEmptySnapshot},
		{"forward-parent", "a parent after its child would allow cycles: the node is left out",
			snapshot([]string{"x"}, []int64{-1, 2, 1}, []int64{9, 1, 1}, []domsnapshot.StringIndex{0, 0, 0}, nil, nil), nil},
		{"short-columns", "missing columns and string indexes read as empty, not out of range",
			snapshot([]string{}, []int64{-1, 0, 0}, []int64{9}, []domsnapshot.StringIndex{5}, nil, []domsnapshot.ArrayOfStrings{nil, {7}}), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Decode(tc.res)
			if !errors.Is(err, tc.err) {
				t.Fatalf("err = %v, want %v (%s)", err, tc.err, tc.reason)
			}
			if err == nil {
				Visibility(p) // must not panic either
				if _, err := Build(p, Provenance{}); err != nil && !errors.Is(err, ErrUnrenderable) {
					t.Errorf("Build: %v", err)
				}
			}
		})
	}
}

func TestDecodeLimits(t *testing.T) {
	deep := func(n int) *domsnapshot.CaptureSnapshotResult {
		parents := make([]int64, n)
		types := make([]int64, n)
		names := make([]domsnapshot.StringIndex, n)
		parents[0] = -1
		types[0] = 9
		for i := 1; i < n; i++ {
			parents[i], types[i] = int64(i-1), 1
		}
		return snapshot([]string{"DIV"}, parents, types, names, nil, nil)
	}
	if _, err := Decode(deep(MaxDepth + 1)); err != nil {
		t.Errorf("depth %d: %v, want accepted", MaxDepth, err)
	}
	if _, err := Decode(deep(MaxDepth + 2)); !errors.Is(err, ErrTooDeep) {
		t.Errorf("depth %d: %v, want ErrTooDeep", MaxDepth+1, err)
	}
	wide := snapshot(nil, make([]int64, MaxNodes+1), nil, nil, nil, nil)
	if _, err := Decode(wide); !errors.Is(err, ErrTooLarge) {
		t.Errorf("%d nodes: %v, want ErrTooLarge", MaxNodes+1, err)
	}
}

// TestStylePropertiesIsACopy: a caller that changes the slice
// StyleProperties returns changes nothing a capture asks for.
func TestStylePropertiesIsACopy(t *testing.T) {
	got := StyleProperties()
	got[0] = "color"
	if StyleProperties()[0] != "display" || styleProperties[0] != "display" {
		t.Error("changing the returned slice changed the capture's styles")
	}
}
