package snapshot

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/textproto"
	"strings"
)

// decodeMHTML decodes src when it is a MIME message: ok is false, with no
// error, when src does not start with a MIME header block that has a
// Content-Type (it is then read as HTML). A multipart message gives its
// first text/html part, decoded; any other MIME message is ErrNotHTML.
func decodeMHTML(src []byte, max int64) (p Page, ok bool, err error) {
	if !startsWithHeader(src) {
		return Page{}, false, nil
	}
	br := bufio.NewReader(bytes.NewReader(src))
	hdr, err := textproto.NewReader(br).ReadMIMEHeader()
	if err != nil || hdr.Get("Content-Type") == "" {
		return Page{}, false, nil
	}
	mediaType, params, err := mime.ParseMediaType(hdr.Get("Content-Type"))
	if err != nil {
		return Page{}, true, fmt.Errorf("%w: MIME Content-Type %q: %v", ErrMalformed, hdr.Get("Content-Type"), err)
	}
	if !strings.HasPrefix(mediaType, "multipart/") {
		return Page{}, true, fmt.Errorf("%w: found a MIME message of type %s, not an MHTML archive", ErrNotHTML, mediaType)
	}
	if params["boundary"] == "" {
		return Page{}, true, fmt.Errorf("%w: MHTML: the %s Content-Type has no boundary", ErrMalformed, mediaType)
	}
	html, url, err := htmlPart(multipart.NewReader(br, params["boundary"]), max)
	if err != nil {
		return Page{}, true, err
	}
	if url == "" {
		url = hdr.Get("Snapshot-Content-Location")
	}
	return Page{HTML: html, URL: url, Format: FormatMHTML}, true, nil
}

// htmlPart returns the first text/html part of an MHTML archive, decoded
// from its Content-Transfer-Encoding, and its Content-Location.
func htmlPart(mr *multipart.Reader, max int64) (html []byte, url string, err error) {
	var types []string
	for {
		part, err := mr.NextRawPart()
		if errors.Is(err, io.EOF) {
			return nil, "", fmt.Errorf("%w: found an MHTML archive with no text/html part (parts: %s)", ErrNotHTML, partList(types))
		}
		if err != nil {
			return nil, "", fmt.Errorf("%w: MHTML: %v", ErrMalformed, err)
		}
		mediaType, _, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
		if mediaType != "text/html" {
			types = append(types, orUnknown(mediaType))
			continue
		}
		body, err := transferDecoder(part, part.Header.Get("Content-Transfer-Encoding"))
		if err != nil {
			return nil, "", err
		}
		html, err := readPart(body, max)
		if err != nil {
			return nil, "", err
		}
		return html, part.Header.Get("Content-Location"), nil
	}
}

// transferDecoder reads a part's body in its Content-Transfer-Encoding.
func transferDecoder(r io.Reader, encoding string) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "quoted-printable":
		return quotedprintable.NewReader(r), nil
	case "base64":
		return base64.NewDecoder(base64.StdEncoding, r), nil
	case "", "7bit", "8bit", "binary":
		return r, nil
	}
	return nil, fmt.Errorf("%w: MHTML: unknown Content-Transfer-Encoding %q", ErrMalformed, encoding)
}

// readPart reads a decoded part of at most max bytes (max negative: no
// limit). A part cannot decode larger than the archive, which is bounded,
// but the bound is kept where the bytes are read.
func readPart(r io.Reader, max int64) ([]byte, error) {
	if max >= 0 {
		r = io.LimitReader(r, max+1)
	}
	var out bytes.Buffer
	if _, err := out.ReadFrom(r); err != nil {
		return nil, fmt.Errorf("%w: MHTML: the text/html part does not decode: %v", ErrMalformed, err)
	}
	if max >= 0 && int64(out.Len()) > max {
		return nil, tooLargeUnknown("the page decoded from MHTML is", max)
	}
	return out.Bytes(), nil
}

// startsWithHeader reports whether src starts with a MIME header field: a
// field name (token characters) followed by ':'. An HTML page starts with
// markup, white space or text, never with "Name:".
func startsWithHeader(src []byte) bool {
	for i, c := range src {
		switch {
		case c == ':':
			return i > 0
		case !isTokenByte(c):
			return false
		}
	}
	return false
}

// isTokenByte reports whether c may appear in a MIME header field name.
func isTokenByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0
}

func partList(types []string) string {
	if len(types) == 0 {
		return "none"
	}
	return strings.Join(types, ", ")
}

func orUnknown(s string) string {
	if s == "" {
		return "untyped"
	}
	return s
}
