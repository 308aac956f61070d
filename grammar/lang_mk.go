package grammar

// langMK is the Macedonian (mk) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langMK = Language{
	Tag: "mk",
	Active: []Wording{
		{Text: "Размислува", Source: ownTranslation},
		{Text: "Мисли", Source: ownTranslation},
		{Text: "Пребарува на вебот", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Размислуваше {d}", Source: ownTranslation},
		{Text: "Размислуваше во текот на {d}", Source: ownTranslation},
		{Text: "Мислеше {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Размислуваше неколку секунди", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунди", "мин", "минути", "ч", "час", "часа", "часови"},
	Edit: []Wording{
		{Text: "Уреди", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Го генерирам вашиот одговор", "Проверете подоцна", "Работам на тоа", "Одговорите со Deep Think може да потраат"),
}
