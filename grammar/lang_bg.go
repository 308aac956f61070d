package grammar

// langBG is the Bulgarian (bg) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langBG = Language{
	Tag: "bg",
	Active: []Wording{
		{Text: "Мисли", Source: ownTranslation},
		{Text: "Размишлява", Source: ownTranslation},
		{Text: "Търси в мрежата", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Помисли {d}", Source: ownTranslation},
		{Text: "Помисли в продължение на {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Помисли няколко секунди", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунда", "секунди", "мин", "минута", "минути", "ч", "час", "часа"},
	Edit: []Wording{
		{Text: "Редактиране", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Генерирам отговора ви", "Проверете по-късно", "Работя по въпроса", "Отговорите с Deep Think може да отнемат известно време"),
}
