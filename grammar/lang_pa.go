package grammar

// langPA is the Punjabi (pa) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langPA = Language{
	Tag: "pa",
	Active: []Wording{
		{Text: "ਸੋਚ ਰਿਹਾ ਹੈ", Source: ownTranslation},
		{Text: "ਸੋਚ ਰਹੀ ਹੈ", Source: ownTranslation},
		{Text: "ਵੈੱਬ 'ਤੇ ਖੋਜ ਰਿਹਾ ਹੈ", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} ਲਈ ਸੋਚਿਆ", Source: ownTranslation},
		{Text: "{d} ਤੱਕ ਸੋਚਿਆ", Source: ownTranslation},
		{Text: "{d} ਸੋਚਿਆ", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "ਕੁਝ ਸਕਿੰਟਾਂ ਲਈ ਸੋਚਿਆ", Source: ownTranslation},
	},
	Units: []string{"ਸਕਿੰਟ", "ਸਕਿੰਟਾਂ", "ਮਿੰਟ", "ਮਿੰਟਾਂ", "ਘੰਟਾ", "ਘੰਟੇ"},
	Edit: []Wording{
		{Text: "ਸੋਧੋ", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "ਤੁਹਾਡਾ ਜਵਾਬ ਤਿਆਰ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ", "ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਦੇਖੋ", "ਮੈਂ ਇਸ 'ਤੇ ਕੰਮ ਕਰ ਰਿਹਾ ਹਾਂ", "Deep Think ਨਾਲ ਜਵਾਬਾਂ ਵਿੱਚ ਕੁਝ ਸਮਾਂ ਲੱਗ ਸਕਦਾ ਹੈ"),
}
