package redact

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// ruleSetSecrets are the credential shapes that used to survive a capture
// and that gitleaks' rule set knows: each is planted with a marker of its
// own (the part that must be gone) in every place a page carries text.
func ruleSetSecrets() []struct{ name, text, secret string } {
	hex32 := "0123456789abcdef0123456789abcdef"
	pem := "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu\nNMoSfm76oqFvAp8Gy0iz5sxjZmSnXyCdPEovGhLa0VzMaQ8s+CLOyS56YyCFGeJZ\n-----END PRIVATE KEY-----"
	return []struct{ name, text, secret string }{
		{"gitlab-pat", "glpat-PLNTa1b2c3d4e5f6g7h8", "PLNTa1b2c3d4e5f6g7h8"},
		{"stripe-live", "sk_live_PLNT4eC39HqLyjWDarjtT1zdp7dc", "PLNT4eC39HqLyjWDarjtT1zdp7dc"},
		{"stripe-restricted", "rk_live_PLNT4eC39HqLyjWDarjtT1zdp7dc", "PLNT4eC39HqLyjWDarjtT1zdp7dc"},
		{"npm", "npm_PLNTabcdefghijklmnopqrstuvwxyz012345", "PLNTabcdefghijklmnopqrstuvwxyz012345"},
		{"slack-webhook", "https://hooks.slack.com/services/T00000000/B00000000/PLNTXXXXXXXXXXXXXXXXXXXX", "PLNTXXXXXXXXXXXXXXXXXXXX"},
		{"twilio", "SK" + hex32, hex32},
		{"sendgrid", "SG.PLNTabcdefghijklmnopqr.stuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ012345", "stuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ012345"},
		{"private-key", pem, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj"},
		{"azure-sas", "https://acct.blob.core.windows.net/c/f.txt?sv=2024-05-04&se=2026-12-01&sr=b&sp=r&sig=PLNTa%2Bb1c2d3e4f5g6h7i8j9k0%3D", "PLNTa%2Bb1c2d3e4f5g6h7i8j9k0"},
		{"mailto-body", "mailto:ops@example.com?subject=Access&body=my%20token%20is%20PLNTmailtobody42", "PLNTmailtobody42"},
	}
}

// TestSanitizeRuleSetSecrets plants every shape of ruleSetSecrets in
// prose, in a sentence, in a code block, in a title and a generic
// attribute, in a link (its path and its query), in a CSS custom
// property and a url() of a style attribute, and in a style element: none
// may survive, with or without RedactText.
func TestSanitizeRuleSetSecrets(t *testing.T) {
	places := []struct{ name, tmpl string }{
		{"prose", `<p>%s</p>`},
		{"sentence", `<div data-message-author-role="user"><div class="whitespace-pre-wrap">Can you check this: %s, thanks</div></div>`},
		{"code", `<pre><code class="language-text">%s</code></pre>`},
		{"title", `<span title="%s">x</span>`},
		{"attribute", `<div data-note="see %s">x</div>`},
		{"href-query", `<a href="https://example.com/docs?ref=%s">x</a>`},
		{"style-property", `<div style="--k: %s; color: red">x</div>`},
		{"style-url", `<div style="background:url('https://cdn.example.com/i.png?v=%s')">x</div>`},
		{"style-element", `<style>.a::after{content:"%s"}</style>`},
	}
	n := 0
	for _, sec := range ruleSetSecrets() {
		for _, pl := range places {
			text := sec.text
			if sec.name == "private-key" && (strings.HasPrefix(pl.name, "href") || pl.name == "style-url") {
				continue // a key block is text, not a URL parameter
			}
			if strings.HasPrefix(pl.name, "href") || pl.name == "style-url" {
				text = url.QueryEscape(text)
				if strings.HasPrefix(sec.text, "https://") || strings.HasPrefix(sec.text, "mailto:") {
					text = sec.text // a URL as the link itself
					pl.tmpl = strings.Replace(pl.tmpl, "https://example.com/docs?ref=", "", 1)
					pl.tmpl = strings.Replace(pl.tmpl, "https://cdn.example.com/i.png?v=", "", 1)
				}
			}
			if strings.Contains(pl.tmpl, `"%s"`) || strings.Contains(pl.tmpl, `see %s"`) || pl.name == "style-property" {
				text = strings.ReplaceAll(text, "\n", " ")
			}
			for _, redact := range []bool{false, true} {
				in := fmt.Sprintf(pl.tmpl, text)
				out, _, err := SanitizeHTML([]byte(in), Options{RedactText: redact})
				if err != nil {
					t.Fatal(err)
				}
				secret := sec.secret
				if pl.name == "href-query" || pl.name == "style-url" {
					secret = url.QueryEscape(secret)
				}
				if strings.Contains(string(out), secret) {
					t.Errorf("%s in %s (redact %t) survived: %s", sec.name, pl.name, redact, out)
				}
				n++
			}
		}
	}
	t.Logf("%d plantings", n)
}

// TestMaintainedRuleSetLoads: the rule set loads and holds the rules the
// redaction relies on.
func TestMaintainedRuleSetLoads(t *testing.T) {
	if err := ShapeRulesError(); err != nil {
		t.Fatal(err)
	}
	s := loadedShapes()
	ids := map[string]bool{}
	for _, r := range s.rules {
		ids[r.id] = true
	}
	for _, id := range []string{"gitlab-pat", "stripe-access-token", "npm-access-token", "slack-webhook-url", "twilio-api-key", "sendgrid-api-token", "private-key", "generic-api-key"} {
		if !ids[id] {
			t.Errorf("rule %s missing", id)
		}
	}
	t.Logf("%d rules, %d keywords", len(s.rules), len(s.kwRules))
}

// TestRuleSetLeavesPageChrome: the rule set redacts nothing of the UI
// text and attributes the rules read.
func TestRuleSetLeavesPageChrome(t *testing.T) {
	for _, s := range []string{"Stop streaming", "copy-turn-action-button", "text-token-text-secondary", "Thought for 12s",
		"ChatGPT can make mistakes. Verify what matters.", "You've reached the maximum length for this conversation.",
		"conversation-turn-12", "a4997012-2287-4506-8c44-32506e473c57", "data-message-author-role", "Skip to content",
		"max-h-[max(30svh,5rem)] [scrollbar-width:thin]", "Write a message", "Search the web", "Authentication required"} {
		if r, hit := Secrets(s); hit {
			t.Errorf("%q became %q", s, r)
		}
	}
}

// TestPrepareRulesThenSecrets starts the rule set's compilation in the
// background, twice, while secrets are redacted from several goroutines:
// each answer is the one the rule set gives once loaded, and the race
// detector sees the rule set shared safely.
func TestPrepareRulesThenSecrets(t *testing.T) {
	cases := ruleSetSecrets()
	got := make([][]string, 4)
	done := make(chan int)
	PrepareRules()
	for g := range got {
		go func() {
			for _, c := range cases {
				out, _ := Secrets(c.text)
				got[g] = append(got[g], out)
			}
			done <- g
		}()
	}
	PrepareRules()
	for range got {
		<-done
	}
	if err := ShapeRulesError(); err != nil {
		t.Fatalf("the rule set did not load: %v", err)
	}
	for k, c := range cases {
		want, hit := Secrets(c.text)
		if !hit || strings.Contains(want, c.secret) {
			t.Errorf("%s: %q keeps its secret", c.name, want)
		}
		for g := range got {
			if got[g][k] != want {
				t.Errorf("%s, goroutine %d: %q, want %q", c.name, g, got[g][k], want)
			}
		}
	}
}
