package grammar

// langTA is the Tamil (ta) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langTA = Language{
	Tag: "ta",
	Active: []Wording{
		{Text: "யோசிக்கிறது", Source: ownTranslation},
		{Text: "சிந்திக்கிறது", Source: ownTranslation},
		{Text: "இணையத்தில் தேடுகிறது", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} யோசித்தது", Source: ownTranslation},
		{Text: "{d} சிந்தித்தது", Source: ownTranslation},
		{Text: "{d} நேரம் யோசித்தது", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "சில வினாடிகள் யோசித்தது", Source: ownTranslation},
	},
	Units: []string{"வி", "வினாடி", "வினாடிகள்", "நொடி", "நொடிகள்", "நிமி", "நிமிடம்", "நிமிடங்கள்", "மணி", "மணிநேரம்"},
	Edit: []Wording{
		{Text: "திருத்து", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "உங்கள் பதில் உருவாக்கப்படுகிறது", "பிறகு மீண்டும் பார்க்கவும்", "நான் இதில் வேலை செய்கிறேன்", "Deep Think பதில்களுக்கு சிறிது நேரம் ஆகலாம்"),
}
