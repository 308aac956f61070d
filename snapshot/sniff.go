package snapshot

import (
	"bytes"
	"fmt"
)

// signatures are the leading bytes of formats that are positively not an
// HTML page, with what they are called in an error.
var signatures = []struct {
	prefix string
	name   string
}{
	{"\x00\x00\xfe\xff", "UTF-32 text (big-endian byte-order mark); save the page as UTF-8"},
	{"\xff\xfe\x00\x00", "UTF-32 text (little-endian byte-order mark); save the page as UTF-8"},
	{"\xfe\xff", "UTF-16 text (big-endian byte-order mark); save the page as UTF-8"},
	{"\xff\xfe", "UTF-16 text (little-endian byte-order mark); save the page as UTF-8"},
	{"%PDF-", "a PDF document"},
	{"\x89PNG\r\n\x1a\n", "a PNG image"},
	{"\xff\xd8\xff", "a JPEG image"},
	{"GIF87a", "a GIF image"},
	{"GIF89a", "a GIF image"},
	{"PK\x03\x04", "a ZIP archive"},
	{"PK\x05\x06", "a ZIP archive"},
	{"bplist00", "a binary property list (a Safari .webarchive?); save the page as HTML or MHTML"},
	{"BZh", "bzip2 data"},
	{"\xfd7zXZ\x00", "xz data"},
	{"\x28\xb5\x2f\xfd", "zstd data"},
	{"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"},
	{"\x7fELF", "an ELF executable"},
	{"\x1f\x9d", "compress (.Z) data"},
}

// sniffWindow is how much of the input is looked at for binary data.
const sniffWindow = 1024

// notHTML names what src is when it is positively not an HTML page, or
// returns "". Input that starts with markup ('<' after white space and a
// UTF-8 byte-order mark) is HTML however odd its bytes; input that starts
// otherwise is binary data when a control byte that no text has comes
// before any markup in its first sniffWindow bytes.
func notHTML(src []byte) string {
	for _, s := range signatures {
		if bytes.HasPrefix(src, []byte(s.prefix)) {
			if s.prefix == "BZh" && !(len(src) > 3 && src[3] >= '1' && src[3] <= '9') {
				continue
			}
			return s.name
		}
	}
	if bytes.HasPrefix(src, []byte("RIFF")) && len(src) >= 12 && string(src[8:12]) == "WEBP" {
		return "a WebP image"
	}
	for i, c := range src[:min(len(src), sniffWindow)] {
		switch {
		case c == '<':
			return ""
		case isBinaryByte(c):
			return fmt.Sprintf("binary data (byte 0x%02x at offset %d, before any markup)", c, i)
		}
	}
	return ""
}

// isBinaryByte reports whether c is a control byte that text never has
// (the WHATWG MIME sniffing standard's binary data bytes).
func isBinaryByte(c byte) bool {
	return c <= 0x08 || c == 0x0b || (c >= 0x0e && c <= 0x1a) || (c >= 0x1c && c <= 0x1f)
}
