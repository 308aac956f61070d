package grammar

// langML is the Malayalam (ml) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langML = Language{
	Tag: "ml",
	Active: []Wording{
		{Text: "ചിന്തിക്കുന്നു", Source: ownTranslation},
		{Text: "വെബിൽ തിരയുന്നു", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} ചിന്തിച്ചു", Source: ownTranslation},
		{Text: "{d} നേരം ചിന്തിച്ചു", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "കുറച്ച് സെക്കൻഡ് ചിന്തിച്ചു", Source: ownTranslation},
	},
	Units: []string{"സെ", "സെക്കൻഡ്", "സെക്കൻഡുകൾ", "മി", "മിനിറ്റ്", "മിനിറ്റുകൾ", "മ", "മണിക്കൂർ"},
	Edit: []Wording{
		{Text: "എഡിറ്റ് ചെയ്യുക", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "നിങ്ങളുടെ മറുപടി സൃഷ്ടിക്കുന്നു", "പിന്നീട് വീണ്ടും പരിശോധിക്കുക", "ഞാൻ അതിൽ പ്രവർത്തിക്കുകയാണ്", "Deep Think ഉപയോഗിച്ചുള്ള മറുപടികൾക്ക് കുറച്ച് സമയമെടുത്തേക്കാം"),
}
