package grammar

// langFI is the Finnish (fi) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langFI = Language{
	Tag: "fi",
	Active: []Wording{
		{Text: "Miettii", Source: ownTranslation},
		{Text: "Ajattelee", Source: ownTranslation},
		{Text: "Hakee verkosta", Source: ownTranslation},
		{Text: "Etsii verkosta", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Mietti {d}", Source: seenInTranscripts},
		{Text: "Ajatteli {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Mietti muutaman sekunnin", Source: ownTranslation},
		{Text: "Mietti hetken", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekuntia", "min", "minuuttia", "t", "h", "tuntia"},
	Edit: []Wording{
		{Text: "Muokkaa", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Vastaustasi luodaan", "Tarkista myöhemmin uudelleen", "Työstän sitä", "Deep Thinkin vastaukset voivat viedä hetken"),
}
