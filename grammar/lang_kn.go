package grammar

// langKN is the Kannada (kn) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langKN = Language{
	Tag: "kn",
	Active: []Wording{
		{Text: "ಯೋಚಿಸುತ್ತಿದೆ", Source: ownTranslation},
		{Text: "ವೆಬ್\u200cನಲ್ಲಿ ಹುಡುಕುತ್ತಿದೆ", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} ಕಾಲ ಯೋಚಿಸಿದೆ", Source: ownTranslation},
		{Text: "{d} ಯೋಚಿಸಿದೆ", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "ಕೆಲವು ಸೆಕೆಂಡುಗಳ ಕಾಲ ಯೋಚಿಸಿದೆ", Source: ownTranslation},
	},
	Units: []string{"ಸೆ", "ಸೆಕೆಂಡ್", "ಸೆಕೆಂಡುಗಳು", "ನಿ", "ನಿಮಿಷ", "ನಿಮಿಷಗಳು", "ಗಂ", "ಗಂಟೆ", "ಗಂಟೆಗಳು"},
	Edit: []Wording{
		{Text: "ಸಂಪಾದಿಸಿ", Source: ownTranslation},
		{Text: "ಎಡಿಟ್ ಮಾಡಿ", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "ನಿಮ್ಮ ಪ್ರತಿಕ್ರಿಯೆಯನ್ನು ರಚಿಸಲಾಗುತ್ತಿದೆ", "ನಂತರ ಮತ್ತೆ ಪರಿಶೀಲಿಸಿ", "ನಾನು ಅದರ ಮೇಲೆ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದೇನೆ", "Deep Think ಪ್ರತಿಕ್ರಿಯೆಗಳಿಗೆ ಸ್ವಲ್ಪ ಸಮಯ ಬೇಕಾಗಬಹುದು"),
}
