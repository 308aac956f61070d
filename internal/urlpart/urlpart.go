// Package urlpart keeps the parts of a URL a snapshot may name: its
// scheme, host and path, without user information, query or fragment,
// where session ids and tokens travel. It is the one statement of that
// cut for the captured page (package page writes it) and the redaction
// (package redact cleans it of secret shapes besides).
package urlpart

import "net/url"

// SchemeHostPath returns raw with only its scheme, host and path ("" when
// it does not parse; an opaque URL keeps only its scheme, about: URLs
// their whole).
func SchemeHostPath(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	if u.Opaque != "" {
		if u.Scheme == "about" {
			return "about:" + u.Opaque
		}
		return u.Scheme + ":"
	}
	c := url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}
	return c.String()
}
