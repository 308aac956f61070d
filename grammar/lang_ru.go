package grammar

// langRU is the Russian (ru) wording of the UI.
var langRU = Language{
	Tag: "ru",
	Active: []Wording{
		{Text: "Думает", Source: ownTranslation},
		{Text: "Размышляет", Source: ownTranslation},
		{Text: "Размышление", Source: ownTranslation},
		{Text: "Рассуждение", Source: ownTranslation},
		{Text: "Ищет в интернете", Source: ownTranslation},
		{Text: "Поиск в интернете", Source: ownTranslation},
		{Text: "Поиск", Source: ownTranslation},
		{Text: "Читает", Source: ownTranslation},
		{Text: "Чтение", Source: ownTranslation},
		{Text: "Анализирует", Source: ownTranslation},
		{Text: "Анализ", Source: ownTranslation},
		{Text: "Завершение ответа", Source: ownTranslation},
		{Text: "Планирование", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Думал {d}", Source: ownTranslation},
		{Text: "Думал в течение {d}", Source: ownTranslation},
		{Text: "Размышлял {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Думал несколько секунд", Source: ownTranslation},
		{Text: "Думал пару секунд", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунд", "секунду", "секунды", "мин", "минут", "минуту", "минуты", "ч", "час", "часа", "часов"},
	Disclaimer: []Wording{
		{Text: "ChatGPT может допускать ошибки", Source: recalledUI},
		{Text: "ChatGPT может ошибаться", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Генерирую ответ", "Загляните позже", "Уже работаю над этим", "Ответы в режиме Deep Think могут занять некоторое время"),
}
