package grammar

import "testing"

var turnTerminalCases = []matchCase{
	{"You've reached the maximum length for this conversation. Please start a new chat to continue.", "wall_please_start_new_chat", "exact wall sentence first"},
	{"You have reached your message limit for now. Please try again in 2 hours.", "quota_message_limit", "exact quota sentence"},
	{"This conversation is too long. Start a new chat to continue.", "exhausted_token_pair", "too long with start a new"},
	{"The maximum length was reached; open a new chat.", "exhausted_token_pair", "maximum length with new chat"},
	{"This conversation is too long.", "", "ambiguous length alone"},
	{"You've reached your usage limit. Try again tomorrow.", "quota_token_pair", "usage limit with try again"},
	{"Message limit hit, try again at 5pm", "quota_token_pair", "message limit with try again"},
	{"You've reached your limit. Please try again later.", "quota_token_pair", "reached your limit with try again"},
	{"You've reached your message limit for now. Wait until tomorrow, then the limit resets.", "quota_message_limit", "anchored sentence with a tail"},
	{"Usage limit reached", "", "limit without try again"},
	{"Message delivery timed out. Please try again.", "delivery_timeout", "delivery timeout"},
	{"\u30E1\u30C3\u30BB\u30FC\u30B8\u306E\u9001\u4FE1\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F", "delivery_timeout_ja", "Japanese delivery timeout"},
	{"\u30E1\u30C3\u30BB\u30FC\u30B8\u914D\u4FE1\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8", "delivery_timeout_ja", "Japanese delivery timeout without の"},
	{"Something went wrong. Please try again.", "provider_error_something_went_wrong", "generic error"},
	{"Something went wrong while generating the response. Message delivery timed out.", "delivery_timeout", "timeout outranks provider error in one label"},
	{"There was an error generating a response", "provider_error_generating_response", "generation error"},
	{"An error occurred. Either the engine you requested does not exist or there was another issue.", "provider_error_occurred", "an error occurred"},
	{"Network connection lost. Attempting to reconnect\u2026", "provider_error_network_lost", "network lost"},
	{"Attempting to reconnect\u2026", "provider_error_reconnecting", "reconnecting alone"},
	{"\u554F\u984C\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044\u3002", "provider_error_ja", "Japanese problem occurred, try again"},
	{"\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u518D\u8A66\u884C", "provider_error_ja", "Japanese error occurred, retry"},
	{"\u554F\u984C\u304C\u767A\u751F\u3057\u307E\u3057\u305F", "", "Japanese error without a retry hint"},
	{"Stopped thinking", "stopped_thinking", "stopped thinking"},
	{"Stopped thinking Edit", "stopped_thinking", "stopped thinking with Edit"},
	{"Reasoning Stopped thinking", "stopped_thinking", "stopped thinking after the reasoning heading"},
	{"Stopped thinkingEdit", "stopped_thinking", "Edit glued by text extraction (the label and Edit spans): still the stopped chrome"},
	{"ReasoningStopped thinkingEdit", "stopped_thinking", "prefix and Edit both glued"},
	{"Stopped thinkingEditing", "", "a word starting with edit is not the Edit control"},
	{"\u5DF2\u505C\u6B62\u601D\u8003", "stopped_thinking_zh_cn", "zh-CN stopped thinking"},
	{"\u5DF2\u505C\u6B62\u601D\u8003 Edit", "stopped_thinking_zh_cn", "zh-CN stopped thinking with Edit"},
	{"I stopped thinking about it", "", "stopped thinking must be the whole label"},
	{"You've hit your limit \u00B7 resets 5pm", "", "Claude's wording"},
	{"Maximum retry attempts reached. Please try again later.", "", "no known terminal wording"},
	{"Regenerate", "", "a button label"},
	{"", "", "empty"},
}

func TestMatchTurnTerminal(t *testing.T) {
	runMatch(t, "MatchTurnTerminal", MatchTurnTerminal, turnTerminalCases)
}

func TestMatchTurnTerminalIncludesSentences(t *testing.T) {
	for _, c := range wallCases {
		want, wok := MatchWallSentence(c.in)
		got, gok := MatchTurnTerminal(c.in)
		if wok && (!gok || got != want) {
			t.Errorf("MatchTurnTerminal(%q) = %+v, %v; want the wall match %+v", c.in, got, gok, want)
		}
	}
	for _, c := range quotaCases {
		want, qok := MatchQuotaSentence(c.in)
		got, gok := MatchTurnTerminal(c.in)
		if qok && (!gok || got != want) {
			t.Errorf("MatchTurnTerminal(%q) = %+v, %v; want the quota match %+v", c.in, got, gok, want)
		}
	}
}

func TestPreferTurnTerminal(t *testing.T) {
	order := []Kind{KindWall, KindQuota, KindTimeout, KindError, KindStopped, ""}
	for i, a := range order {
		for j, b := range order {
			want := a
			if j < i {
				want = b
			}
			if got := PreferTurnTerminal(a, b); got != want {
				t.Errorf("PreferTurnTerminal(%q, %q) = %q, want %q: precedence order", a, b, got, want)
			}
		}
	}
	cases := []struct {
		a, b, want Kind
		reason     string
	}{
		{"bogus", "", "", "unknown kind counts as empty"},
		{"bogus", KindStopped, KindStopped, "any known kind beats an unknown one"},
		{KindError, "bogus", KindError, "unknown kind never returned"},
	}
	for _, c := range cases {
		if got := PreferTurnTerminal(c.a, c.b); got != c.want {
			t.Errorf("PreferTurnTerminal(%q, %q) = %q, want %q: %s", c.a, c.b, got, c.want, c.reason)
		}
	}
}
