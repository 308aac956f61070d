package grammar

import (
	"regexp"
	"strings"
)

// MaxSentenceRunes is the longest folded label, in runes, that
// MatchWallSentence and MatchQuotaSentence look at; no known sentence
// comes near it.
const MaxSentenceRunes = 512

// wallSentences are the known conversation-length wall sentences.
var wallSentences = []struct{ rule, sentence string }{
	{"wall_2026_keep_talking", "You've reached the maximum length for this conversation, but you can keep talking by starting a new chat."},
	{"wall_keep_talking", "You’ve reached the maximum length for this conversation. Keep talking by starting a new chat."},
	{"wall_please_start_new_chat", "You've reached the maximum length for this conversation. Please start a new chat to continue."},
	{"wall_maximum_length", "You have reached the maximum length for this conversation."},
	{"wall_reached_its_maximum_length", "This conversation has reached its maximum length."},
	{"wall_too_long_start_new_one", "This conversation is too long, please start a new one."},
	{"wall_zh_cn", "你已达到此对话的长度上限，你可以开始新聊天以继续对话。"},
	{"wall_zh_cn_maximum_length", "此对话已达到最大长度，请开始新对话。"},
	{"wall_es", "Has alcanzado la longitud máxima de esta conversación. Inicia un nuevo chat."},
	{"wall_fr", "Vous avez atteint la longueur maximale de cette conversation."},
	{"wall_fr_reached_its_maximum_length", "Cette conversation a atteint sa longueur maximale."},
	{"wall_ja", "この会話は最大長さに達しました。新しいチャットを開始してください。"},
	{"wall_ko", "현재 대화가 최대 길이에 도달했습니다. 새 채팅을 시작하세요."},
	{"wall_claude_maximum_length", "Claude hit the maximum length for this conversation. Please start a new conversation to continue chatting with Claude."},
}

// wallIndex maps the folded form of each wall sentence, final stop removed,
// to its rule.
var wallIndex = func() map[string]string {
	m := make(map[string]string, len(wallSentences))
	for _, w := range wallSentences {
		m[trimFinalStop(Fold(w.sentence))] = w.rule
	}
	return m
}()

var wallKeys = []string{"long", "length"}

// trimFinalStop removes one final "." or "。".
func trimFinalStop(f string) string {
	if rest, ok := strings.CutSuffix(f, "."); ok {
		return rest
	}
	if rest, ok := strings.CutSuffix(f, "。"); ok {
		return rest
	}
	return f
}

// MatchWallSentence matches the whole label, after Fold, against every known
// conversation-length wall sentence; a missing or extra final "." or "。" is
// tolerated. Nothing else matches: neither "This conversation is too long."
// alone nor "Start a new chat whenever you want.".
func MatchWallSentence(label string) (Match, bool) {
	if quickReject(label, wallKeys) {
		return Match{}, false
	}
	f, cut := foldBounded(label, MaxSentenceRunes)
	if cut {
		return Match{}, false
	}
	return matchWallFolded(f)
}

func matchWallFolded(f string) (Match, bool) {
	if rule, ok := wallIndex[trimFinalStop(f)]; ok {
		return Match{KindWall, rule}, true
	}
	return Match{}, false
}

// quotaPatterns are the usage-limit sentences, anchored over the whole
// folded label. A free tail is bounded.
var quotaPatterns = []struct {
	rule string
	re   *regexp.Regexp
}{
	{"quota_messages_per_hour", regexp.MustCompile(`^you(?:'ve| have) reached our limit of messages per hour(?:\.(?: please try again later\.?)?)?$`)},
	{"quota_messages_per_hours", regexp.MustCompile(`^you(?:'ve| have) reached our limit of messages per \d+ hours(?:\.(?: please try again later\.?)?)?$`)},
	{"quota_message_limit", regexp.MustCompile(`^you(?:'ve| have) reached your message limit(?: for now)?(?:\.(?: .{0,240})?)?$`)},
	{"quota_usage_cap", regexp.MustCompile(`^you(?:'ve| have) reached the current usage cap for \S.{0,240}$`)},
	{"quota_model_limit", regexp.MustCompile(`^you(?:'ve| have) reached your (?:gpt-[0-9a-z.\-]+(?: mini)?|o\d[0-9a-z\-]*) limit(?:\.(?: .{0,240})?)?$`)},
	{"quota_plan_limit", regexp.MustCompile(`^you(?:'ve| have) hit the (?:free|plus|pro|team) plan limit(?: for ` + limitSubject + `)?(?:\.(?: .{0,240})?)?$`)},
	{"quota_too_many_requests_per_hour", regexp.MustCompile(`^too many requests in (?:one|\d+) hours?(?:\.(?: try again later\.?)?)?$`)},
	{"quota_image_limit_de", regexp.MustCompile(`^du kannst vorerst keine weiteren bilder erstellen(?:\.(?: upgrade dein abo\.?)?)?$`)},
	{"quota_claude_free_messages", regexp.MustCompile(`^you are out of free messages until .{1,40}$`)},
	{"quota_claude_messages_limit", regexp.MustCompile(`^you(?:'ve| have) hit your limit for claude messages(?:\.(?: .{0,240})?)?$`)},
	{"quota_claude_extra_usage", regexp.MustCompile(`^you(?:'re| are) out of extra usage(?:\.(?: .{0,240})?)?$`)},
	{"quota_grok_come_back_later", regexp.MustCompile(`^you(?:'ve| have) reached your limit, come back later\.?$`)},
	// The German usage-limit card (reference/other-sites.md: an unnamed
	// Selenium bot matches div.text-sm.text-token-text-error holding
	// "Nutzungsobergrenze"): a sentence of at most 240 runes that names the
	// usage limit and says it was reached ("erreicht").
	{"quota_usage_limit_de", regexp.MustCompile(`^[^.!?]{0,120}\bnutzungsobergrenze\b[^.!?]{0,120}\berreicht\b.{0,240}$|^[^.!?]{0,120}\berreicht\b[^.!?]{0,120}\bnutzungsobergrenze\b.{0,240}$`)},
}

// limitSubject is what a plan limit is for: a model or feature name of at
// most 80 runes, in which a dot followed by anything but a space or the
// end belongs to the name ("GPT-4.5", "GPT-4.1 mini", "o4-mini-high"); a
// dot followed by a space or the end closes the sentence.
const limitSubject = `(?:[^.]|\.[^ .])(?:[^.]|\.[^ .]){0,79}`

var quotaKeys = []string{"limit", "cap", "many", "bilder", "out of", "nutzungsobergrenze"}

// MatchQuotaSentence matches label, after Fold, against the anchored
// usage-limit and quota sentences (messages per hour or per N hours, the
// usage cap for a model, "You've reached your GPT-4o limit", the Free/Plus
// plan limit, "You have reached your message limit for now…", "Too many
// requests in 1 hour…", the German image-limit sentence). It does not match
// Claude's "You've hit your limit · resets 5pm", "Maximum retry attempts
// reached…", "Something went wrong…" or "Upgrade to Plus".
func MatchQuotaSentence(label string) (Match, bool) {
	if quickReject(label, quotaKeys) {
		return Match{}, false
	}
	f, cut := foldBounded(label, MaxSentenceRunes)
	if cut {
		return Match{}, false
	}
	return matchQuotaFolded(f)
}

func matchQuotaFolded(f string) (Match, bool) {
	for _, q := range quotaPatterns {
		if q.re.MatchString(f) {
			return Match{KindQuota, q.rule}, true
		}
	}
	return Match{}, false
}

// IsClosedAction reports whether the whole label is a closed-chat action:
// "New chat", "Start new chat" or "Start a new chat", in English or a UI
// language the grammar knows (NewChatActions).
func IsClosedAction(label string) bool {
	return closedFolded(shortFold(label))
}

func closedFolded(f string) bool {
	return englishClosedFolded(f) || localClosed[f]
}

// IsEnglishClosedAction is IsClosedAction in English only: "New chat",
// "Start new chat" or "Start a new chat". The other languages' calls to
// action are NewChatActions.
func IsEnglishClosedAction(label string) bool {
	return englishClosedFolded(shortFold(label))
}

func englishClosedFolded(f string) bool {
	switch f {
	case "new chat", "start new chat", "start a new chat":
		return true
	}
	return false
}

// IsContinueAction reports whether the whole label is the advisory
// continuation action: "Continue in a new chat" or "Continue in new chat",
// in English or a UI language the grammar knows (NewChatActions).
func IsContinueAction(label string) bool {
	return continueFolded(shortFold(label))
}

func continueFolded(f string) bool {
	return englishContinueFolded(f) || localContinue[f]
}

// IsEnglishContinueAction is IsContinueAction in English only: "Continue
// in a new chat" or "Continue in new chat".
func IsEnglishContinueAction(label string) bool {
	return englishContinueFolded(shortFold(label))
}

func englishContinueFolded(f string) bool {
	switch f {
	case "continue in a new chat", "continue in new chat":
		return true
	}
	return false
}

// IsDisclaimer reports whether label is the composer disclaimer: after Fold
// it starts with "chatgpt can make mistakes" (whatever sentence follows:
// the site varies it with a cookie notice or a workspace's training
// terms) or with the disclaimer's opening in a known UI language
// (Language.Disclaimer: "ChatGPT kann Fehler machen. …").
func IsDisclaimer(label string) bool {
	if quickReject(label, disclaimerKeys) {
		return false
	}
	return disclaimerFolded(Fold(label))
}

func disclaimerFolded(f string) bool {
	if strings.HasPrefix(f, "chatgpt can make mistakes") {
		return true
	}
	for _, d := range localDisclaimers {
		if strings.HasPrefix(f, d) {
			return true
		}
	}
	return false
}

// shortFold folds a label that can only match a short phrase; longer labels
// give "".
func shortFold(label string) string {
	f, cut := foldBounded(label, 64)
	if cut {
		return ""
	}
	return f
}

var disclaimerKeys = []string{"chatgpt"}
