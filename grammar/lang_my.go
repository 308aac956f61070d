package grammar

// langMY is the Burmese (my) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langMY = Language{
	Tag: "my",
	Active: []Wording{
		{Text: "စဉ်းစားနေသည်", Source: ownTranslation},
		{Text: "စဉ်းစားနေပါသည်", Source: ownTranslation},
		{Text: "ဝဘ်တွင် ရှာဖွေနေသည်", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} စဉ်းစားခဲ့သည်", Source: ownTranslation},
		{Text: "{d} ကြာ စဉ်းစားခဲ့သည်", Source: ownTranslation},
		{Text: "{d}ကြာ စဉ်းစားခဲ့သည်", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "စက္ကန့်အနည်းငယ် စဉ်းစားခဲ့သည်", Source: ownTranslation},
	},
	Units: []string{"စက္ကန့်", "မိနစ်", "နာရီ"},
	Edit: []Wording{
		{Text: "ပြင်ဆင်ရန်", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "သင့်အဖြေကို ဖန်တီးနေသည်", "နောက်မှ ပြန်စစ်ကြည့်ပါ", "လုပ်ဆောင်နေပါသည်", "Deep Think ဖြင့် အဖြေများ အချိန်အနည်းငယ် ကြာနိုင်သည်"),
}
