package grammar

// langRO is the Romanian (ro) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langRO = Language{
	Tag: "ro",
	Active: []Wording{
		{Text: "Se gândește", Source: ownTranslation},
		{Text: "Gândire", Source: ownTranslation},
		{Text: "Caută pe web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "A gândit {d}", Source: ownTranslation},
		{Text: "S-a gândit {d}", Source: ownTranslation},
		{Text: "A gândit timp de {d}", Source: ownTranslation},
		{Text: "S-a gândit timp de {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "S-a gândit câteva secunde", Source: ownTranslation},
	},
	Units: []string{"s", "sec", "secundă", "secunde", "min", "minut", "minute", "h", "oră", "ore"},
	Edit: []Wording{
		{Text: "Editează", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Se generează răspunsul tău", "Revino mai târziu", "Mă ocup de asta", "Răspunsurile cu Deep Think pot dura ceva timp"),
}
