package chatproof_test

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"errors"
	"io"
	"maps"
	"mime/quotedprintable"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/recovery/pageview"
)

// savedAs writes a page as Chrome saves it as "Webpage, Single File": an
// MHTML archive whose first part is the page in the given transfer
// encoding, followed by a stylesheet.
func savedAs(encoding string, page []byte, url string) []byte {
	const boundary = "----MultipartBoundary--3mJ0Yp6b2kPm0L5G8CwEYGzD9Rw1p3dhkQkU6w----"
	var body string
	switch encoding {
	case "quoted-printable":
		var b bytes.Buffer
		w := quotedprintable.NewWriter(&b)
		w.Write(page)
		w.Close()
		body = b.String()
	case "base64":
		e := base64.StdEncoding.EncodeToString(page)
		var b strings.Builder
		for len(e) > 76 {
			b.WriteString(e[:76] + "\r\n")
			e = e[76:]
		}
		body = b.String() + e
	default:
		body = string(page)
	}
	return []byte("From: <Saved by Blink>\r\nSnapshot-Content-Location: " + url + "\r\nSubject: ChatGPT\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\ttype=\"text/html\";\r\n\tboundary=\"" + boundary + "\"\r\n\r\n\r\n" +
		"--" + boundary + "\r\nContent-Type: text/html\r\nContent-ID: <frame-0@mhtml.blink>\r\nContent-Transfer-Encoding: " + encoding +
		"\r\nContent-Location: " + url + "\r\n\r\n" + body + "\r\n" +
		"--" + boundary + "\r\nContent-Type: text/css\r\nContent-Transfer-Encoding: quoted-printable\r\nContent-Location: cid:css@mhtml.blink\r\n\r\n" +
		"body { margin: 0; }\r\n--" + boundary + "--\r\n")
}

func gzipped(data []byte) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// TestSavedFormatsGiveTheSameVerdict: every generated page state, saved as
// gzip, as MHTML in each transfer encoding and as gzip'd MHTML, gets the
// verdict of its HTML — from ClassifyHTML, ClassifyReader and
// pageview.ReadHTML — with only the format and URL told apart (by
// default one seed of each state saved in about half the formats, every
// format in some states; every seed in every format with
// CHATPROOF_EXHAUSTIVE=1).
func TestSavedFormatsGiveTheSameVerdict(t *testing.T) {
	const url = "https://chatgpt.com/c/6751a2b3"
	for si, state := range corpus.GenStates() {
		for seed := range int64(3) {
			// One seed of each state, in turn; every seed with
			// CHATPROOF_EXHAUSTIVE=1, as CI runs.
			if !testflag.Within(si, int(seed), 3, 3) {
				continue
			}
			page := corpus.Generate(corpus.GenOptions{Turns: 6, State: state, Seed: seed})
			want, err := chatproof.ClassifyHTML(page, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			wantView, _ := pageview.ReadHTML(page, chatproof.Options{})
			// Each saved format of the page, written only if it runs.
			saved := map[string]func() []byte{"gzip+html": func() []byte { return gzipped(page) }}
			for _, enc := range []string{"quoted-printable", "base64", "8bit"} {
				saved["mhtml/"+enc] = func() []byte { return savedAs(enc, page, url) }
				saved["gzip+mhtml/"+enc] = func() []byte { return gzipped(savedAs(enc, page, url)) }
			}
			for fi, name := range slices.Sorted(maps.Keys(saved)) {
				// Every format of every page with CHATPROOF_EXHAUSTIVE=1;
				// about half, each in some states, in a plain go test.
				if !testflag.Spread(2, si, fi) {
					continue
				}
				data := saved[name]()
				format, _, _ := strings.Cut(name, "/")
				wantURL := ""
				if strings.HasSuffix(format, "mhtml") {
					wantURL = url
				}
				for via, classify := range map[string]func([]byte) (chatproof.Verdict, error){
					"ClassifyHTML": func(b []byte) (chatproof.Verdict, error) { return chatproof.ClassifyHTML(b, chatproof.Options{}) },
					"ClassifyReader": func(b []byte) (chatproof.Verdict, error) {
						return chatproof.ClassifyReader(io.MultiReader(bytes.NewReader(b)), chatproof.Options{})
					},
				} {
					got, err := classify(data)
					if err != nil {
						t.Fatalf("%s %s %s: %v", state, name, via, err)
					}
					if got.Format != format || got.URL != wantURL {
						t.Errorf("%s %s %s: format %q url %q", state, name, via, got.Format, got.URL)
					}
					wantFrom := "markers"
					if wantURL != "" {
						wantFrom = "mhtml"
					}
					if got.Site.From != wantFrom {
						t.Errorf("%s %s %s: site chosen from %q, want %q", state, name, via, got.Site.From, wantFrom)
					}
					got.Format, got.URL, got.Site.From = want.Format, want.URL, want.Site.From
					if diff := cmp.Diff(want, got); diff != "" {
						t.Errorf("%s %s %s: verdict differs from the HTML's (-html +saved):\n%s", state, name, via, diff)
					}
				}
				view, err := pageview.ReadHTML(data, chatproof.Options{})
				if err != nil || !cmp.Equal(view, wantView) {
					t.Errorf("%s %s pageview.ReadHTML: %v %s", state, name, err, cmp.Diff(wantView, view))
				}
			}
		}
	}
}

// TestNotAPageIsAnError: input that is positively not a page gets an error
// naming what it is, never a verdict, from every entry point; a gzip bomb
// is refused from its decoded size.
func TestNotAPageIsAnError(t *testing.T) {
	for src, what := range map[string]string{
		"\x89PNG\r\n\x1a\n\x00\x00":  "PNG image",
		"%PDF-1.4\n":                 "PDF document",
		"\xff\xfe<\x00p\x00>\x00":    "UTF-16 text",
		"\xff\xfe\x00\x00":           "UTF-32 text",
		"\x00\x01\x02binary":         "binary data",
		"PK\x03\x04\x14\x00\x00\x00": "ZIP archive",
	} {
		for _, data := range [][]byte{[]byte(src), gzipped([]byte(src))} {
			_, err := chatproof.ClassifyHTML(data, chatproof.Options{})
			_, rerr := chatproof.ClassifyReader(bytes.NewReader(data), chatproof.Options{})
			_, verr := pageview.ReadHTML(data, chatproof.Options{})
			for _, e := range []error{err, rerr, verr} {
				if !errors.Is(e, chatproof.ErrNotHTML) || !strings.Contains(e.Error(), what) {
					t.Errorf("%q: %v, want ErrNotHTML naming %s", data, e, what)
				}
			}
		}
	}
	bomb := gzipped(bytes.Repeat([]byte("<p>"), 4<<20))
	_, err := chatproof.ClassifyReader(io.MultiReader(bytes.NewReader(bomb)), chatproof.Options{Limits: chatproof.Limits{MaxBytes: 1 << 20}})
	if !errors.Is(err, chatproof.ErrTooLarge) {
		t.Errorf("a gzip bomb: %v, want ErrTooLarge", err)
	}
}
