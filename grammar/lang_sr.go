package grammar

// langSR is the Serbian (sr) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSR = Language{
	Tag: "sr",
	Active: []Wording{
		{Text: "Размишљам", Source: ownTranslation},
		{Text: "Размишљање", Source: ownTranslation},
		{Text: "Претражујем веб", Source: ownTranslation},
		{Text: "Razmišljam", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Размишљао {d}", Source: ownTranslation},
		{Text: "Размишљао је {d}", Source: ownTranslation},
		{Text: "Razmišljao {d}", Source: ownTranslation},
		{Text: "Razmišljao je {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Размишљао неколико секунди", Source: ownTranslation},
		{Text: "Razmišljao nekoliko sekundi", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунди", "секунде", "мин", "минута", "минуте", "ч", "сат", "сата", "сати", "sek", "sekundi", "sekunde", "minuta", "minute", "sat", "sata", "sati"},
	Edit: []Wording{
		{Text: "Уреди", Source: ownTranslation},
		{Text: "Uredi", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Генеришем ваш одговор", "Проверите касније", "Радим на томе", "Одговори уз Deep Think могу да потрају"),
}
