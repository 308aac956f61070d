package redact

import (
	"math/rand/v2"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestMayHoldDistinct: whenever a distinct shape or an AWS key candidate
// matches, the quick check says it may; on random ASCII and on shaped
// strings alike. A plain go test checks every shaped string and every
// fourth random one; CHATPROOF_EXHAUSTIVE=1, as CI runs, all 20000.
func TestMayHoldDistinct(t *testing.T) {
	samples := []string{
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.sig", "Bearer abcdefgh12345", "BEARER abcdefgh12345",
		"authorization: Basic dXNlcjpwYXNz", "sk-0123456789abcdefXYZ", "ghp_0123456789abcdefghijABCD", "github_pat_11ABCDEFG0x_Y9x_Y9x_Y9x_Y9x",
		"github_pat_0123456789abcdefghij_x", "AKIA0123456789ABCDEF", "xoxb-0123456789-abc", "sess-0123456789abcdefgh",
		"https://user:pass@host/", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "text-token-text-error hover:bg-token-main", "gho_0123456789abcdefghijABCD", "right ghs_0123456789abcdefghijXY", "ghu_", "gh",
		"K://x:y@z", "ſk-0123456789abcdefXYZ",
	}
	named := len(samples)
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:/.@+= eEyYjJsSkKxXoOgGhHpP"
	for range 20000 {
		b := make([]byte, 1+r.IntN(60))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		samples = append(samples, string(b))
	}
	for i, s := range samples {
		if i >= named && !testflag.Sample(i-named, 4) {
			continue // every random string with CHATPROOF_EXHAUSTIVE=1, as CI runs
		}
		matches := awsSecretCandidate.MatchString(s)
		for _, re := range distinctSecrets {
			matches = matches || re.MatchString(s)
		}
		if matches && !mayHoldDistinct(s) {
			t.Errorf("%q matches a secret shape, but the quick check rules it out", s)
		}
	}
	if mayHoldDistinct("text-token-text-secondary hover:bg-token-bg-secondary rounded-lg h-header-height") {
		t.Error("a class string should be ruled out")
	}
}
