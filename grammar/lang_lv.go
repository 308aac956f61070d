package grammar

// langLV is the Latvian (lv) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langLV = Language{
	Tag: "lv",
	Active: []Wording{
		{Text: "Domā", Source: ownTranslation},
		{Text: "Domāšana", Source: ownTranslation},
		{Text: "Meklē tīmeklī", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Domāja {d}", Source: ownTranslation},
		{Text: "Domāšana ilga {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Domāja dažas sekundes", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekundes", "min", "minūtes", "h", "st", "stundas"},
	Edit: []Wording{
		{Text: "Rediģēt", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Tiek ģenerēta jūsu atbilde", "Pārbaudiet vēlāk", "Es pie tā strādāju", "Atbildes ar Deep Think var aizņemt kādu laiku"),
}
