package grammar

// langUR is the Urdu (ur) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langUR = Language{
	Tag: "ur",
	Active: []Wording{
		{Text: "سوچ رہا ہے", Source: ownTranslation},
		{Text: "سوچنا", Source: ownTranslation},
		{Text: "ویب پر تلاش", Source: ownTranslation},
		{Text: "ویب پر تلاش کر رہا ہے", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} تک سوچا", Source: ownTranslation},
		{Text: "{d} سوچا", Source: ownTranslation},
		{Text: "{d} کے لیے سوچا", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "چند سیکنڈ تک سوچا", Source: ownTranslation},
	},
	Units: []string{"سیکنڈ", "منٹ", "گھنٹہ", "گھنٹے"},
	Edit: []Wording{
		{Text: "ترمیم", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "آپ کا جواب تیار کیا جا رہا ہے", "بعد میں دوبارہ دیکھیں", "میں اس پر کام کر رہا ہوں", "Deep Think کے ساتھ جوابات میں کچھ وقت لگ سکتا ہے"),
}
