package grammar

// langHY is the Armenian (hy) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langHY = Language{
	Tag: "hy",
	Active: []Wording{
		{Text: "Մտածում է", Source: ownTranslation},
		{Text: "Որոնում է համացանցում", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Մտածեց {d}", Source: ownTranslation},
		{Text: "Մտածել է {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Մտածեց մի քանի վայրկյան", Source: ownTranslation},
	},
	Units: []string{"վ", "վրկ", "վայրկյան", "ր", "րոպե", "ժ", "ժամ"},
	Edit: []Wording{
		{Text: "Խմբագրել", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Ձեր պատասխանը ստեղծվում է", "Ստուգեք ավելի ուշ", "Զբաղվում եմ դրանով", "Deep Think-ով պատասխանները կարող են որոշ ժամանակ պահանջել"),
}
