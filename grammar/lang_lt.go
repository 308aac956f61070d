package grammar

// langLT is the Lithuanian (lt) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langLT = Language{
	Tag: "lt",
	Active: []Wording{
		{Text: "Galvoja", Source: ownTranslation},
		{Text: "Mąsto", Source: ownTranslation},
		{Text: "Ieško internete", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Galvojo {d}", Source: ownTranslation},
		{Text: "Mąstė {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Galvojo kelias sekundes", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sek.", "sekundes", "sekundžių", "min", "min.", "minutes", "minučių", "val", "val.", "valandas", "valandų"},
	Edit: []Wording{
		{Text: "Redaguoti", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generuojamas jūsų atsakymas", "Patikrinkite vėliau", "Jau dirbu su tuo", "Atsakymai su Deep Think gali užtrukti"),
}
