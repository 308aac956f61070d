package grammar

// langSQ is the Albanian (sq) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSQ = Language{
	Tag: "sq",
	Active: []Wording{
		{Text: "Duke menduar", Source: ownTranslation},
		{Text: "Po mendon", Source: ownTranslation},
		{Text: "Duke kërkuar në ueb", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Mendoi për {d}", Source: ownTranslation},
		{Text: "U mendua për {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Mendoi për disa sekonda", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekonda", "min", "minuta", "orë"},
	Edit: []Wording{
		{Text: "Redakto", Source: ownTranslation},
		{Text: "Modifiko", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Po gjeneroj përgjigjen tuaj", "Kontrolloni më vonë", "Po merrem me të", "Përgjigjet me Deep Think mund të marrin pak kohë"),
}
