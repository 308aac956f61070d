package grammar

// langSK is the Slovak (sk) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langSK = Language{
	Tag: "sk",
	Active: []Wording{
		{Text: "Premýšľam", Source: ownTranslation},
		{Text: "Premýšľanie", Source: ownTranslation},
		{Text: "Hľadám na webe", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Premýšľal {d}", Source: ownTranslation},
		{Text: "Premýšľal počas {d}", Source: ownTranslation},
		{Text: "Premýšľanie trvalo {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Premýšľal niekoľko sekúnd", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekúnd", "sekundy", "min", "minút", "minúty", "h", "hod", "hodín", "hodiny"},
	Edit: []Wording{
		{Text: "Upraviť", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generujem vašu odpoveď", "Pozrite sa neskôr", "Pracujem na tom", "Odpovede s Deep Think môžu chvíľu trvať"),
}
