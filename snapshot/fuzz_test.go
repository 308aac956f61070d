package snapshot_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/chatproof/chatproof/snapshot"
)

// FuzzDecode: any input decodes to a page within the limit or fails with
// one of the sentinel errors, the same from bytes and from a reader; never
// a panic.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(page))
	f.Add(gz([]byte(page)))
	f.Add(mhtml("quoted-printable", page))
	f.Add(gz(mhtml("base64", page)))
	f.Add([]byte("Content-Type: multipart/related; boundary=b\r\n\r\n--b\r\nContent-Type: text/html\r\n\r\n<p>x\r\n--b--"))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		const max = 1 << 16
		p, err := snapshot.Decode(data, snapshot.Limits{MaxBytes: max})
		rp, rerr := snapshot.DecodeReader(bytes.NewBuffer(data), snapshot.Limits{MaxBytes: max})
		if (err == nil) != (rerr == nil) || !bytes.Equal(p.HTML, rp.HTML) || p.Format != rp.Format || p.URL != rp.URL {
			t.Fatalf("Decode %v %s, DecodeReader %v %s", err, p.Format, rerr, rp.Format)
		}
		if err != nil {
			if !errors.Is(err, snapshot.ErrTooLarge) && !errors.Is(err, snapshot.ErrNotHTML) && !errors.Is(err, snapshot.ErrMalformed) {
				t.Fatalf("error without a sentinel: %v", err)
			}
			return
		}
		if len(p.HTML) > max {
			t.Fatalf("decoded %d bytes over the limit %d", len(p.HTML), max)
		}
	})
}

// FuzzOrigin: any page's origin is either none or an absolute http(s) URL
// named with one of the From values; never a panic.
func FuzzOrigin(f *testing.F) {
	f.Add("<!DOCTYPE html>\n<!-- saved from url=(0031)https://gemini.google.com/app/1 -->\n<html><head></head><body></body></html>")
	f.Add(`<html><head><link rel="canonical" href="https://chatgpt.com/c/1"><meta property="og:url" content="x"><base href="https://a.test/"></head></html>`)
	f.Add(`<!-- saved from url=(9999)https://x.test --><p>fragment`)
	f.Add(`<head><meta name="chatproof:url" content="https://chatgpt.com/c/2"></head>`)
	f.Fuzz(func(t *testing.T, page string) {
		d, err := snapshot.Parse([]byte(page), snapshot.Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		o := d.Origin()
		switch o.From {
		case "":
			if o.URL != "" {
				t.Fatalf("URL %q without a From", o.URL)
			}
		case snapshot.FromCapture, snapshot.FromMHTML, snapshot.FromSavedFromURL, snapshot.FromCanonical, snapshot.FromOGURL, snapshot.FromBase:
			if o.URL == "" {
				t.Fatalf("From %q without a URL", o.From)
			}
		default:
			t.Fatalf("unknown From %q", o.From)
		}
	})
}
