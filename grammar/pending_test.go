package grammar

import "testing"

func TestIsPendingPhrase(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"I'm on it", true},
		{"I’m on it…", true},
		{"I'M ON IT", true},
		{"i'm on it.", true},
		{"Generating your response… check back later", true},
		{"Generating your response… Check back later.", true},
		{"GENERATING YOUR RESPONSE", true},
		{"Responses with Deep Think can take some time", true},
		{"  Check back later  ", true},
		{"", false},
		{"   ", false},
		{"I'm on it: first, check the probe's timeout", false},
		{"Ich bin dran", false},
		{"check back later today for the results", false},
	} {
		if got := IsPendingPhrase(c.text); got != c.want {
			t.Errorf("IsPendingPhrase(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
