package grammar

// langNL is the Dutch (nl) wording of the UI.
var langNL = Language{
	Tag: "nl",
	Active: []Wording{
		{Text: "Aan het nadenken", Source: ownTranslation},
		{Text: "Nadenken", Source: ownTranslation},
		{Text: "Denkt na", Source: ownTranslation},
		{Text: "Redeneren", Source: ownTranslation},
		{Text: "Zoeken op het web", Source: ownTranslation},
		{Text: "Zoeken", Source: ownTranslation},
		{Text: "Lezen", Source: ownTranslation},
		{Text: "Analyseren", Source: ownTranslation},
		{Text: "Antwoord afronden", Source: ownTranslation},
		{Text: "Plannen", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Nagedacht gedurende {d}", Source: ownTranslation},
		{Text: "Nagedacht voor {d}", Source: ownTranslation},
		{Text: "{d} nagedacht", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Nagedacht gedurende een paar seconden", Source: ownTranslation},
		{Text: "Een paar seconden nagedacht", Source: ownTranslation},
	},
	Units: []string{"s", "sec", "seconde", "seconden", "min", "minuut", "minuten", "u", "uur"},
	Disclaimer: []Wording{
		{Text: "ChatGPT kan fouten maken", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Je antwoord wordt gegenereerd", "Kom later terug", "Ik ben ermee bezig", "Antwoorden met Deep Think kunnen even duren"),
}
