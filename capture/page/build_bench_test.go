package page

import (
	"fmt"
	"testing"

	"github.com/chatproof/chatproof/capture/redact"
)

// benchPage is a page of n turns, each a clipping container with a message,
// an action bar of buttons and a link carrying a signed URL: the work of
// Visibility, Build, Sanitize and Render grows with it.
func benchPage(n int) *Page {
	b := newPage()
	body := b.skeleton()
	for k := range n {
		turn := b.el(body, "ARTICLE", with(box(800, 300), func(l *Layout) { l.OverflowX, l.OverflowY = "hidden", "hidden"; l.Box.Y = float64(300 * k) }))
		p := b.el(turn, "P", box(800, 200), "class", "markdown")
		b.txt(p, fmt.Sprintf("Answer %d with a token=abcd%04d and text.", k, k), box(700, 17))
		bar := b.el(turn, "DIV", box(300, 40), "class", "flex")
		for j := range 4 {
			b.el(bar, "BUTTON", box(36, 36), "data-testid", fmt.Sprintf("action-%d", j), "aria-label", "Copy")
		}
		b.el(turn, "A", box(100, 17), "href", fmt.Sprintf("https://files.example.com/%d.png?sig=s%d&se=2026", k, k))
	}
	return &b.p
}

// BenchmarkCapturePipeline measures turning a protocol page into the
// written snapshot (Build with Visibility, Sanitize, Render) per node.
func BenchmarkCapturePipeline(b *testing.B) {
	for _, n := range []int{100, 1000, 4000} {
		p := benchPage(n)
		b.Run(fmt.Sprintf("turns=%d/nodes=%d", n, len(p.Nodes)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				doc, err := Build(p, testProv)
				if err != nil {
					b.Fatal(err)
				}
				redact.Sanitize(doc, redact.Options{RedactText: true})
				if _, err := redact.Render(doc); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(p.Nodes)), "ns/node")
		})
	}
}
