package grammar

// langET is the Estonian (et) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langET = Language{
	Tag: "et",
	Active: []Wording{
		{Text: "Mõtleb", Source: ownTranslation},
		{Text: "Mõtlemine", Source: ownTranslation},
		{Text: "Otsib veebist", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Mõtles {d}", Source: ownTranslation},
		{Text: "Mõtles {d} jooksul", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Mõtles mõne sekundi", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekundit", "min", "minutit", "h", "t", "tundi"},
	Edit: []Wording{
		{Text: "Muuda", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Sinu vastust luuakse", "Vaata hiljem uuesti", "Tegelen sellega", "Deep Thinki vastused võivad veidi aega võtta"),
}
