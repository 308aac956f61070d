package dom

import (
	"testing"

	"golang.org/x/net/html"
)

// keyNames are the attribute keys a Keys set records, by bit: the
// embedded site profiles' IndexAttrs, one bit each.
var keyNames = func() map[Keys]string {
	out := map[Keys]string{}
	for i, name := range indexedAttrs {
		out[1<<i] = name
	}
	return out
}()

// chatgptKeys are the keys ChatGPT's profile has the index record, the set
// the index held when it was written in code.
var chatgptKeys = []string{
	"id", "role", "data-testid", "data-turn", "data-turn-id", "data-turn-key",
	"data-message-author-role", "data-conversation-role", "data-user-message-bubble", "data-message-id",
}

// refKeys is the plain statement of readKeys: a key's bit is set when
// HasAttr finds the key.
func refKeys(n *html.Node) Keys {
	var ks Keys
	for k, name := range keyNames {
		if HasAttr(n, name) {
			ks |= k
		}
	}
	return ks
}

// checkElements checks every element's recorded tag and keys against its
// node.
func checkElements(t testing.TB, d *Document) {
	t.Helper()
	for i := 0; i < d.Len(); i++ {
		e, n := d.El(i), d.Node(i)
		if e.Atom != n.DataAtom {
			t.Fatalf("element %d <%s>: Atom %v, node %v", i, n.Data, e.Atom, n.DataAtom)
		}
		if want := refKeys(n); e.Keys != want {
			t.Fatalf("element %d <%s>: Keys %b, want %b", i, n.Data, e.Keys, want)
		}
	}
}

func TestElementKeys(t *testing.T) {
	if len(keyNames) != len(indexedAttrs) || len(keyNames) > maxKeys {
		t.Fatalf("keyNames has %d keys", len(keyNames))
	}
	for _, k := range chatgptKeys {
		if KeyOf(k) == 0 {
			t.Errorf("the index does not record %s", k)
		}
	}

	d := mustParse(t, `<body>
	<article id=a data-testid="conversation-turn-1" data-turn=user data-turn-id=t1 data-turn-key=k>
	<div data-message-author-role=user data-message-id=m1 data-conversation-role=user data-user-message-bubble>x</div>
	</article>
	<div role=dialog data-testid-x=no data-state=closed aria-label=l aria-hidden=true>y</div>
	<p ID=upper>attribute names are lower-cased by the parser</p>
	<svg><a xlink:role=r xlink:href=h><g role=img id=g></g></a></svg>
	<span title="id role data-testid" data-state=x>no keys</span></body>`)
	checkElements(t, d)
	svgA := -1
	for i := 0; i < d.Len(); i++ {
		if n := d.Node(i); n.Data == "a" && n.Namespace == "svg" {
			svgA = i
		}
	}
	if svgA < 0 || d.El(svgA).Keys != 0 {
		t.Errorf("xlink:role is not role: svg a at %d has keys %b", svgA, d.El(svgA).Keys)
	}
}

// FuzzElementKeys checks the recorded tags and keys of every element of
// arbitrary documents.
func FuzzElementKeys(f *testing.F) {
	f.Add([]byte(`<div id=a role=b data-testid=c data-turn=d data-turn-id=e data-turn-key=f>`))
	f.Add([]byte(`<p data-message-author-role data-conversation-role data-user-message-bubble data-message-id><svg xlink:role=x>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := Parse(src, Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		checkElements(t, d)
	})
}
