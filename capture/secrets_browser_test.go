package capture_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// plantedSecrets builds a page carrying every secret shape chatproof must
// keep out of a capture, each with a value of its own, and returns the page
// and the planted values. Some reach the DOM only through script (shadow
// roots, typed values), as on a live page.
func plantedSecrets() (page string, planted []string) {
	var b strings.Builder
	n := 0
	plant := func(format string) {
		n++
		v := fmt.Sprintf("PLNT%02dq", n)
		planted = append(planted, v)
		fmt.Fprintf(&b, format+"\n", v)
	}
	// The secrets sit in the current turn, which a scoped capture writes
	// whole, as a reply and a prompt carry them.
	b.WriteString("<!DOCTYPE html><html><head><title>secrets</title></head><body><main>\n")
	b.WriteString(`<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">`)
	plant(`Post to https://hooks.slack.com/services/T00000000/B00000000/%sXXXXXXXXXXXXXXXX please`)
	b.WriteString("</div></div></article>\n")
	b.WriteString(`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a2"><div class="markdown">`)
	// Signed URLs and OAuth redirects.
	plant(`<img src="https://files.example.com/f.png?se=2026-01-01&sp=r&sv=2024&sr=b&sig=%s">`)
	plant(`<img src="https://bucket.s3.amazonaws.com/k.png?X-Amz-Algorithm=AWS4&X-Amz-Signature=%s">`)
	plant(`<a href="https://app.example.com/callback?code=%s&state=xyz">cb</a>`)
	plant(`<a href="https://app.example.com/cb#access_token=%s&token_type=bearer">frag</a>`)
	plant(`<img data-src="https://cdn.example.com/i.png?Signature=%s&Key-Pair-Id=K1">`)
	plant(`<img srcset="https://cdn.example.com/a.png?token=%s 2x">`)
	// Credential attributes, in the light DOM and in a shadow root.
	plant(`<div data-token="%s">t</div>`)
	plant(`<div data-csrf="%s">c</div>`)
	plant(`<div data-session="%s">s</div>`)
	plant(`<div data-access-token="%s">a</div>`)
	plant(`<div id="host"></div><script>document.getElementById("host").attachShadow({mode: "open"}).innerHTML = '<span data-token="%s">in shadow</span>';</script>`)
	// Values on elements other than inputs.
	plant(`<button value="%s">b</button>`)
	plant(`<select><option value="%s">o</option></select>`)
	plant(`<object><param name="p" value="%s"></object>`)
	plant(`<input id="typed"><script>document.getElementById("typed").value = "%s";</script>`)
	// A credential URL inside a style attribute.
	plant(`<div style="background-image:url('https://user:%s@img.example.com/bg.png')">bg</div>`)
	// Text shapes.
	plant(`<p>ghp_%s0123456789abcdefghijklmn</p>`)
	plant(`<p>github_pat_%s0123456789abcdefghijklmnopqrstuv</p>`)
	plant(`<p>xoxb-1234567890-%sabcdefgh</p>`)
	plant(`<p>sess-%s0123456789abcdefg</p>`)
	plant(`<p>Authorization: Basic %sdXNlcjpwYXNz</p>`)
	plant(`<p>https://admin:%s@db.example.com/</p>`)
	// AWS keys have a fixed alphabet and length, so they are planted whole.
	b.WriteString("<p>AWS id AKIAPLNTAWSIDQ7XYZ12 and key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY</p>\n")
	planted = append(planted, "PLNTAWSIDQ7X", "wJalrXUtnFEMI")
	// Shapes of the maintained rule set, and the structural rules.
	plant(`<p>Your GitLab token glpat-%s1234567890abcd works.</p>`)
	plant(`<p>Use sk_live_%s4eC39HqLyjWDarjtT1zdp, then rk_live_%[1]s4eC39HqLyjWDarjtT1zdp.</p>`)
	plant(`<span title="npm_%s0123456789abcdefghijklmnopqrs">npm</span>`)
	b.WriteString("<p>Twilio key SK0123456789abcdef0123456789abcdef in the env.</p>\n")
	planted = append(planted, "0123456789abcdef0123456789abcdef")
	plant(`<div style="--sendgrid: SG.%s0123456789abcde.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG; color: red">sg</div>`)
	b.WriteString("<pre><code>-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu\n-----END PRIVATE KEY-----</code></pre>\n")
	planted = append(planted, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw")
	plant(`<p>The SAS URL is https://acct.blob.core.windows.net/c/f.txt?sv=2024-05-04&amp;sr=b&amp;sp=r&amp;sig=%sa1b2c3d4%%3D.</p>`)
	plant(`<a href="mailto:ops@example.com?subject=Access&amp;body=my%%20token%%20is%%20%s">mail</a>`)
	plant(`<div data-api-key="%s">k</div>`)
	b.WriteString("</div></div></article></main>\n</body></html>")
	return b.String(), planted
}

// TestCaptureSecretShapes captures the planted page from a real browser
// and greps the capture for every planted value: none may be left.
func TestCaptureSecretShapes(t *testing.T) {
	page, planted := plantedSecrets()
	srv := serve(t, map[string]string{"/planted": page})
	capturetest.Open(t, srv.URL+"/planted")
	for _, scoped := range []bool{false, true} {
		s := captureTab(t, "/planted", capture.CaptureOptions{Tool: "chatproof test", Scoped: scoped})
		for _, v := range planted {
			if bytes.Contains(s.HTML, []byte(v)) {
				i := bytes.Index(s.HTML, []byte(v))
				t.Errorf("scoped %t: the capture holds %q: …%s…", scoped, v, s.HTML[max(0, i-120):min(len(s.HTML), i+40)])
			}
		}
		for _, kept := range []string{"in shadow", "Twilio key", "Post to", "Your GitLab token", "<code"} {
			if !bytes.Contains(s.HTML, []byte(kept)) {
				t.Errorf("scoped %t: %q is missing: the test would prove nothing about it", scoped, kept)
			}
		}
		t.Logf("scoped %t: %d planted values, stats %+v", scoped, len(planted), s.Stats)
	}
}
