package grammar

import "testing"

// matchCase is one table case of a Match function; rule "" means no match.
type matchCase struct {
	in     string
	rule   string
	reason string
}

func runMatch(t *testing.T, name string, f func(string) (Match, bool), cases []matchCase) {
	t.Helper()
	checkCases(t, cases, func(c matchCase) (string, string) { return c.in, c.reason })
	kinds := make(map[string]Kind)
	for _, m := range Rules() {
		kinds[m.Rule] = m.Kind
	}
	for _, c := range cases {
		m, ok := f(c.in)
		if ok != (c.rule != "") || m.Rule != c.rule {
			t.Errorf("%s(%q) = %+v, %v; want rule %q: %s", name, c.in, m, ok, c.rule, c.reason)
			continue
		}
		if ok && m.Kind != kinds[c.rule] {
			t.Errorf("%s(%q) kind %q, rule %q has kind %q", name, c.in, m.Kind, m.Rule, kinds[c.rule])
		}
		if !ok && m != (Match{}) {
			t.Errorf("%s(%q) = %+v without a match", name, c.in, m)
		}
	}
}

var wallCases = []matchCase{
	{"You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.", "wall_2026_keep_talking", "the 2026 sentence"},
	{"You\u2019ve reached the maximum length for this conversation, but you can keep talking by starting a new chat.", "wall_2026_keep_talking", "curly apostrophe"},
	{"You've reached the maximum length for this conversation, but you can keep talking by starting a new chat", "wall_2026_keep_talking", "missing final period"},
	{"  You've reached the maximum length\nfor this conversation, but you can keep talking by starting a new chat. ", "wall_2026_keep_talking", "white space"},
	{"YOU'VE REACHED THE MAXIMUM LENGTH FOR THIS CONVERSATION, BUT YOU CAN KEEP TALKING BY STARTING A NEW CHAT.", "wall_2026_keep_talking", "case folded"},
	{"You\u2019ve reached the maximum length for this conversation. Keep talking by starting a new chat.", "wall_keep_talking", "curly-apostrophe variant"},
	{"You've reached the maximum length for this conversation. Please start a new chat to continue.", "wall_please_start_new_chat", "please start a new chat variant"},
	{"You have reached the maximum length for this conversation.", "wall_maximum_length", "the API error sentence"},
	{"You have reached the maximum length for this conversation", "wall_maximum_length", "API sentence without period"},
	{"This conversation has reached its maximum length.", "wall_reached_its_maximum_length", "English phrase list"},
	{"This conversation is too long, please start a new one.", "wall_too_long_start_new_one", "short variant"},
	{"This conversation is too long, please start a new one..", "", "only one extra final stop is tolerated"},
	{"\u4F60\u5DF2\u8FBE\u5230\u6B64\u5BF9\u8BDD\u7684\u957F\u5EA6\u4E0A\u9650\uFF0C\u4F60\u53EF\u4EE5\u5F00\u59CB\u65B0\u804A\u5929\u4EE5\u7EE7\u7EED\u5BF9\u8BDD\u3002", "wall_zh_cn", "zh-CN sentence"},
	{"\u4F60\u5DF2\u8FBE\u5230\u6B64\u5BF9\u8BDD\u7684\u957F\u5EA6\u4E0A\u9650\uFF0C\u4F60\u53EF\u4EE5\u5F00\u59CB\u65B0\u804A\u5929\u4EE5\u7EE7\u7EED\u5BF9\u8BDD", "wall_zh_cn", "zh-CN without the final 。"},
	{"\u6B64\u5BF9\u8BDD\u5DF2\u8FBE\u5230\u6700\u5927\u957F\u5EA6\uFF0C\u8BF7\u5F00\u59CB\u65B0\u5BF9\u8BDD\u3002", "wall_zh_cn_maximum_length", "second zh-CN sentence"},
	{"Has alcanzado la longitud m\u00E1xima de esta conversaci\u00F3n. Inicia un nuevo chat.", "wall_es", "Spanish"},
	{"Has alcanzado la longitud maxima de esta conversacion. Inicia un nuevo chat.", "wall_es", "Spanish without accents folds the same"},
	{"Vous avez atteint la longueur maximale de cette conversation.", "wall_fr", "French"},
	{"Cette conversation a atteint sa longueur maximale.", "wall_fr_reached_its_maximum_length", "French phrase list"},
	{"\u3053\u306E\u4F1A\u8A71\u306F\u6700\u5927\u9577\u3055\u306B\u9054\u3057\u307E\u3057\u305F\u3002\u65B0\u3057\u3044\u30C1\u30E3\u30C3\u30C8\u3092\u958B\u59CB\u3057\u3066\u304F\u3060\u3055\u3044\u3002", "wall_ja", "Japanese"},
	{"\uD604\uC7AC \uB300\uD654\uAC00 \uCD5C\uB300 \uAE38\uC774\uC5D0 \uB3C4\uB2EC\uD588\uC2B5\uB2C8\uB2E4. \uC0C8 \uCC44\uD305\uC744 \uC2DC\uC791\uD558\uC138\uC694.", "wall_ko", "Korean"},
	{"This conversation is too long.", "", "ambiguous: does not say the conversation ended"},
	{"Cette conversation est trop longue.", "", "French ambiguous sentence, deliberately absent"},
	{"Start a new chat whenever you want.", "", "an invitation is not a wall"},
	{"You've reached the maximum length for this conversation, but you can keep talking by starting a new chat. Start new chat", "", "banner and action glued are not the sentence"},
	{"\"You've reached the maximum length for this conversation.\"", "", "a quotation is not the sentence"},
	{"The conversation_too_large error means the chat is full.", "", "the API code in prose"},
	{"Start new chat", "", "the action alone"},
	{"Claude hit the maximum length for this conversation. Please start a new conversation to continue chatting with Claude.", "wall_claude_maximum_length", "Claude's length wall"},
	{"Claude hit the maximum length for this conversation.", "", "Claude's first sentence alone"},
	{"", "", "empty"},
}

func TestMatchWallSentence(t *testing.T) {
	runMatch(t, "MatchWallSentence", MatchWallSentence, wallCases)
}

var quotaCases = []matchCase{
	{"You've reached our limit of messages per hour. Please try again later.", "quota_messages_per_hour", "hourly message limit"},
	{"You\u2019ve reached our limit of messages per hour.", "quota_messages_per_hour", "first sentence alone, curly apostrophe"},
	{"You've reached our limit of messages per 3 hours. Please try again later.", "quota_messages_per_hours", "per 3 hours form"},
	{"You have reached your message limit for now. Please try again in 2 hours.", "quota_message_limit", "the quota test sentence"},
	{"You've reached your message limit.", "quota_message_limit", "message limit without for now"},
	{"You've reached the current usage cap for GPT-4. You can continue with the default model now, or try again after 4:56 PM.", "quota_usage_cap", "usage cap for a model"},
	{"You've reached the current usage cap for GPT-4.5", "quota_usage_cap", "usage cap, dotted model name"},
	{"You've reached your GPT-4o limit", "quota_model_limit", "model limit"},
	{"You've reached your GPT-4 limit. Try again after 5 PM.", "quota_model_limit", "model limit with a tail"},
	{"You've reached your o3 limit.", "quota_model_limit", "o-series model"},
	{"You've hit the Free plan limit for image generations requests.", "quota_plan_limit", "free plan limit"},
	{"You've hit the Plus plan limit for GPT-5. Upgrade to Pro to keep going.", "quota_plan_limit", "plus plan limit with a tail"},
	{"Too many requests in 1 hour. Try again later.", "quota_too_many_requests_per_hour", "too many requests in 1 hour"},
	{"Du kannst vorerst keine weiteren Bilder erstellen. Upgrade dein Abo.", "quota_image_limit_de", "German image limit"},
	{"Du hast die Nutzungsobergrenze für GPT-5 erreicht. Versuche es nach 17:40 erneut.", "quota_usage_limit_de", "German usage limit"},
	{"Du hast deine Nutzungsobergrenze erreicht", "quota_usage_limit_de", "German usage limit, no tail"},
	{"Erreicht: die Nutzungsobergrenze für Bilder.", "quota_usage_limit_de", "German usage limit, reached first"},
	{"Die Nutzungsobergrenze liegt bei 40 Nachrichten.", "", "names the limit, not that it was reached"},
	{"Was ist eine Nutzungsobergrenze? Sie wird erreicht, wenn …", "", "a question about the limit: the sentence ends before erreicht"},
	{"You've hit the Plus plan limit for GPT-4.5.", "quota_plan_limit", "plan limit for a model whose name has a dot"},
	{"You've hit the Plus plan limit for GPT-4.5. Upgrade to Pro to keep going.", "quota_plan_limit", "dotted model name and a tail"},
	{"You've hit the Plus plan limit for GPT-4.1 mini.", "quota_plan_limit", "dotted model name with a second word"},
	{"You've hit the Free plan limit for o4-mini-high. Responses will use another model until your limit resets tomorrow after 5:51 AM.", "quota_plan_limit", "hyphenated o-series name and a tail"},
	{"You've reached your GPT-4.5 limit.", "quota_model_limit", "model limit, dotted name"},
	{"You've reached your o4-mini-high limit. Try again later.", "quota_model_limit", "model limit, hyphenated o-series name"},
	{"You've hit your limit \u00B7 resets 5pm", "", "Claude's wording"},
	{"You are out of free messages until 3 PM", "quota_claude_free_messages", "Claude's free-plan sentence"},
	{"You've hit your limit for Claude messages. Limits will reset at 9:30 AM.", "quota_claude_messages_limit", "Claude's 2026 limit sentence"},
	{"You've hit your limit for Claude messages. Limits will reset at 1:00 AM. For higher limits, explore our Pro plan.", "quota_claude_messages_limit", "Claude's limit sentence with the upsell"},
	{"You're out of extra usage. Add more at claude.ai/settings/usage and keep going.", "quota_claude_extra_usage", "Claude's extra-usage sentence"},
	{"You've reached your limit, come back later.", "quota_grok_come_back_later", "Grok's rate-limit message"},
	{"You've reached your limit, come back later. Here is why.", "", "Grok's sentence with a tail is not the sentence"},
	{"You are out of free messages", "", "no time named"},
	{"I ran out of ideas", "", "prose with out of"},
	{"Maximum retry attempts reached. Please try again later.", "", "retry exhaustion is not quota"},
	{"Something went wrong. Please try again.", "", "a generic error"},
	{"Upgrade to Plus", "", "an upsell alone"},
	{"Please wait a few minutes.", "", "a bare wait"},
	{"I explained the usage cap for GPT-4 in my answer above.", "", "prose mentioning a cap is not anchored"},
	{"You've reached your limit", "", "no model named"},
	{"Too many requests", "", "rate limiting is not the hourly quota sentence"},
	{"", "", "empty"},
}

func TestMatchQuotaSentence(t *testing.T) {
	runMatch(t, "MatchQuotaSentence", MatchQuotaSentence, quotaCases)
}

func TestIsClosedAction(t *testing.T) {
	runBool(t, "IsClosedAction", IsClosedAction, []boolCase{
		{"New chat", true, "new chat"},
		{"Start new chat", true, "start new chat"},
		{"Start a new chat", true, "start a new chat"},
		{" START  NEW CHAT ", true, "folded"},
		{"New chat Ctrl Shift O", false, "sidebar item with shortcut is not the whole label"},
		{"Continue in a new chat", false, "continue action is not closed"},
		{"Start a new chat whenever you want.", false, "sentence"},
		{"", false, "empty"},
	})
}

func TestIsContinueAction(t *testing.T) {
	runBool(t, "IsContinueAction", IsContinueAction, []boolCase{
		{"Continue in a new chat", true, "continue in a new chat"},
		{"Continue in new chat", true, "continue in new chat"},
		{"continue in a new chat", true, "lower case"},
		{"New chat", false, "closed action"},
		{"Continue", false, "bare continue"},
		{"Continue in a new chat to keep context", false, "not the whole label"},
	})
}

func TestIsDisclaimer(t *testing.T) {
	runBool(t, "IsDisclaimer", IsDisclaimer, []boolCase{
		{"ChatGPT can make mistakes. Verify what matters.", true, "the disclaimer"},
		{"ChatGPT can make mistakes. Verify what matters. Open the privacy settings.", true, "a longer variant"},
		{"ChatGPT can make mistakes. Acme's team data stays out of training.", true, "a workspace variant"},
		{"ChatGPT can make mistakes. Your team\u2019s data stays out of training.", true, "curly apostrophe"},
		{"Note: ChatGPT can make mistakes.", false, "prefix-anchored"},
		{"ChatGPT can make", false, "incomplete"},
		{"", false, "empty"},
	})
}
