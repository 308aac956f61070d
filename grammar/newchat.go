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
	{"ar", words(ownTranslation, "دردشة جديدة", "بدء دردشة جديدة", "ابدأ دردشة جديدة"), words(ownTranslation, "المتابعة في دردشة جديدة", "متابعة في دردشة جديدة")},
	{"he", words(ownTranslation, "צ'אט חדש", "התחל צ'אט חדש", "התחלת צ'אט חדש"), words(ownTranslation, "המשך בצ'אט חדש")},
	{"fa", words(ownTranslation, "گفتگوی جدید", "شروع گفتگوی جدید", "چت جدید"), words(ownTranslation, "ادامه در گفتگوی جدید", "ادامه در چت جدید")},
	{"ur", words(ownTranslation, "نئی چیٹ", "نئی چیٹ شروع کریں"), words(ownTranslation, "نئی چیٹ میں جاری رکھیں")},
	{"hi", words(ownTranslation, "नई चैट", "नई चैट शुरू करें"), words(ownTranslation, "नई चैट में जारी रखें")},
	{"bn", words(ownTranslation, "নতুন চ্যাট", "নতুন চ্যাট শুরু করুন"), words(ownTranslation, "নতুন চ্যাটে চালিয়ে যান")},
	{"mr", words(ownTranslation, "नवीन चॅट", "नवीन चॅट सुरू करा"), words(ownTranslation, "नवीन चॅटमध्ये सुरू ठेवा")},
	{"gu", words(ownTranslation, "નવી ચેટ", "નવી ચેટ શરૂ કરો"), words(ownTranslation, "નવી ચેટમાં ચાલુ રાખો")},
	{"pa", words(ownTranslation, "ਨਵੀਂ ਚੈਟ", "ਨਵੀਂ ਚੈਟ ਸ਼ੁਰੂ ਕਰੋ"), words(ownTranslation, "ਨਵੀਂ ਚੈਟ ਵਿੱਚ ਜਾਰੀ ਰੱਖੋ")},
	{"ta", words(ownTranslation, "புதிய அரட்டை", "புதிய அரட்டையைத் தொடங்கு"), words(ownTranslation, "புதிய அரட்டையில் தொடரவும்")},
	{"te", words(ownTranslation, "కొత్త చాట్", "కొత్త చాట్ ప్రారంభించండి"), words(ownTranslation, "కొత్త చాట్\u200cలో కొనసాగించండి")},
	{"kn", words(ownTranslation, "ಹೊಸ ಚಾಟ್", "ಹೊಸ ಚಾಟ್ ಪ್ರಾರಂಭಿಸಿ"), words(ownTranslation, "ಹೊಸ ಚಾಟ್\u200cನಲ್ಲಿ ಮುಂದುವರಿಸಿ")},
	{"ml", words(ownTranslation, "പുതിയ ചാറ്റ്", "പുതിയ ചാറ്റ് ആരംഭിക്കുക"), words(ownTranslation, "പുതിയ ചാറ്റിൽ തുടരുക")},
	{"th", words(ownTranslation, "แชทใหม่", "เริ่มแชทใหม่"), words(ownTranslation, "ดำเนินการต่อในแชทใหม่")},
	{"vi", words(ownTranslation, "Đoạn chat mới", "Cuộc trò chuyện mới", "Bắt đầu đoạn chat mới"), words(ownTranslation, "Tiếp tục trong đoạn chat mới", "Tiếp tục trong cuộc trò chuyện mới")},
	{"id", words(ownTranslation, "Obrolan baru", "Chat baru", "Mulai obrolan baru"), words(ownTranslation, "Lanjutkan di obrolan baru")},
	{"ms", words(ownTranslation, "Sembang baharu", "Mulakan sembang baharu"), words(ownTranslation, "Teruskan dalam sembang baharu")},
	{"tl", words(ownTranslation, "Bagong chat", "Magsimula ng bagong chat"), words(ownTranslation, "Ituloy sa bagong chat", "Magpatuloy sa bagong chat")},
	{"sw", words(ownTranslation, "Gumzo jipya", "Anzisha gumzo jipya", "Anza gumzo jipya"), words(ownTranslation, "Endelea kwenye gumzo jipya")},
	{"am", words(ownTranslation, "አዲስ ውይይት", "አዲስ ውይይት ጀምር"), words(ownTranslation, "በአዲስ ውይይት ቀጥል")},
	{"cs", words(ownTranslation, "Nový chat", "Zahájit nový chat", "Začít nový chat"), words(ownTranslation, "Pokračovat v novém chatu")},
	{"sk", words(ownTranslation, "Nový chat", "Začať nový chat"), words(ownTranslation, "Pokračovať v novom chate")},
	{"sl", words(ownTranslation, "Nov klepet", "Začni nov klepet"), words(ownTranslation, "Nadaljuj v novem klepetu")},
	{"hr", words(ownTranslation, "Novi chat", "Započni novi chat", "Novi razgovor"), words(ownTranslation, "Nastavi u novom chatu", "Nastavi u novom razgovoru")},
	{"sr", words(ownTranslation, "Ново ћаскање", "Започни ново ћаскање", "Novo ćaskanje"), words(ownTranslation, "Настави у новом ћаскању", "Nastavi u novom ćaskanju")},
	{"bs", words(ownTranslation, "Novi chat", "Započni novi chat", "Novi razgovor"), words(ownTranslation, "Nastavi u novom chatu")},
	{"bg", words(ownTranslation, "Нов чат", "Започни нов чат"), words(ownTranslation, "Продължи в нов чат")},
	{"mk", words(ownTranslation, "Нов разговор", "Нов чет", "Започни нов разговор"), words(ownTranslation, "Продолжи во нов разговор")},
	{"sq", words(ownTranslation, "Bisedë e re", "Fillo një bisedë të re"), words(ownTranslation, "Vazhdo në një bisedë të re")},
	{"el", words(ownTranslation, "Νέα συνομιλία", "Έναρξη νέας συνομιλίας"), words(ownTranslation, "Συνέχεια σε νέα συνομιλία")},
	{"hu", words(ownTranslation, "Új csevegés", "Új csevegés indítása"), words(ownTranslation, "Folytatás új csevegésben")},
	{"ro", words(ownTranslation, "Chat nou", "Începe un chat nou", "Conversație nouă"), words(ownTranslation, "Continuă într-un chat nou")},
	{"uk", words(ownTranslation, "Новий чат", "Почати новий чат"), words(ownTranslation, "Продовжити в новому чаті")},
	{"ka", words(ownTranslation, "ახალი ჩატი", "ახალი ჩატის დაწყება"), words(ownTranslation, "გაგრძელება ახალ ჩატში")},
	{"hy", words(ownTranslation, "Նոր զրույց", "Սկսել նոր զրույց"), words(ownTranslation, "Շարունակել նոր զրույցում")},
	{"kk", words(ownTranslation, "Жаңа чат", "Жаңа чат бастау"), words(ownTranslation, "Жаңа чатта жалғастыру")},
	{"mn", words(ownTranslation, "Шинэ чат", "Шинэ чат эхлүүлэх"), words(ownTranslation, "Шинэ чатад үргэлжлүүлэх")},
	{"my", words(ownTranslation, "ချတ်အသစ်", "ချတ်အသစ် စတင်ပါ"), words(ownTranslation, "ချတ်အသစ်တွင် ဆက်လုပ်ပါ")},
	{"et", words(ownTranslation, "Uus vestlus", "Alusta uut vestlust"), words(ownTranslation, "Jätka uues vestluses")},
	{"lv", words(ownTranslation, "Jauna tērzēšana", "Sākt jaunu tērzēšanu"), words(ownTranslation, "Turpināt jaunā tērzēšanā")},
	{"lt", words(ownTranslation, "Naujas pokalbis", "Pradėti naują pokalbį"), words(ownTranslation, "Tęsti naujame pokalbyje")},
	{"fi", words(ownTranslation, "Uusi keskustelu", "Aloita uusi keskustelu"), words(ownTranslation, "Jatka uudessa keskustelussa")},
	{"sv", words(ownTranslation, "Ny chatt", "Starta ny chatt", "Starta en ny chatt"), words(ownTranslation, "Fortsätt i en ny chatt")},
	{"da", words(ownTranslation, "Ny chat", "Start ny chat", "Start en ny chat"), words(ownTranslation, "Fortsæt i en ny chat")},
	{"nb", words(ownTranslation, "Ny chat", "Start ny chat", "Start en ny chat"), words(ownTranslation, "Fortsett i en ny chat")},
	{"is", words(ownTranslation, "Nýtt spjall", "Hefja nýtt spjall"), words(ownTranslation, "Halda áfram í nýju spjalli")},
	{"ca", words(ownTranslation, "Xat nou", "Nou xat", "Inicia un xat nou"), words(ownTranslation, "Continua en un xat nou")},
	{"zh-HK", words(ownTranslation, "新聊天", "新對話", "開始新聊天", "開始新對話"), words(ownTranslation, "在新聊天中繼續", "在新對話中繼續")},
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
