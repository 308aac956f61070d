package grammar

// langGU is the Gujarati (gu) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langGU = Language{
	Tag: "gu",
	Active: []Wording{
		{Text: "વિચારી રહ્યું છે", Source: ownTranslation},
		{Text: "વિચારી રહ્યા છે", Source: ownTranslation},
		{Text: "વેબ પર શોધી રહ્યું છે", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} માટે વિચાર્યું", Source: ownTranslation},
		{Text: "{d} વિચાર્યું", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "થોડી સેકન્ડ માટે વિચાર્યું", Source: ownTranslation},
	},
	Units: []string{"સે", "સેકન્ડ", "મિ", "મિનિટ", "ક", "કલાક"},
	Edit: []Wording{
		{Text: "સંપાદિત કરો", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "તમારો જવાબ જનરેટ થઈ રહ્યો છે", "પછીથી ફરી તપાસો", "હું તેના પર કામ કરી રહ્યો છું", "Deep Think સાથેના જવાબોમાં થોડો સમય લાગી શકે છે"),
}
