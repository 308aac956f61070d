package grammar

// langAR is the Arabic (ar) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langAR = Language{
	Tag: "ar",
	Active: []Wording{
		{Text: "يفكر", Source: ownTranslation},
		{Text: "جارٍ التفكير", Source: ownTranslation},
		{Text: "التفكير", Source: ownTranslation},
		{Text: "يبحث في الويب", Source: ownTranslation},
		{Text: "جارٍ البحث في الويب", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "فكر لمدة {d}", Source: ownTranslation},
		{Text: "فكّر لمدة {d}", Source: ownTranslation},
		{Text: "تم التفكير لمدة {d}", Source: ownTranslation},
		{Text: "استغرق التفكير {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "فكر لبضع ثوانٍ", Source: ownTranslation},
		{Text: "فكّر لبضع ثوانٍ", Source: ownTranslation},
		{Text: "فكر لبضع ثوان", Source: ownTranslation},
	},
	Units: []string{"ث", "ثانية", "ثانيتين", "ثوان", "ثوانٍ", "ثواني", "د", "دقيقة", "دقيقتين", "دقائق", "س", "ساعة", "ساعات"},
	Edit: []Wording{
		{Text: "تعديل", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "جارٍ إنشاء ردك", "تحقق لاحقًا", "أنا أعمل على ذلك", "قد تستغرق الردود باستخدام Deep Think بعض الوقت"),
}
