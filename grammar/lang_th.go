package grammar

// langTH is the Thai (th) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langTH = Language{
	Tag: "th",
	Active: []Wording{
		{Text: "กำลังคิด", Source: ownTranslation},
		{Text: "กำลังค้นหาเว็บ", Source: ownTranslation},
		{Text: "กำลังค้นหาบนเว็บ", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "คิดเป็นเวลา {d}", Source: ownTranslation},
		{Text: "คิดอยู่ {d}", Source: ownTranslation},
		{Text: "คิด {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "คิดเป็นเวลาไม่กี่วินาที", Source: ownTranslation},
		{Text: "คิดไม่กี่วินาที", Source: ownTranslation},
	},
	Units: []string{"วิ", "วินาที", "น", "นาที", "ชม.", "ชั่วโมง"},
	Edit: []Wording{
		{Text: "แก้ไข", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "กำลังสร้างคำตอบของคุณ", "โปรดกลับมาตรวจสอบภายหลัง", "กำลังดำเนินการอยู่", "คำตอบด้วย Deep Think อาจใช้เวลาสักครู่"),
}
