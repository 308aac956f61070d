package snapshot_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/chatproof/chatproof/snapshot"
)

// A page saved by Chrome as "Webpage, Single File" is an MHTML archive:
// Decode returns its HTML part, decoded from quoted-printable, and the
// page's URL.
func ExampleDecode() {
	archive := strings.ReplaceAll(`From: <Saved by Blink>
Snapshot-Content-Location: https://chatgpt.com/c/6751
Subject: ChatGPT
MIME-Version: 1.0
Content-Type: multipart/related;
	type="text/html";
	boundary="----MultipartBoundary--x----"

------MultipartBoundary--x----
Content-Type: text/html
Content-Transfer-Encoding: quoted-printable
Content-Location: https://chatgpt.com/c/6751

<html><body><div data-message-id=3D"a1">Gr=C3=BC=C3=9Fe</div></body></html>
------MultipartBoundary--x------
`, "\n", "\r\n")
	p, err := snapshot.Decode([]byte(archive), snapshot.Limits{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Format, p.URL)
	fmt.Println(strings.TrimSpace(string(p.HTML)))

	_, err = snapshot.Decode([]byte("\x89PNG\r\n\x1a\n"), snapshot.Limits{})
	fmt.Println(errors.Is(err, snapshot.ErrNotHTML), err)
	// Output:
	// mhtml https://chatgpt.com/c/6751
	// <html><body><div data-message-id="a1">Grüße</div></body></html>
	// true snapshot: not an HTML page: found a PNG image
}

// Parse reads a saved page once into a Document, which packages classify,
// surface and recovery/pageview then judge; a page nested deeper than
// MaxDepth is refused rather than read with its nesting changed.
func ExampleParse() {
	d, err := snapshot.Parse([]byte(`<!-- saved from url=(0029)https://chatgpt.com/c/abc-123 -->
<html><body><main><p>Is 7 prime?</p></main></body></html>`), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	fmt.Println(d.Format(), d.Elements(), d.Annotated())

	deep := strings.Repeat("<div>", snapshot.MaxDepth+1)
	_, err = snapshot.Parse([]byte(deep), snapshot.Limits{})
	fmt.Println(errors.Is(err, snapshot.ErrTooDeep))
	// Output:
	// html 5 false
	// true
}
