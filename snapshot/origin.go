package snapshot

import (
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
)

// Origin is where a page says it was saved from: a URL and how it was
// found. It names the page's site; it proves nothing else of the page.
type Origin struct {
	// URL is the page's URL as the page or its format records it; "" when
	// it records none.
	URL string
	// From says which record gave URL, one of the From* values; "" when
	// URL is "".
	From string
}

// Values of Origin.From, in the order Document.Origin reads them.
const (
	// FromCapture: the chatproof:url meta a capture or a recording writes
	// (the live tab's URL when it was read).
	FromCapture = "capture"
	// FromMHTML: the Content-Location of an MHTML archive's page.
	FromMHTML = "mhtml"
	// FromSavedFromURL: the "saved from url=(N)URL" comment a browser
	// writes at the top of a saved page.
	FromSavedFromURL = "saved_from_url"
	// FromCanonical: the page's <link rel="canonical" href>.
	FromCanonical = "canonical"
	// FromOGURL: the page's <meta property="og:url" content>.
	FromOGURL = "og_url"
	// FromBase: the page's <base href>.
	FromBase = "base_href"
)

// Origin returns the page's URL and where it was found, in this order: the
// chatproof:url meta of a capture (the live tab's URL); the MHTML
// Content-Location (URL); the "<!-- saved from url=(N)URL -->" comment
// browsers write before the page; <link rel="canonical">, <meta
// property="og:url">, <base href> in the page's head. A record whose value
// is not an absolute http or https URL with a host is skipped. The zero
// Origin when none names one.
func (d *Document) Origin() Origin {
	t := dom.Of(d)
	if u := t.Meta("url"); absoluteURL(u) {
		return Origin{URL: u, From: FromCapture}
	}
	if d != nil && absoluteURL(d.url) {
		return Origin{URL: d.url, From: FromMHTML}
	}
	if u := savedFromURL(t); u != "" {
		return Origin{URL: u, From: FromSavedFromURL}
	}
	var canonical, og, base string
	for i := range t.Len() {
		e := t.El(i)
		if e.Atom == atom.Body {
			break
		}
		n := t.Node(i)
		switch e.Atom {
		case atom.Link:
			if hasToken(dom.Attr(n, "rel"), "canonical") && canonical == "" {
				canonical = strings.TrimSpace(dom.Attr(n, "href"))
			}
		case atom.Meta:
			if strings.EqualFold(strings.TrimSpace(dom.Attr(n, "property")), "og:url") && og == "" {
				og = strings.TrimSpace(dom.Attr(n, "content"))
			}
		case atom.Base:
			if base == "" {
				base = strings.TrimSpace(dom.Attr(n, "href"))
			}
		}
	}
	for _, o := range []Origin{{canonical, FromCanonical}, {og, FromOGURL}, {base, FromBase}} {
		if absoluteURL(o.URL) {
			return o
		}
	}
	return Origin{}
}

// hasToken reports whether the white-space separated list v holds tok,
// ignoring ASCII case.
func hasToken(v, tok string) bool {
	for f := range strings.FieldsSeq(v) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

// absoluteURL reports whether s is an http or https URL with a host.
func absoluteURL(s string) bool {
	if s == "" {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && u.Host != "" && (strings.EqualFold(u.Scheme, "http") || strings.EqualFold(u.Scheme, "https"))
}

// maxOriginNodes bounds the nodes read before the page's first content
// element while looking for the saved-from comment: it sits at the top.
const maxOriginNodes = 64

// savedFromURL returns the URL of the first "saved from url=(N)URL"
// comment before the page's first element that is not html, head, body or
// head content (a comment a browser writes right after the doctype; in a
// fragment, at its start), "" when there is none.
func savedFromURL(t *dom.Document) string {
	root := t.Root()
	if root == nil {
		return ""
	}
	seen := 0
	var walk func(n *html.Node) (string, bool)
	walk = func(n *html.Node) (string, bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if seen++; seen > maxOriginNodes {
				return "", true
			}
			switch c.Type {
			case html.CommentNode:
				if u := parseSavedFrom(c.Data); u != "" {
					return u, true
				}
			case html.ElementNode:
				switch c.DataAtom {
				case atom.Html, atom.Head, atom.Body:
					if u, stop := walk(c); stop {
						return u, true
					}
				case atom.Meta, atom.Title, atom.Link, atom.Base, atom.Style, atom.Script, atom.Noscript:
				default:
					return "", true
				}
			}
		}
		return "", false
	}
	u, _ := walk(root)
	return u
}

// parseSavedFrom reads the comment text " saved from url=(0046)URL ": the
// URL, cut to the length in parentheses when that is shorter, when it is
// an absolute http or https URL; "" otherwise.
func parseSavedFrom(c string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(c), "saved from url=(")
	if !ok {
		return ""
	}
	num, rest, ok := strings.Cut(rest, ")")
	if !ok {
		return ""
	}
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if err != nil || n < 0 {
		return ""
	}
	u := rest
	if i := strings.IndexFunc(u, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' }); i >= 0 {
		u = u[:i]
	}
	if n > 0 && n < len(u) {
		u = u[:n]
	}
	if !absoluteURL(u) {
		return ""
	}
	return u
}
