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
