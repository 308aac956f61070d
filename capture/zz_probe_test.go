package capture_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/chatproof/chatproof/capture"
)

func TestZZProbe(t *testing.T) {
	url := os.Getenv("PROBE_URL")
	if url == "" {
		t.Skip()
	}
	b := attach(t)
	tab, err := b.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	p, _, err := tab.ReadBoth()
	if err != nil {
		t.Fatal(err)
	}
	vis := capture.Visibility(p)
	for i, nd := range p.Nodes {
		if nd.Type != capture.ElementNode {
			continue
		}
		id := ""
		for _, a := range nd.Attrs {
			if a.Name == "id" || a.Name == "class" {
				id += a.Name + "=" + a.Value[:min(len(a.Value), 40)] + " "
			}
		}
		if nd.Layout != nil {
			fmt.Printf("%d %s %s vis=%v box=%v disp=%s ov=%s/%s\n", i, nd.Name, id, vis[i], nd.Layout.Box, nd.Layout.Display, nd.Layout.OverflowX, nd.Layout.OverflowY)
		} else {
			fmt.Printf("%d %s %s vis=%v nolayout\n", i, nd.Name, id, vis[i])
		}
	}
}
