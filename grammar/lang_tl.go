package grammar

// langTL is the Filipino (tl) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langTL = Language{
	Tag: "tl",
	Active: []Wording{
		{Text: "Nag-iisip", Source: ownTranslation},
		{Text: "Naghahanap sa web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Nag-isip nang {d}", Source: ownTranslation},
		{Text: "Nag-isip sa loob ng {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Nag-isip nang ilang segundo", Source: ownTranslation},
	},
	Units: []string{"s", "seg", "segundo", "min", "minuto", "oras"},
	Edit: []Wording{
		{Text: "I-edit", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Binubuo ang iyong sagot", "Bumalik mamaya", "Inaasikaso ko na", "Maaaring tumagal nang kaunti ang mga sagot gamit ang Deep Think"),
}
