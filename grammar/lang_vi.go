package grammar

// langVI is the Vietnamese (vi) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langVI = Language{
	Tag: "vi",
	Active: []Wording{
		{Text: "Đang suy nghĩ", Source: ownTranslation},
		{Text: "Suy nghĩ", Source: ownTranslation},
		{Text: "Đang tìm kiếm trên web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Đã suy nghĩ trong {d}", Source: seenInTranscripts},
		{Text: "Đã suy nghĩ {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Đã suy nghĩ trong vài giây", Source: ownTranslation},
		{Text: "Đã suy nghĩ trong giây lát", Source: ownTranslation},
	},
	Units: []string{"giây", "phút", "giờ"},
	Edit: []Wording{
		{Text: "Chỉnh sửa", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Đang tạo câu trả lời của bạn", "Hãy quay lại sau", "Tôi đang xử lý", "Câu trả lời với Deep Think có thể mất một chút thời gian"),
}
