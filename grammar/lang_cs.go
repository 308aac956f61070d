package grammar

// langCS is the Czech (cs) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langCS = Language{
	Tag: "cs",
	Active: []Wording{
		{Text: "Přemýšlím", Source: ownTranslation},
		{Text: "Přemýšlení", Source: ownTranslation},
		{Text: "Hledám na webu", Source: ownTranslation},
		{Text: "Vyhledávání na webu", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Přemýšlel po dobu {d}", Source: ownTranslation},
		{Text: "Přemýšlel {d}", Source: ownTranslation},
		{Text: "Přemýšlení trvalo {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Přemýšlel několik sekund", Source: ownTranslation},
		{Text: "Přemýšlel pár sekund", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekund", "sekundy", "min", "minut", "minuty", "h", "hod", "hodin", "hodiny"},
	Edit: []Wording{
		{Text: "Upravit", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generuji vaši odpověď", "Podívejte se později", "Pracuji na tom", "Odpovědi s Deep Think mohou chvíli trvat"),
}
