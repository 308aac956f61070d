package grammar

// langBN is the Bengali (bn) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langBN = Language{
	Tag: "bn",
	Active: []Wording{
		{Text: "চিন্তা করছে", Source: ownTranslation},
		{Text: "ভাবছে", Source: ownTranslation},
		{Text: "ওয়েবে খোঁজা হচ্ছে", Source: ownTranslation},
		{Text: "ওয়েবে অনুসন্ধান করা হচ্ছে", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} ধরে চিন্তা করেছে", Source: ownTranslation},
		{Text: "{d} ধরে ভেবেছে", Source: ownTranslation},
		{Text: "{d} চিন্তা করেছে", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "কয়েক সেকেন্ড ধরে চিন্তা করেছে", Source: ownTranslation},
	},
	Units: []string{"সে", "সেকেন্ড", "মি", "মিনিট", "ঘ", "ঘণ্টা"},
	Edit: []Wording{
		{Text: "সম্পাদনা", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "আপনার উত্তর তৈরি করা হচ্ছে", "পরে আবার দেখুন", "আমি এটি নিয়ে কাজ করছি", "Deep Think-এর উত্তর পেতে কিছুটা সময় লাগতে পারে"),
}
