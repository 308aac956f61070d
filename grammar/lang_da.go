package grammar

// langDA is the Danish (da) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langDA = Language{
	Tag: "da",
	Active: []Wording{
		{Text: "Tænker", Source: ownTranslation},
		{Text: "Ræsonnerer", Source: ownTranslation},
		{Text: "Søger på nettet", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Tænkte i {d}", Source: seenInTranscripts},
	},
	Worded: []Wording{
		{Text: "Tænkte i et par sekunder", Source: ownTranslation},
		{Text: "Tænkte i nogle sekunder", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekund", "sekunder", "min", "minut", "minutter", "t", "time", "timer"},
	Edit: []Wording{
		{Text: "Rediger", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Dit svar genereres", "Kig forbi igen senere", "Jeg er i gang", "Svar med Deep Think kan tage lidt tid"),
}
