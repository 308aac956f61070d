package grammar

// langUK is the Ukrainian (uk) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langUK = Language{
	Tag: "uk",
	Active: []Wording{
		{Text: "Думає", Source: ownTranslation},
		{Text: "Міркує", Source: ownTranslation},
		{Text: "Шукає в інтернеті", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Думав {d}", Source: ownTranslation},
		{Text: "Думав протягом {d}", Source: ownTranslation},
		{Text: "Міркував {d}", Source: ownTranslation},
		{Text: "Міркування тривало {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Думав кілька секунд", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунд", "секунди", "секунду", "хв", "хвилин", "хвилини", "хвилину", "год", "годин", "години", "годину"},
	Edit: []Wording{
		{Text: "Редагувати", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Генерую відповідь", "Зазирніть пізніше", "Уже працюю над цим", "Відповіді в режимі Deep Think можуть зайняти деякий час"),
}
