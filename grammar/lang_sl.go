package grammar

// langSL is the Slovenian (sl) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSL = Language{
	Tag: "sl",
	Active: []Wording{
		{Text: "Razmišljam", Source: ownTranslation},
		{Text: "Razmišljanje", Source: ownTranslation},
		{Text: "Iščem po spletu", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Razmišljal {d}", Source: ownTranslation},
		{Text: "Razmišljal je {d}", Source: ownTranslation},
		{Text: "Razmišljanje je trajalo {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Razmišljal nekaj sekund", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekund", "sekunde", "min", "minut", "minute", "h", "ur", "ura", "uri"},
	Edit: []Wording{
		{Text: "Uredi", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Ustvarjam vaš odgovor", "Preverite pozneje", "Delam na tem", "Odgovori z Deep Think lahko trajajo nekaj časa"),
}
