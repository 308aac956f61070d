// Package redact takes secrets, URLs and message text out of a page
// written as HTML, reading the page's own site profile for what is the
// composer, message content or chrome. It is pure: it works on a parsed
// document or on bytes and does no I/O, so it needs no browser. Package
// capture runs it on every capture; a saved page goes through it with
// SanitizeHTML.
//
// Entry points: Sanitize (a document in place, with Options; it returns
// Stats), SanitizeHTML (a saved page's bytes: parse, Sanitize, Render),
// Render (a document to bytes a txtar archive holds as they are),
// Secrets (text), URL and CleanURL (a URL kept with its
// credentials redacted, or cut to scheme, host and path), SecretParam (a
// parameter name that carries a credential) and Filler (same-length
// filler for message text). Redacted is what a secret becomes.
// ShapeRulesError reports a rule set that did not load.
//
// # What goes
//
// Sanitize removes scripts (JSON state included), inline event handlers,
// javascript: URLs, comments and metas, drops every input value (a progress or meter
// element keeps a numeric value: how far it is) and every
// textarea content but the composer's, and replaces values and text spans
// that look like secrets (JWTs, bearer credentials, sk- keys, token /
// session / cookie key=value pairs) with [redacted]. Text is matched as a
// reader sees it: a block's text across its elements (a private key or a
// JWT that a code highlighter split into spans, with or without hidden
// pieces between), each piece holding part of a secret redacted. What is
// the composer, message content or chrome is read from the page's own
// site profile: the one the capture read the page with.
//
// A hand-kept list of shapes trails the world, so the shapes come from a
// maintained rule set imported as a module: gitleaks' default rules
// (github.com/zricethezav/gitleaks/v8, config/gitleaks.toml: about 220
// rules, GitLab, Stripe, npm, Slack webhooks, Twilio, SendGrid, private
// key blocks and the rest), with their entropy floors and allowlists.
// They cost once per process what reading the rule file and compiling its
// patterns takes (about 0.1 s; PrepareRules starts that in the background,
// as package capture does when it attaches to a browser, so that the
// first capture's wait for it overlaps its reading of the page), and the
// module adds its dependencies (viper, used to read the rule file; the
// binary grows by about 2 MB).
// Per string they cost little: every rule carries keywords, and one pass
// over a string looks each pair of its bytes up in a bit set of keyword
// starts, so only a string holding a rule's keyword reaches that rule's
// pattern, as most text, classes and test ids never do. A page repeats
// its class strings, test ids, labels and short texts node after node, and
// a live capture's next poll repeats almost all of the last one's, so
// Sanitize keeps the answers for short values (up to 512 bytes), the
// 4,096 of each kind asked last: a process holds at most that, whatever
// it reads. The rule set's
// patterns end a secret only at white space, a quote or a semicolon; the
// punctuation that ends a word in prose counts as white space to them.
// Structural rules cover what no shape list does: an attribute whose name
// names a token, secret, password, auth or a qualified key (data-api-key,
// data-private-key; not data-turn-key), credentials in URLs
// (user:password@), the parameters of a URL that carry signatures or
// credentials (sig, signature, token, key, X-Amz-Signature, …: see
// SecretParam) in attributes, styles and text alike, and the body of a
// mailto: URL. With
// Options.RedactText, message content becomes same-length filler while UI
// chrome (buttons, status and alert nodes, error containers, reasoning
// chrome, the composer surface's banners) stays verbatim, so a capture can
// go into a public corpus and still classify like the page. SanitizeHTML
// applies the same to a saved file, without a browser and so without
// visibility annotations.
//
// # Errors and limits
//
// SanitizeHTML rejects input over MaxFileBytes (ErrFileTooLarge) rather
// than reading part of a page.
package redact
