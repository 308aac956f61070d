package redact

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// Options controls Sanitize.
type Options struct {
	// RedactText replaces message content with same-length filler (see
	// Filler) while UI chrome stays verbatim. Message content is the body
	// of a message: .markdown and [data-message-content] anywhere, and the
	// user bubble (.whitespace-pre-wrap, [data-user-message-bubble]) inside
	// [data-message-author-role], with the link targets, sources, titles,
	// alt texts and aria-labels of its elements. Inside it, UI chrome stays:
	// buttons and summaries, status, alert, progressbar and live nodes,
	// error containers (text-token-text-error), thinking/reasoning chrome
	// (a data-testid naming thinking or reasoning), and placeholder labels
	// such as "Thinking" (filler would make them read as an answer).
	// Private text is filled even where it looks like chrome: the page
	// title, the chat history (#history, nav[aria-label="Chat history"]),
	// the account button and the composer's draft. What of this is site
	// markup is read from the page's site profile (Profile; ChatGPT's when
	// nil): its message markers that state a role by an attribute, its
	// content, message_text, private, editor, error and thinking markers;
	// tags and ARIA roles are HTML's.
	RedactText bool
	// Profile is the site profile of the page: redaction reads its
	// markers (messages, message bodies, private chrome, the composer's
	// editor, error and thinking chrome) to tell content from chrome and
	// the composer from other form controls. Nil is ChatGPT's. A capture
	// sets it to the profile it read the page with when it is nil (see
	// CaptureOptions.Site).
	Profile *site.Profile
}

// Stats counts what Sanitize removed or replaced.
type Stats struct {
	Elements   int // script, noscript, comment and other removed nodes
	Handlers   int // on*, srcdoc and nonce attributes, javascript: URLs
	FormValues int // input values, textarea and iframe contents
	Secrets    int // attribute values and text spans that looked like secrets
	Redacted   int // text nodes turned into filler
}

// Sanitize makes a document safe to write, in place:
//
//   - script, noscript, xmp, noembed, noframes and plaintext elements,
//     comments, and metas other than charset, viewport and chatproof:* are
//     removed; iframes lose their content and srcdoc;
//   - on* attributes, nonce, and attributes holding a javascript: or
//     vbscript: URL are removed, and an attribute holding "<script" becomes
//     [redacted];
//   - every value attribute goes (inputs, buttons, options, params) but
//     the composer's, and every textarea but the composer's
//     (textarea#prompt-textarea, textarea[name=prompt-textarea]) loses its
//     content;
//   - attributes named for a credential (data-token, data-csrf,
//     data-session, data-access-token, data-api-key, data-password: see
//     secretAttr) become [redacted];
//   - URL attributes (href, src, srcset, …) lose user information, the
//     values of credential parameters, signed URLs and OAuth fragments
//     included, and the body of a mailto: URL (see URL); style
//     values lose the same in their URLs;
//   - other attribute values that look like secrets become [redacted] (in
//     class and style only the distinct secret span is replaced, the
//     shapes of gitleaks' default rules included), and so do secret spans
//     of text (see Secrets), in each text node and across the
//     elements of a block as a reader sees its text (a key a highlighter
//     split into spans: every piece of it goes; see blocks);
//   - style text cannot close its element early, and style text holding
//     "<script" is dropped;
//   - invalid UTF-8 becomes U+FFFD.
//
// With opt.RedactText, message content also becomes filler (see
// Options.RedactText).
func Sanitize(root *html.Node, opt Options) Stats {
	s := sanitizer{opt: opt, markup: redactMarkupFor(opt.Profile)}
	s.blocks(root) // on the text as written, before any piece of it is redacted
	s.children(root, scope{})
	return s.stats
}

type sanitizer struct {
	opt    Options
	stats  Stats
	markup *redactMarkup // the page's profile's (Options.Profile)
}

// isComposer reports the composer's editor of the page's profile.
func (s *sanitizer) isComposer(n *html.Node) bool { return entrymatch.Any(n, s.markup.editor) }

func (s *sanitizer) children(n *html.Node, sc scope) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		s.node(n, c, sc)
		c = next
	}
	s.mergeText(n)
}

// mergeText joins adjacent text children, as a reader of the written
// document will, and checks the joined text again: a token split in two
// text nodes, or by a removed script, must not come back whole.
func (s *sanitizer) mergeText(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode || c.NextSibling == nil || c.NextSibling.Type != html.TextNode {
			continue
		}
		for c.NextSibling != nil && c.NextSibling.Type == html.TextNode {
			c.Data += c.NextSibling.Data
			n.RemoveChild(c.NextSibling)
		}
		for strings.Contains(c.Data, Redacted+Redacted) { // one secret's pieces, joined
			c.Data = strings.ReplaceAll(c.Data, Redacted+Redacted, Redacted)
		}
		if r, hit := secretsKept(c.Data); hit {
			c.Data = r
			s.stats.Secrets++
		}
	}
}

func (s *sanitizer) node(parent, n *html.Node, sc scope) {
	switch n.Type {
	case html.ElementNode:
		if dropElement(n) {
			parent.RemoveChild(n)
			s.stats.Elements++
			return
		}
		inner := sc.enterWith(s.markup, n)
		s.attrs(n, inner)
		switch {
		case n.DataAtom == atom.Textarea && n.Namespace == "" && !s.isComposer(n),
			n.DataAtom == atom.Iframe && n.Namespace == "":
			if n.FirstChild != nil {
				s.stats.FormValues++
			}
			for n.FirstChild != nil {
				n.RemoveChild(n.FirstChild)
			}
		}
		s.children(n, inner)
	case html.TextNode:
		if parent.DataAtom == atom.Style && parent.Namespace == "" {
			n.Data = neutralizeStyle(n.Data)
			return
		}
		n.Data = strings.ToValidUTF8(n.Data, "\uFFFD")
		if r, hit := secretsKept(n.Data); hit {
			n.Data = r
			s.stats.Secrets++
		}
		if s.opt.RedactText && sc.redact() && !keepVerbatim(n.Data) {
			n.Data = Filler(n.Data)
			s.stats.Redacted++
		}
	case html.DocumentNode, html.DoctypeNode:
		s.children(n, sc)
	default: // comments, raw nodes
		parent.RemoveChild(n)
		s.stats.Elements++
	}
}

// attrs filters and cleans the attributes of element n, whose own scope
// is sc.
func (s *sanitizer) attrs(n *html.Node, sc scope) {
	// The reader may share one list between elements with equal
	// attributes: out is n.Attr's own list until it would differ from it,
	// then a copy, so that no list is changed in place.
	out, copied := n.Attr[:0], false
	keep := func(i int, a html.Attribute) {
		if !copied && (len(out) != i || a != n.Attr[i]) {
			out, copied = append(make([]html.Attribute, 0, len(n.Attr)), out...), true
		}
		out = append(out, a)
	}
	for i, a := range n.Attr {
		key := strings.ToLower(a.Key)
		a.Val = strings.ToValidUTF8(a.Val, "\uFFFD")
		switch {
		case strings.HasPrefix(key, "on") || scriptURL(a.Val):
			s.stats.Handlers++
			continue
		case key == "srcdoc" || key == "nonce":
			s.stats.Handlers++
			continue
		case key == "value" && n.Namespace == "" && !s.isComposer(n) && !gaugeValue(n, a.Val):
			s.stats.FormValues++
			continue
		case strings.IndexByte(a.Val, '<') >= 0 && strings.Contains(strings.ToLower(a.Val), "<script"):
			a.Val = Redacted
			s.stats.Secrets++
		case secretAttr(key):
			if a.Val != "" {
				a.Val = Redacted
				s.stats.Secrets++
			}
		default:
			if r, hit := redactAttrKept(key, a.Val); hit {
				a.Val = r
				s.stats.Secrets++
			}
		}
		if s.opt.RedactText && sc.redact() && fillerAttr(key) {
			a.Val = Filler(a.Val)
		}
		keep(i, a)
	}
	n.Attr = out[:len(out):len(out)]
}

// redactAttr returns the value of attribute key with its secrets
// replaced, and whether there were any. Every value but a class loses the
// user information and credential parameters of the URLs in it, keeping
// their shape (see URL), since lazy images carry URLs in data-src as
// well as src. Class and style values lose only distinct secret shapes
// besides, since utility classes and custom properties read like
// key=value pairs; URL attributes lose secret spans; any other value that
// still holds a secret is replaced whole.
func redactAttr(key, val string) (string, bool) {
	var r string
	switch {
	case key == "class":
		r, _ = redactDistinct(val)
	case key == "style":
		r, _ = redactDistinct(redactParams(redactMailtoBodies(redactUserInfo(val))))
	case urlAttr(key):
		r = URL(val)
	default:
		r = redactParams(redactUserInfo(val))
		if _, hit := Secrets(r); hit {
			return Redacted, true
		}
	}
	return r, r != val
}

// urlAttr reports attributes whose value is a URL or a list of URLs.
func urlAttr(key string) bool {
	switch key {
	case "href", "src", "srcset", "action", "formaction", "poster", "cite", "data",
		"background", "ping", "longdesc", "manifest", "xlink:href", "imagesrcset":
		return true
	}
	return false
}

// secretAttrWords are words of attribute names whose values are
// credentials: data-token, data-csrf, data-session, data-access-token, ….
var secretAttrWords = map[string]bool{
	"token": true, "csrf": true, "xsrf": true, "session": true, "sessionid": true, "sid": true,
	"secret": true, "password": true, "passwd": true, "cookie": true, "cookies": true,
	"credential": true, "credentials": true, "jwt": true, "signature": true, "sig": true,
	"apikey": true, "authorization": true, "auth": true, "otp": true, "bearer": true,
	"pass": true, "pwd": true, "passphrase": true, "passcode": true, "privatekey": true,
}

// keyQualifiers are words that make a following "key" a credential's
// name: data-api-key, data-secret-key, data-private-key, x-access-key.
var keyQualifiers = map[string]bool{
	"api": true, "access": true, "secret": true, "private": true, "client": true, "license": true,
	"licence": true, "signing": true, "encryption": true, "auth": true, "session": true, "app": true,
	"master": true, "service": true, "sdk": true, "webhook": true, "stripe": true, "openai": true,
}

// secretAttr reports an attribute whose name says its value is a
// credential: one of its words (split at '-', '_', '.' and ':') is in
// secretAttrWords, ends in "token", "secret" or "password", names a
// password (pass, pwd, passphrase, passcode), or is a key named with a
// qualifier (data-api-key, data-apikey, data-private-key: see
// keyQualifiers). Whole words only: data-message-author-role stays, and
// so do data-turn-key (a turn's identity), data-key and accesskey.
func secretAttr(key string) bool {
	if key == "accesskey" {
		return false // the HTML attribute: a keyboard shortcut
	}
	prev := ""
	for key != "" {
		w := key
		if i := strings.IndexAny(key, "-_.:"); i >= 0 {
			w, key = key[:i], key[i+1:]
		} else {
			key = ""
		}
		if w != "" && (secretAttrWords[w] || strings.HasSuffix(w, "token") || strings.HasSuffix(w, "secret") ||
			strings.HasSuffix(w, "password") || qualifiedKey(prev, w)) {
			return true
		}
		prev = w
	}
	return false
}

// qualifiedKey reports a name word w that is a credential key given the
// word before it, prev: "key" after a qualifier, or a qualifier run
// together with "key" (apikey, privatekey).
func qualifiedKey(prev, w string) bool {
	if w == "key" || w == "keys" {
		return keyQualifiers[prev]
	}
	k, ok := strings.CutSuffix(w, "key")
	return ok && keyQualifiers[k]
}

// dropElement reports an element removed with its content: scripts, raw
// text elements whose content the renderer writes literally, and metas
// that are neither charset, viewport nor chatproof provenance.
func dropElement(n *html.Node) bool {
	switch strings.ToLower(n.Data) {
	case "script", "noscript", "xmp", "noembed", "noframes", "plaintext":
		return true
	case "meta":
		return n.Namespace == "" && !keptMeta(n)
	}
	return false
}

func keptMeta(n *html.Node) bool {
	if isChatproofMeta(n) {
		return true
	}
	for _, a := range n.Attr {
		switch {
		case a.Key == "charset":
			return true
		case a.Key == "name" && strings.EqualFold(a.Val, "viewport"):
			return true
		}
	}
	return false
}

func isChatproofMeta(n *html.Node) bool {
	return strings.HasPrefix(dom.Attr(n, "name"), "chatproof:")
}

// gaugeValue reports the value of a progress or meter element that is a
// number: it says how far the gauge is (a progress bar without one is
// indeterminate, live to the rules), and a number holds no secret. Every
// other value, a form control's above all, goes.
func gaugeValue(n *html.Node, v string) bool {
	if n.DataAtom != atom.Progress && n.DataAtom != atom.Meter {
		return false
	}
	v = strings.TrimSpace(v)
	if v == "" || len(v) > 32 {
		return false
	}
	if strings.Trim(v, "0123456789.+-eE") != "" {
		return false
	}
	_, err := strconv.ParseFloat(v, 64)
	return err == nil
}

// scriptURL reports a value that is a javascript: or vbscript: URL once the
// white space and control characters a browser strips are removed.
func scriptURL(v string) bool {
	// Most values cannot start so: their first character past the spaces
	// is ASCII and none of j, v.
	if i := strings.IndexFunc(v, func(r rune) bool { return r > ' ' }); i < 0 || v[i] < utf8.RuneSelf && strings.IndexByte("jJvV", v[i]) < 0 {
		return false
	}
	var b strings.Builder
	for _, r := range v {
		if r > ' ' {
			b.WriteRune(r)
		}
		if b.Len() >= len("javascript:") {
			break
		}
	}
	u := strings.ToLower(b.String())
	return strings.HasPrefix(u, "javascript:") || strings.HasPrefix(u, "vbscript:")
}

// neutralizeStyle keeps style text from closing its element early when the
// document is written and read again, and strips the credentials of the
// URLs in it (see URL); style text carrying markup with a script is
// dropped.
func neutralizeStyle(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s, _ = Secrets(redactParams(redactUserInfo(s)))
	low := strings.ToLower(s)
	if strings.Contains(low, "<script") {
		return "/* " + Redacted + " */"
	}
	if !strings.Contains(low, "</style") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '<' && i+7 <= len(s) && strings.EqualFold(s[i:i+7], "</style") {
			b.WriteString(`<\/`)
			i += 2
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		b.WriteString(s[i : i+size])
		i += size
	}
	return b.String()
}
