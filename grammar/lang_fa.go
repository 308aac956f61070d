package grammar

// langFA is the Persian (fa) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langFA = Language{
	Tag: "fa",
	Active: []Wording{
		{Text: "در حال فکر کردن", Source: ownTranslation},
		{Text: "فکر کردن", Source: ownTranslation},
		{Text: "در حال جستجو در وب", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "به مدت {d} فکر کرد", Source: ownTranslation},
		{Text: "{d} فکر کرد", Source: ownTranslation},
		{Text: "فکر کرد به مدت {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "چند ثانیه فکر کرد", Source: ownTranslation},
	},
	Units: []string{"ث", "ثانیه", "د", "دقیقه", "س", "ساعت"},
	Edit: []Wording{
		{Text: "ویرایش", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "در حال ایجاد پاسخ شما", "بعداً دوباره سر بزنید", "در حال انجامش هستم", "پاسخ\u200cها با Deep Think ممکن است کمی طول بکشد"),
}
