package grammar

// langSW is the Swahili (sw) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSW = Language{
	Tag: "sw",
	Active: []Wording{
		{Text: "Inafikiri", Source: ownTranslation},
		{Text: "Inawaza", Source: ownTranslation},
		{Text: "Inatafuta mtandaoni", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Ilifikiri kwa {d}", Source: ownTranslation},
		{Text: "Imefikiri kwa {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Ilifikiri kwa sekunde chache", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekunde", "dak", "dakika", "saa"},
	Edit: []Wording{
		{Text: "Hariri", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Inaunda jibu lako", "Angalia tena baadaye", "Ninalishughulikia", "Majibu kwa Deep Think yanaweza kuchukua muda"),
}
