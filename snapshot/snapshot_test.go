package snapshot_test

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"errors"
	"io"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/snapshot"
)

// page is a small HTML page with the characters each transfer encoding
// must carry: "=" (quoted-printable's escape), non-ASCII text, long lines.
var page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Chat</title></head>` +
	`<body><div data-message-author-role="assistant" data-message-id="a=1">Ja, 7 ist eine Primzahl — größer als 5. ` +
	strings.Repeat("lange Zeile ", 20) + `</div></body></html>`

// mhtml writes an archive as Chrome's "Save page as… Webpage, Single File"
// does: a header block, a multipart/related body whose first part is the
// page in the given transfer encoding, then a stylesheet and an image.
func mhtml(encoding, html string) []byte {
	const boundary = "----MultipartBoundary--dR8JZbWXx1RlyuPAGTWpWIvswMXYj3yWnEJ5xE2mH----"
	var b bytes.Buffer
	b.WriteString("From: <Saved by Blink>\r\nSnapshot-Content-Location: https://chatgpt.com/c/abc\r\n" +
		"Subject: Chat\r\nDate: Tue, 1 Dec 2026 12:00:00 -0000\r\nMIME-Version: 1.0\r\n" +
		"Content-Type: multipart/related;\r\n\ttype=\"text/html\";\r\n\tboundary=\"" + boundary + "\"\r\n\r\n\r\n")
	b.WriteString("--" + boundary + "\r\nContent-Type: text/html\r\nContent-ID: <frame-1@mhtml.blink>\r\n" +
		"Content-Transfer-Encoding: " + encoding + "\r\nContent-Location: https://chatgpt.com/c/abc\r\n\r\n")
	b.WriteString(encode(encoding, html))
	b.WriteString("\r\n--" + boundary + "\r\nContent-Type: text/css\r\nContent-Transfer-Encoding: quoted-printable\r\n" +
		"Content-Location: cid:css-1@mhtml.blink\r\n\r\nbody { color: red; }\r\n")
	b.WriteString("--" + boundary + "\r\nContent-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n" +
		"Content-Location: https://chatgpt.com/logo.png\r\n\r\niVBORw0KGgo=\r\n")
	b.WriteString("--" + boundary + "--\r\n")
	return b.Bytes()
}

// encode writes s in a Content-Transfer-Encoding, in lines of at most 76
// characters where the encoding has lines.
func encode(encoding, s string) string {
	switch encoding {
	case "quoted-printable":
		var b bytes.Buffer
		w := quotedprintable.NewWriter(&b)
		io.WriteString(w, s)
		w.Close()
		return b.String()
	case "base64":
		e := base64.StdEncoding.EncodeToString([]byte(s))
		var b strings.Builder
		for len(e) > 76 {
			b.WriteString(e[:76] + "\r\n")
			e = e[76:]
		}
		b.WriteString(e)
		return b.String()
	}
	return s
}

func gz(data []byte) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// TestDecodeFormats: every format and transfer encoding gives back the
// same page, with its URL, from bytes and from a reader that does not tell
// its size (standard input).
func TestDecodeFormats(t *testing.T) {
	type input struct {
		name   string
		data   []byte
		format snapshot.Format
		url    string
	}
	var inputs []input
	inputs = append(inputs, input{"html", []byte(page), snapshot.FormatHTML, ""})
	inputs = append(inputs, input{"gzip html", gz([]byte(page)), snapshot.FormatGzipHTML, ""})
	for _, enc := range []string{"quoted-printable", "base64", "8bit", "7bit", "binary", "Quoted-Printable"} {
		m := mhtml(enc, page)
		inputs = append(inputs,
			input{"mhtml " + enc, m, snapshot.FormatMHTML, "https://chatgpt.com/c/abc"},
			input{"gzip mhtml " + enc, gz(m), snapshot.FormatGzipMHTML, "https://chatgpt.com/c/abc"},
			input{"mhtml lf " + enc, bytes.ReplaceAll(m, []byte("\r\n"), []byte("\n")), snapshot.FormatMHTML, "https://chatgpt.com/c/abc"})
	}
	for _, in := range inputs {
		for _, via := range []string{"bytes", "reader"} {
			var p snapshot.Page
			var err error
			if via == "bytes" {
				p, err = snapshot.Decode(in.data, snapshot.Limits{})
			} else {
				p, err = snapshot.DecodeReader(io.MultiReader(bytes.NewReader(in.data)), snapshot.Limits{})
			}
			if err != nil {
				t.Errorf("%s (%s): %v", in.name, via, err)
				continue
			}
			if string(p.HTML) != page || p.Format != in.format || p.URL != in.url {
				t.Errorf("%s (%s): format %s, url %q, html %q", in.name, via, p.Format, p.URL, p.HTML)
			}
		}
	}
}

// TestDecodeLimits: the limit holds on the input as read and on the page
// decoded from it; a gzip bomb is refused from its decoded size.
func TestDecodeLimits(t *testing.T) {
	const max = 64 << 10
	bomb := gz(bytes.Repeat([]byte("<p>"), 2<<20/3)) // 2 MiB of markup in a few KiB
	if len(bomb) > max {
		t.Fatalf("the bomb is %d bytes compressed", len(bomb))
	}
	big := bytes.Repeat([]byte("<p>x"), max/4+1)
	for name, data := range map[string][]byte{
		"html over the limit":           big,
		"gzip bomb":                     bomb,
		"gzip of a page over the limit": gz(big),
		"mhtml over the limit":          mhtml("8bit", string(big)),
		"gzip mhtml bomb":               gz(mhtml("8bit", strings.Repeat("<p>", 2<<20/3))),
	} {
		for _, via := range []string{"bytes", "reader"} {
			var err error
			if via == "bytes" {
				_, err = snapshot.Decode(data, snapshot.Limits{MaxBytes: max})
			} else {
				_, err = snapshot.DecodeReader(io.MultiReader(bytes.NewReader(data)), snapshot.Limits{MaxBytes: max})
			}
			if !errors.Is(err, snapshot.ErrTooLarge) || !strings.Contains(err.Error(), "Limits.MaxBytes") {
				t.Errorf("%s (%s): %v, want ErrTooLarge naming Limits.MaxBytes", name, via, err)
			}
		}
	}
	if _, err := snapshot.Decode(big, snapshot.Limits{MaxBytes: -1}); err != nil {
		t.Errorf("no limit: %v", err)
	}
}

// TestDecodeGzipBombMemory: refusing a gzip bomb allocates about the limit,
// not the decoded size. The bomb decodes to 16 MiB with
// CHATPROOF_EXHAUSTIVE=1, as CI runs, and to 8 MiB in a plain go test,
// still twice what the refusal may allocate.
func TestDecodeGzipBombMemory(t *testing.T) {
	mib := testflag.Count(16, 8)
	bomb := gz(bytes.Repeat([]byte{'a'}, mib<<20))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := snapshot.Decode(bomb, snapshot.Limits{MaxBytes: 64 << 10})
	runtime.ReadMemStats(&after)
	if !errors.Is(err, snapshot.ErrTooLarge) {
		t.Fatalf("a %d MiB bomb at a 64 KiB limit: %v", mib, err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 4<<20 {
		t.Errorf("refusing a %d MiB bomb at a 64 KiB limit allocated %d bytes", mib, got)
	}
}

// endless is a reader that never ends and counts what was read.
type endless struct{ read int64 }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'a'
	}
	e.read += int64(len(p))
	return len(p), nil
}

var errBroken = errors.New("broken pipe")

// failing is a reader whose end is a read error.
type failing struct{ data io.Reader }

func (f failing) Read(p []byte) (int, error) {
	n, err := f.data.Read(p)
	if err == io.EOF {
		return n, errBroken
	}
	return n, err
}

// TestReaderBounds: a reader is read no further than one byte past the
// limit; a file over the limit is refused from its size, before any of it
// is read or allocated; a read error and markup nested too deeply are
// errors, never a page.
func TestReaderBounds(t *testing.T) {
	r := &endless{}
	if _, err := snapshot.ParseReader(r, snapshot.Limits{MaxBytes: 1000}); !errors.Is(err, snapshot.ErrTooLarge) || r.read > 1001 {
		t.Errorf("an endless input at a limit of 1000: %v after %d bytes read", err, r.read)
	}
	if _, err := snapshot.ParseReader(failing{strings.NewReader("<p>half a page")}, snapshot.Limits{}); !errors.Is(err, errBroken) {
		t.Errorf("a read error: %v", err)
	}
	deep := "<html><body>" + strings.Repeat("<div>", snapshot.MaxDepth) + "x"
	if _, err := snapshot.ParseReader(strings.NewReader(deep), snapshot.Limits{}); !errors.Is(err, snapshot.ErrTooDeep) {
		t.Errorf("%d nested divs: %v, want ErrTooDeep", snapshot.MaxDepth, err)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "large.html"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(40 << 20); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = snapshot.ParseReader(f, snapshot.Limits{})
	runtime.ReadMemStats(&after)
	if !errors.Is(err, snapshot.ErrTooLarge) {
		t.Fatalf("a 40 MB file: %v, want ErrTooLarge", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<10 {
		t.Errorf("%d bytes allocated to refuse a 40 MB file", got)
	}
	if pos, _ := f.Seek(0, io.SeekCurrent); pos != 0 {
		t.Errorf("%d bytes of the file read before refusing it", pos)
	}
}

// TestDecodeNotHTML: input that is positively something else is an error
// naming what was found, in each way it can come; HTML, however odd, is
// not.
func TestDecodeNotHTML(t *testing.T) {
	notHTML := map[string]string{
		"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR":                     "PNG image",
		"%PDF-1.7\n%\xe2\xe3\xcf\xd3":                             "PDF document",
		"\xff\xd8\xff\xe0\x00\x10JFIF":                            "JPEG image",
		"GIF89a\x01\x00":                                          "GIF image",
		"PK\x03\x04\x14\x00":                                      "ZIP archive",
		"RIFF\x00\x00\x00\x00WEBPVP8 ":                            "WebP image",
		"bplist00\xd1\x01\x02":                                    "property list",
		"BZh91AY&SY":                                              "bzip2",
		"\xfd7zXZ\x00\x00":                                        "xz",
		"\x28\xb5\x2f\xfd\x00":                                    "zstd",
		"\x7fELF\x02\x01":                                         "ELF",
		"\xff\xfe<\x00h\x00t\x00m\x00l\x00>\x00":                  "UTF-16",
		"\xff\xfe\x00\x00<\x00\x00\x00":                           "UTF-32",
		"\x00\x01\x02\x03 some binary data":                       "binary data",
		"hello\x01world":                                          "binary data",
		"MIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nhi": "MIME message of type text/plain",
		"Content-Type: multipart/related; boundary=\"b\"\r\n\r\n--b\r\nContent-Type: image/png\r\n\r\nx\r\n--b--\r\n": "no text/html part (parts: image/png)",
	}
	for src, what := range notHTML {
		for _, data := range [][]byte{[]byte(src), gz([]byte(src))} {
			_, err := snapshot.Decode(data, snapshot.Limits{})
			if !errors.Is(err, snapshot.ErrNotHTML) || !strings.Contains(err.Error(), what) {
				t.Errorf("%q: %v, want ErrNotHTML naming %q", data, err, what)
			}
		}
	}
	for _, src := range []string{
		"", "just some words, no markup", `{"items": [1,2,3]}`, "<p>caf\xe9 \xff\xfe</p>", "<div>\x00</div>",
		"\xef\xbb\xbf<!DOCTYPE html>", "  \n<html>", "Note: a page of text", "<html><title>a:b</title>",
		"Subject: no content type\r\n\r\n<p>x", "From: x\n<html>",
	} {
		p, err := snapshot.Decode([]byte(src), snapshot.Limits{})
		if err != nil || p.Format != snapshot.FormatHTML || string(p.HTML) != src {
			t.Errorf("%q: %v %s, want it read as HTML", src, err, p.Format)
		}
	}
}

// TestDecodeMalformed: a gzip stream or MHTML archive that does not decode
// is ErrMalformed.
func TestDecodeMalformed(t *testing.T) {
	m := mhtml("base64", page)
	for name, data := range map[string][]byte{
		"truncated gzip":         gz([]byte(page))[:20],
		"gzip header only":       {0x1f, 0x8b},
		"gzip inside gzip":       gz(gz([]byte(page))),
		"mhtml without boundary": []byte("Content-Type: multipart/related\r\n\r\n<p>x"),
		"mhtml bad base64":       bytes.Replace(m, []byte("PCFET0NUWVBF"), []byte("!!!!!!!!!!!!"), 1),
		"mhtml bad encoding":     bytes.Replace(m, []byte("Transfer-Encoding: base64"), []byte("Transfer-Encoding: uuencode"), 1),
		"mhtml truncated":        m[:len(m)/2],
	} {
		_, err := snapshot.Decode(data, snapshot.Limits{})
		if !errors.Is(err, snapshot.ErrMalformed) && !errors.Is(err, snapshot.ErrNotHTML) {
			t.Errorf("%s: %v, want ErrMalformed", name, err)
		}
	}
}
