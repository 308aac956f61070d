package grammar

// langAM is the Amharic (am) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langAM = Language{
	Tag: "am",
	Active: []Wording{
		{Text: "እያሰበ ነው", Source: ownTranslation},
		{Text: "በማሰብ ላይ", Source: ownTranslation},
		{Text: "ድሩን በመፈለግ ላይ", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "ለ{d} አሰበ", Source: ownTranslation},
		{Text: "ለ {d} አሰበ", Source: ownTranslation},
		{Text: "{d} አሰበ", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "ለጥቂት ሰከንዶች አሰበ", Source: ownTranslation},
	},
	Units: []string{"ሰ", "ሰከንድ", "ሰከንዶች", "ደ", "ደቂቃ", "ደቂቃዎች", "ሰዓት"},
	Edit: []Wording{
		{Text: "አርትዕ", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "ምላሽዎን በማመንጨት ላይ", "በኋላ ተመልሰው ይመልከቱ", "እየሰራሁበት ነው", "በDeep Think የሚሰጡ ምላሾች ትንሽ ጊዜ ሊወስዱ ይችላሉ"),
}
