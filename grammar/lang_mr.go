package grammar

// langMR is the Marathi (mr) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langMR = Language{
	Tag: "mr",
	Active: []Wording{
		{Text: "विचार करत आहे", Source: ownTranslation},
		{Text: "विचार करत आहेत", Source: ownTranslation},
		{Text: "वेबवर शोधत आहे", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} विचार केला", Source: ownTranslation},
		{Text: "{d} साठी विचार केला", Source: ownTranslation},
		{Text: "{d} पर्यंत विचार केला", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "काही सेकंद विचार केला", Source: ownTranslation},
	},
	Units: []string{"से", "सेकंद", "मि", "मिनिट", "मिनिटे", "ता", "तास"},
	Edit: []Wording{
		{Text: "संपादित करा", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "तुमचे उत्तर तयार केले जात आहे", "नंतर पुन्हा तपासा", "मी यावर काम करत आहे", "Deep Think सह उत्तरांना थोडा वेळ लागू शकतो"),
}
