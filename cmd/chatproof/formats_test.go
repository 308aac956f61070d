package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"mime/quotedprintable"
	"strings"
	"testing"
)

// chromeMHTML is a page as Chrome's "Save page as… Webpage, Single File"
// writes it: quoted-printable unless told another encoding.
func chromeMHTML(encoding string, page []byte) []byte {
	const boundary = "----MultipartBoundary--mXnQ0KkD3cC5yO6g9y0rZpWcQv7lQ5h6tJmB0xP1qA----"
	body := page
	if encoding == "quoted-printable" {
		var b bytes.Buffer
		w := quotedprintable.NewWriter(&b)
		w.Write(page)
		w.Close()
		body = b.Bytes()
	}
	return []byte("From: <Saved by Blink>\r\nSnapshot-Content-Location: https://chatgpt.com/c/1\r\nSubject: ChatGPT\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\ttype=\"text/html\";\r\n\tboundary=\"" + boundary + "\"\r\n\r\n\r\n" +
		"--" + boundary + "\r\nContent-Type: text/html\r\nContent-ID: <frame-0@mhtml.blink>\r\nContent-Transfer-Encoding: " + encoding +
		"\r\nContent-Location: https://chatgpt.com/c/6751\r\n\r\n" + string(body) + "\r\n--" + boundary + "--\r\n")
}

func gzipOf(data []byte) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// TestClassifySavedFormats: a completed page saved as gzip, as MHTML
// (quoted-printable and 8bit) and as gzip'd MHTML is judged complete, from
// a file and from standard input, with its format and URL; a file that is
// not a page is an error naming what it is.
func TestClassifySavedFormats(t *testing.T) {
	page := pageOf(t, fixture("snapshot", "example_completed"))
	saved := map[string]struct {
		data   []byte
		format string
		url    string
	}{
		"page.html.gz":     {gzipOf(page), "gzip+html", ""},
		"page.mhtml":       {chromeMHTML("quoted-printable", page), "mhtml", "https://chatgpt.com/c/6751"},
		"page-8bit.mhtml":  {chromeMHTML("8bit", page), "mhtml", "https://chatgpt.com/c/6751"},
		"page.mhtml.gz":    {gzipOf(chromeMHTML("quoted-printable", page)), "gzip+mhtml", "https://chatgpt.com/c/6751"},
		"named-wrong.html": {chromeMHTML("quoted-printable", page), "mhtml", "https://chatgpt.com/c/6751"},
	}
	for name, s := range saved {
		file := writeFile(t, name, s.data)
		for _, args := range [][]string{{"classify", file}, {"classify", "-"}} {
			run := runVerb
			if name == "page.mhtml" && args[1] != "-" || name == "page.mhtml.gz" && args[1] == "-" {
				run = runMain // the built binary reads a file and its real standard input
			}
			code, out, errs := run(t, s.data, args...)
			if code != exitOK || errs != "" {
				t.Fatalf("%s %v: exit %d: %s", name, args, code, errs)
			}
			var v struct{ Terminal, Format, URL string }
			if err := json.Unmarshal([]byte(out), &v); err != nil {
				t.Fatal(err)
			}
			if v.Terminal != "complete" || v.Format != s.format || v.URL != s.url {
				t.Errorf("%s %v: %+v, want complete, format %s, url %q", name, args, v, s.format, s.url)
			}
		}
	}
	for data, what := range map[string]string{
		"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR": "found a PNG image",
		"%PDF-1.7\n":                          "found a PDF document",
		"\x00\xff\xfe\x01\x89PNG\x1a":         "found binary data",
	} {
		file := writeFile(t, "page.html", []byte(data))
		code, out, errs := runVerb(t, nil, "classify", file)
		if code != exitError || out != "" || !strings.Contains(errs, file+": not an HTML page: "+what) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 1 naming %q", data, code, out, errs, what)
		}
	}
	bomb := gzipOf(bytes.Repeat([]byte("<p>"), 4<<20))
	code, _, errs := runVerb(t, bomb, "classify", "--max-bytes", "1MiB", "-")
	if code != exitError || !strings.Contains(errs, "the page decoded from gzip is larger than --max-bytes (1 MiB)") {
		t.Errorf("gzip bomb: exit %d, %q", code, errs)
	}
}
