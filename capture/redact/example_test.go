package redact_test

import (
	"fmt"

	"github.com/chatproof/chatproof/capture/redact"
)

func ExampleSanitizeHTML() {
	src := `<p class="markdown">Hi</p><script>window.t="eyJhbGciOiJIUzI1NiJ9"</script>` +
		`<input type="hidden" value="csrf123"><div data-cookie="session=abc123">x</div>`
	out, st, err := redact.SanitizeHTML([]byte(src), redact.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(out))
	fmt.Printf("%+v\n", st)
	// Output:
	// <html><head></head><body><p class="markdown">Hi</p><input type="hidden"/><div data-cookie="[redacted]">x</div></body></html>
	// {Elements:1 Handlers:0 FormValues:1 Secrets:1 Redacted:0}
}

func ExampleSanitizeHTML_redactText() {
	src := `<div data-message-author-role="assistant"><div class="markdown"><p>The answer is 42.</p>` +
		`<button>Copy code</button></div></div>`
	out, _, _ := redact.SanitizeHTML([]byte(src), redact.Options{RedactText: true})
	fmt.Println(string(out))
	// Output:
	// <html><head></head><body><div data-message-author-role="assistant"><div class="markdown"><p>xxx xxxxxx xx xx.</p><button>Copy code</button></div></div></body></html>
}

func ExampleCleanURL() {
	fmt.Println(redact.CleanURL("https://chatgpt.com/c/6812-ab?model=gpt-5#end"))
	// Output: https://chatgpt.com/c/6812-ab
}

func ExampleSecrets() {
	s, hit := redact.Secrets("curl -H 'Authorization: Bearer sk-proj-0123456789abcdefXYZ' /api?access_token=abc123")
	fmt.Println(s, hit)
	// Output: curl -H 'Authorization: [redacted]' /api?[redacted] true
}

func ExampleFiller() {
	fmt.Println(redact.Filler("Paris, 2 nights: €240"))
	// Output: xxxxx, x xxxxxx: €xxx
}
