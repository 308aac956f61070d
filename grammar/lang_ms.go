package grammar

// langMS is the Malay (ms) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langMS = Language{
	Tag: "ms",
	Active: []Wording{
		{Text: "Berfikir", Source: ownTranslation},
		{Text: "Sedang berfikir", Source: ownTranslation},
		{Text: "Mencari di web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Berfikir selama {d}", Source: ownTranslation},
		{Text: "Berfikir untuk {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Berfikir selama beberapa saat", Source: ownTranslation},
	},
	Units: []string{"s", "saat", "min", "minit", "j", "jam"},
	Edit: []Wording{
		{Text: "Edit", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Menjana respons anda", "Semak semula kemudian", "Saya sedang mengusahakannya", "Respons dengan Deep Think boleh mengambil sedikit masa"),
}
