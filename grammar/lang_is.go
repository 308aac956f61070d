package grammar

// langIS is the Icelandic (is) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langIS = Language{
	Tag: "is",
	Active: []Wording{
		{Text: "Hugsar", Source: ownTranslation},
		{Text: "Er að hugsa", Source: ownTranslation},
		{Text: "Leitar á vefnum", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Hugsaði í {d}", Source: ownTranslation},
		{Text: "Hugsaði {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Hugsaði í nokkrar sekúndur", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekúnda", "sekúndu", "sekúndur", "mín", "mínúta", "mínútu", "mínútur", "klst", "klukkustund", "klukkustundir"},
	Edit: []Wording{
		{Text: "Breyta", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Verið er að búa til svarið þitt", "Athugaðu aftur síðar", "Ég er að vinna í því", "Svör með Deep Think geta tekið smá tíma"),
}
