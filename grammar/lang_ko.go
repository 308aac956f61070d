package grammar

// langKO is the Korean (ko) wording of the UI.
var langKO = Language{
	Tag: "ko",
	Active: []Wording{
		{Text: "생각 중", Source: ownTranslation},
		{Text: "추론 중", Source: ownTranslation},
		{Text: "웹 검색 중", Source: ownTranslation},
		{Text: "검색 중", Source: ownTranslation},
		{Text: "읽는 중", Source: ownTranslation},
		{Text: "분석 중", Source: ownTranslation},
		{Text: "답변 마무리 중", Source: ownTranslation},
		{Text: "계획 중", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} 동안 생각함", Source: ownTranslation},
		{Text: "{d} 동안 생각했습니다", Source: ownTranslation},
		{Text: "{d}간 생각함", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "몇 초 동안 생각함", Source: ownTranslation},
		{Text: "몇 초 동안 생각했습니다", Source: ownTranslation},
	},
	Units: []string{"초", "분", "시간"},
	Disclaimer: []Wording{
		{Text: "ChatGPT는 실수를 할 수 있습니다", Source: recalledUI},
		{Text: "ChatGPT는 실수할 수 있습니다", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "답변을 생성하는 중", "나중에 다시 확인하세요", "처리 중입니다", "Deep Think 응답은 시간이 걸릴 수 있습니다"),
}
