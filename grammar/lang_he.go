package grammar

// langHE is the Hebrew (he) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langHE = Language{
	Tag: "he",
	Active: []Wording{
		{Text: "חושב", Source: ownTranslation},
		{Text: "חושבת", Source: ownTranslation},
		{Text: "חשיבה", Source: ownTranslation},
		{Text: "מחפש באינטרנט", Source: ownTranslation},
		{Text: "חיפוש באינטרנט", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "חשב במשך {d}", Source: ownTranslation},
		{Text: "חשב {d}", Source: ownTranslation},
		{Text: "חשיבה במשך {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "חשב במשך כמה שניות", Source: ownTranslation},
		{Text: "חשב כמה שניות", Source: ownTranslation},
	},
	Units: []string{"ש׳", "ש'", "שנ׳", "שנ'", "שנייה", "שניה", "שניות", "דק׳", "דק'", "דקה", "דקות", "שעה", "שעות"},
	Edit: []Wording{
		{Text: "עריכה", Source: ownTranslation},
		{Text: "ערוך", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "התשובה שלך נוצרת", "כדאי לבדוק שוב מאוחר יותר", "אני על זה", "תשובות עם Deep Think עשויות לקחת זמן מה"),
}
