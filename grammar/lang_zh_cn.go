package grammar

// langZhCN is the Chinese (Simplified) (zh-CN) wording of the UI.
var langZhCN = Language{
	Tag: "zh-CN",
	Active: []Wording{
		{Text: "思考中", Source: ownTranslation},
		{Text: "正在思考", Source: ownTranslation},
		{Text: "推理中", Source: ownTranslation},
		{Text: "正在推理", Source: ownTranslation},
		{Text: "正在搜索网页", Source: ownTranslation},
		{Text: "搜索中", Source: ownTranslation},
		{Text: "正在阅读", Source: ownTranslation},
		{Text: "阅读中", Source: ownTranslation},
		{Text: "正在分析", Source: ownTranslation},
		{Text: "分析中", Source: ownTranslation},
		{Text: "正在完成回答", Source: ownTranslation},
		{Text: "正在规划", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "已思考 {d}", Source: ownTranslation},
		{Text: "思考了 {d}", Source: ownTranslation},
		{Text: "已推理 {d}", Source: ownTranslation},
		{Text: "已思考（用时 {d}）", Source: seenOnDeepSeek},
		{Text: "已深度思考（用时 {d}）", Source: seenOnDeepSeek},
		{Text: "思考了{d}", Source: seenOnGrok},
	},
	Worded: []Wording{
		{Text: "已思考几秒", Source: ownTranslation},
		{Text: "思考了几秒", Source: ownTranslation},
	},
	Units: []string{"秒", "分", "分钟", "小时"},
	Disclaimer: []Wording{
		{Text: "ChatGPT 也可能会犯错", Source: recalledUI},
		{Text: "ChatGPT 可能会犯错", Source: recalledUI},
	},
	Interrupted: []Wording{
		{Text: "连接已中断", Source: fromRecoveryReference},
		{Text: "正在等待完整回复", Source: fromRecoveryReference},
	},
	RateLimited: []Wording{
		{Text: "请求过多", Source: fromRecoveryReference},
		{Text: "请求过于频繁", Source: fromRecoveryReference},
		{Text: "请求频率", Source: fromRecoveryReference},
		{Text: "速率限制", Source: fromRecoveryReference},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "正在生成回答", "请稍后再来查看", "我正在处理", "使用 Deep Think 生成回答可能需要一些时间"),
}
