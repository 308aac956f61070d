package grammar

import "slices"

// The composer's new-chat calls to action in every UI language the grammar
// knows: "New chat" / "Start new chat" (with an unusable composer they
// prove a closed chat) and "Continue in a new chat" (advisory). English
// is in closedFolded and continueFolded.

// newChatWording is one language's new-chat calls to action.
type newChatWording struct {
	tag    string
	closed []Wording // "New chat", "Start new chat", "Start a new chat"
	cont   []Wording // "Continue in a new chat"
}

var newChatWordings = []newChatWording{
	{"de", words(recalledUI, "Neuer Chat", "Neuen Chat starten", "Einen neuen Chat starten"), words(ownTranslation, "In einem neuen Chat fortfahren", "In neuem Chat fortfahren")},
	{"fr", words(recalledUI, "Nouveau chat", "Démarrer un nouveau chat", "Commencer un nouveau chat", "Nouvelle discussion"), words(ownTranslation, "Continuer dans un nouveau chat", "Continuer dans une nouvelle discussion")},
	{"es", words(recalledUI, "Nuevo chat", "Iniciar nuevo chat", "Iniciar un nuevo chat", "Empezar un nuevo chat"), words(ownTranslation, "Continuar en un nuevo chat", "Continuar en un chat nuevo")},
	{"pt", words(recalledUI, "Novo chat", "Iniciar novo chat", "Iniciar um novo chat", "Nova conversa"), words(ownTranslation, "Continuar em um novo chat", "Continuar num novo chat", "Continuar em uma nova conversa")},
	{"it", words(recalledUI, "Nuova chat", "Inizia una nuova chat", "Avvia una nuova chat", "Avvia nuova chat"), words(ownTranslation, "Continua in una nuova chat")},
	{"nl", words(recalledUI, "Nieuwe chat", "Nieuwe chat starten", "Start een nieuwe chat", "Begin een nieuwe chat"), words(ownTranslation, "Doorgaan in een nieuwe chat", "Ga verder in een nieuwe chat")},
	{"pl", words(recalledUI, "Nowy czat", "Rozpocznij nowy czat", "Zacznij nowy czat"), words(ownTranslation, "Kontynuuj w nowym czacie")},
	{"tr", words(recalledUI, "Yeni sohbet", "Yeni sohbet başlat", "Yeni bir sohbet başlat"), words(ownTranslation, "Yeni sohbette devam et", "Yeni bir sohbette devam et")},
	{"ru", words(recalledUI, "Новый чат", "Начать новый чат"), words(ownTranslation, "Продолжить в новом чате")},
	{"ja", words(recalledUI, "新しいチャット", "新しいチャットを開始", "新しいチャットを始める"), words(ownTranslation, "新しいチャットで続ける", "新しいチャットで続行")},
	{"ko", words(recalledUI, "새 채팅", "새 채팅 시작", "새 채팅 시작하기"), words(ownTranslation, "새 채팅에서 계속", "새 채팅에서 계속하기")},
	{"zh-CN", words(recalledUI, "新聊天", "新对话", "开始新聊天", "开始新对话"), words(ownTranslation, "在新聊天中继续", "在新对话中继续")},
	{"zh-TW", words(recalledUI, "新聊天", "新對話", "開始新聊天", "開始新對話"), words(ownTranslation, "在新聊天中繼續", "在新對話中繼續")},
}

// words is the wordings texts, all from source.
func words(source string, texts ...string) []Wording {
	out := make([]Wording, len(texts))
	for i, t := range texts {
		out[i] = Wording{Text: t, Source: source}
	}
	return out
}

// localClosed and localContinue are the folded calls to action of every
// language.
var localClosed, localContinue = foldNewChat()

func foldNewChat() (closed, cont map[string]bool) {
	closed, cont = map[string]bool{}, map[string]bool{}
	for _, l := range newChatWordings {
		for _, w := range l.closed {
			closed[Fold(w.Text)] = true
		}
		for _, w := range l.cont {
			cont[Fold(w.Text)] = true
		}
	}
	return closed, cont
}

// NewChatActions returns the closed-chat calls to action ("New chat",
// "Start new chat") and the continuation calls to action ("Continue in a
// new chat") of the UI language with the given tag, other than English,
// and whether the grammar knows them.
func NewChatActions(tag string) (closed, cont []Wording, ok bool) {
	for _, l := range newChatWordings {
		if l.tag == tag {
			return slices.Clone(l.closed), slices.Clone(l.cont), true
		}
	}
	return nil, nil, false
}
