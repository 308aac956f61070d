package capture

import (
	"encoding/json"
	"testing"

	"github.com/chromedp/cdproto/runtime"

	"github.com/chatproof/chatproof/capture/page"
)

// FuzzScopedReply checks that any value the reader's evaluation may return
// decodes (decodeReply), becomes a page (scopedReply.page: the style
// vectors put in place, the hit tests' covered controls marked) and
// renders, or gives an error, never a panic.
func FuzzScopedReply(f *testing.F) {
	reply := `{"id":"n.1","snapshot":{"documents":[{"documentURL":0,"nodes":{"parentIndex":[-1,0,1,2,3],"nodeType":[9,1,1,1,3],` +
		`"nodeName":[1,2,3,4,5],"nodeValue":[-1,-1,-1,-1,6],"attributes":[[],[],[],[7,8],[]]},` +
		`"layout":{"nodeIndex":[0,3,4],"bounds":[[0,0,800,600],[8,8,100,20],[8,8,40,18]],"scrollRects":[[],[],[]]}}],` +
		`"strings":["https://chat.example/c/1","#document","HTML","BODY","BUTTON","#text","Copy","data-testid","copy-turn-action-button","block","visible","1","static"]},` +
		`"styleTable":[[9,10,11,12]],"styleRefs":[0,0,9],"width":800,"height":600,"layer":false,` +
		`"hits":{"controls":[{"node":3,"box":[8,8,100,20],"points":[[0],[0],[0],[0],[0]]}],"facts":[{"parent":-1,"styles":["block","visible","1","fixed"],"box":[0,0,800,600]}]},` +
		`"document":"1"}`
	for _, s := range []string{reply, "=n.1", "{}", `{"styleRefs":[-1,3],"hits":{"controls":[{"node":99,"points":[[5]]}]}}`} {
		b, _ := json.Marshal(s)
		f.Add(b, "n.1")
	}
	f.Add([]byte(`7`), "")
	f.Fuzz(func(t *testing.T, value []byte, known string) {
		res := runtime.EvaluateResult{Result: &runtime.RemoteObject{Value: value}}
		r, unchanged, err := decodeReply(res, known)
		if err != nil || unchanged {
			return
		}
		p, err := r.page()
		if err != nil {
			return
		}
		_, _ = render(p, page.Provenance{URL: p.URL, Scope: page.ScopeRules}, CaptureOptions{Scoped: true})
	})
}
