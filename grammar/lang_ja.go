package grammar

// langJA is the Japanese (ja) wording of the UI.
var langJA = Language{
	Tag: "ja",
	Active: []Wording{
		{Text: "思考中", Source: ownTranslation},
		{Text: "考え中", Source: ownTranslation},
		{Text: "推論中", Source: ownTranslation},
		{Text: "ウェブを検索中", Source: ownTranslation},
		{Text: "検索中", Source: ownTranslation},
		{Text: "読み込み中", Source: ownTranslation},
		{Text: "読んでいます", Source: ownTranslation},
		{Text: "分析中", Source: ownTranslation},
		{Text: "回答を仕上げ中", Source: ownTranslation},
		{Text: "計画中", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d}間思考", Source: ownTranslation},
		{Text: "{d}考えました", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "数秒間思考", Source: ownTranslation},
		{Text: "数秒考えました", Source: ownTranslation},
	},
	Units: []string{"秒", "分", "時間"},
	Disclaimer: []Wording{
		{Text: "ChatGPT の回答は必ずしも正しいとは限りません", Source: recalledUI},
		{Text: "ChatGPTの回答は必ずしも正しいとは限りません", Source: recalledUI},
		{Text: "ChatGPT は間違えることがあります", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "回答を生成しています", "後でもう一度ご確認ください", "対応中です", "Deep Think の回答には時間がかかることがあります"),
}
