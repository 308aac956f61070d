package grammar

// langHR is the Croatian (hr) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langHR = Language{
	Tag: "hr",
	Active: []Wording{
		{Text: "Razmišljam", Source: ownTranslation},
		{Text: "Razmišljanje", Source: ownTranslation},
		{Text: "Pretražujem web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Razmišljao {d}", Source: ownTranslation},
		{Text: "Razmišljao je {d}", Source: ownTranslation},
		{Text: "Razmišljanje je trajalo {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Razmišljao nekoliko sekundi", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekundi", "sekunde", "min", "minuta", "minute", "h", "sat", "sata", "sati"},
	Edit: []Wording{
		{Text: "Uredi", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generiram vaš odgovor", "Provjerite kasnije", "Radim na tome", "Odgovori s Deep Thinkom mogu potrajati"),
}
