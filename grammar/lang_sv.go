package grammar

// langSV is the Swedish (sv) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSV = Language{
	Tag: "sv",
	Active: []Wording{
		{Text: "Tänker", Source: ownTranslation},
		{Text: "Resonerar", Source: ownTranslation},
		{Text: "Söker på webben", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Tänkte i {d}", Source: seenInTranscripts},
		{Text: "Tänkte {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Tänkte i några sekunder", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekund", "sekunder", "min", "minut", "minuter", "h", "tim", "timme", "timmar"},
	Edit: []Wording{
		{Text: "Redigera", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Ditt svar genereras", "Kom tillbaka senare", "Jag är på det", "Svar med Deep Think kan ta en stund"),
}
