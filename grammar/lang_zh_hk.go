package grammar

// langZhHK is the Chinese (Hong Kong) (zh-HK) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langZhHK = Language{
	Tag: "zh-HK",
	Active: []Wording{
		{Text: "思考中", Source: ownTranslation},
		{Text: "正在思考", Source: ownTranslation},
		{Text: "推理中", Source: ownTranslation},
		{Text: "正在推理", Source: ownTranslation},
		{Text: "正在搜尋網絡", Source: ownTranslation},
		{Text: "正在搜尋網頁", Source: ownTranslation},
		{Text: "搜尋中", Source: ownTranslation},
		{Text: "正在閱讀", Source: ownTranslation},
		{Text: "正在分析", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "已思考 {d}", Source: ownTranslation},
		{Text: "已思考{d}", Source: ownTranslation},
		{Text: "思考了 {d}", Source: ownTranslation},
		{Text: "思考了{d}", Source: ownTranslation},
		{Text: "已推理 {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "已思考幾秒", Source: ownTranslation},
		{Text: "思考了幾秒", Source: ownTranslation},
	},
	Units: []string{"秒", "分", "分鐘", "小時"},
	Edit: []Wording{
		{Text: "編輯", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "正在產生回應", "請稍後再回來查看", "我正在處理", "使用 Deep Think 的回應可能需要一些時間"),
}
