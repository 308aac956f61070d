package grammar

// langCA is the Catalan (ca) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langCA = Language{
	Tag: "ca",
	Active: []Wording{
		{Text: "Pensant", Source: ownTranslation},
		{Text: "Raonant", Source: ownTranslation},
		{Text: "Cercant al web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Ha pensat durant {d}", Source: ownTranslation},
		{Text: "Ha pensat {d}", Source: ownTranslation},
		{Text: "Ha raonat durant {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Ha pensat durant uns segons", Source: ownTranslation},
	},
	Units: []string{"s", "seg", "segon", "segons", "min", "minut", "minuts", "h", "hora", "hores"},
	Edit: []Wording{
		{Text: "Edita", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "S'està generant la teva resposta", "Torna-hi més tard", "M'hi poso", "Les respostes amb Deep Think poden trigar una mica"),
}
