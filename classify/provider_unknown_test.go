package classify

import (
	"strings"
	"testing"
)

// Error chrome of the current turn is provider_error whatever its wording:
// every unknown sentence in every error container gives provider_error with
// its text as evidence; known wording keeps its specific kind; a status
// node's unknown notice and an older turn's card give none.
func TestUnknownErrorChrome(t *testing.T) {
	unknown := []string{
		"Hmm...something seems to have gone wrong.",
		"The message you submitted was too long, please reload the conversation and submit something shorter.",
		"Es ist ein Fehler aufgetreten.",
		"エラーが発生しました。",
		"Unexpected token in stream",
	}
	containers := []func(string) string{
		func(s string) string { return `<div class="text-token-text-error text-sm"><div>` + s + `</div></div>` },
		func(s string) string { return `<div role="alert"><span>` + s + `</span></div>` },
		func(s string) string {
			return `<div role="alert" class="text-token-text-error"><div>` + s + `</div><button>Retry</button></div>`
		},
	}
	page := func(card string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Partial answer.</p>")+card, true), tSend)
	}
	n := 0
	for _, s := range unknown {
		for _, c := range containers {
			n++
			r := classifyString(t, page(c(s)), Options{})
			checkInvariants(t, r)
			if r.ProviderTerminal != ProviderError || r.ProviderRule != RuleUnknownErrorChrome || r.Terminal != TerminalIncomplete {
				t.Errorf("%s: %s", c(s), summary(r))
			}
			if !strings.HasPrefix(r.ProviderEvidence, strings.TrimSpace(s)) {
				t.Errorf("%s: evidence %q", c(s), r.ProviderEvidence)
			}
		}
	}
	known := map[string]ProviderTerminal{
		"Message delivery timed out. Please try again.":                          ProviderDeliveryTimeout,
		"You have reached the maximum length for this conversation.":             ProviderConversationExhausted,
		"You've reached our limit of messages per hour. Please try again later.": ProviderQuotaLimited,
	}
	for s, kind := range known {
		for _, c := range containers {
			n++
			if r := classifyString(t, page(c(s)), Options{}); r.ProviderTerminal != kind {
				t.Errorf("%s: provider %s, want %s", c(s), r.ProviderTerminal, kind)
			}
		}
	}
	for _, s := range unknown {
		n++
		status := `<div role="status"><span>` + s + `</span></div>`
		if r := classifyString(t, page(status), Options{}); r.ProviderTerminal != ProviderNone {
			t.Errorf("status %q: provider %s, want none", s, r.ProviderTerminal)
		}
		n++
		older := tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Old.</p>")+containers[0](s), false)+tUser(3, "Again")+tAsst(4, "", tMD("<p>New.</p>"), true), tSend)
		if r := classifyString(t, older, Options{}); r.ProviderTerminal != ProviderNone || r.Terminal != TerminalComplete {
			t.Errorf("older turn's card %q: %s", s, summary(r))
		}
	}
	t.Logf("%d error chrome variants", n)
}

// A status node in the current turn whose notice the grammar does not know
// is weak activity, never an error and never known quiet; known reasoning
// wording in it adds nothing, and a provider terminal of the turn decides
// without it.
func TestStatusNotice(t *testing.T) {
	page := func(status, extra string) Result {
		return classifyString(t, tPage(tUser(1, "Hi")+tAsst(2, `<div role="status">`+status+`</div>`+extra, tMD("<p>Answer.</p>"), true), tSend), Options{})
	}
	cases := []struct {
		status, extra string
		level         Level
		provider      ProviderTerminal
	}{
		{"Updated saved memory", "", LevelWeak, ProviderNone},
		{"Gespeicherte Erinnerung aktualisiert", "", LevelWeak, ProviderNone},
		{"Thought for 12s", "", LevelNone, ProviderNone},
		{"Answer now", "", LevelNone, ProviderNone},
		{"Updated saved memory", `<div role="alert">Something went wrong. Please try again.</div>`, LevelNone, ProviderError},
	}
	for _, c := range cases {
		r := page(c.status, c.extra)
		checkInvariants(t, r)
		if r.Activity.Level != c.level || r.ProviderTerminal != c.provider {
			t.Errorf("status %q %s: %s", c.status, c.extra, summary(r))
		}
	}
}
