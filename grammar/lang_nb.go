package grammar

// langNB is the Norwegian Bokmål (nb) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langNB = Language{
	Tag: "nb",
	Active: []Wording{
		{Text: "Tenker", Source: ownTranslation},
		{Text: "Resonnerer", Source: ownTranslation},
		{Text: "Søker på nettet", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Tenkte i {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Tenkte i noen sekunder", Source: ownTranslation},
		{Text: "Tenkte i et par sekunder", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekund", "sekunder", "min", "minutt", "minutter", "t", "time", "timer"},
	Edit: []Wording{
		{Text: "Rediger", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Svaret ditt genereres", "Sjekk igjen senere", "Jeg er på saken", "Svar med Deep Think kan ta litt tid"),
}
