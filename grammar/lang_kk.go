package grammar

// langKK is the Kazakh (kk) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langKK = Language{
	Tag: "kk",
	Active: []Wording{
		{Text: "Ойлануда", Source: ownTranslation},
		{Text: "Ойлап жатыр", Source: ownTranslation},
		{Text: "Интернеттен іздеуде", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} ойланды", Source: ownTranslation},
		{Text: "{d} бойы ойланды", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Бірнеше секунд ойланды", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунд", "мин", "минут", "сағ", "сағат"},
	Edit: []Wording{
		{Text: "Өңдеу", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Жауабыңыз жасалып жатыр", "Кейінірек қайта тексеріңіз", "Осымен айналысып жатырмын", "Deep Think арқылы жауап алу біраз уақыт алуы мүмкін"),
}
