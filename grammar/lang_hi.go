package grammar

// langHI is the Hindi (hi) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langHI = Language{
	Tag: "hi",
	Active: []Wording{
		{Text: "सोच रहा है", Source: ownTranslation},
		{Text: "सोच रही है", Source: ownTranslation},
		{Text: "सोचना", Source: ownTranslation},
		{Text: "वेब पर खोज रहा है", Source: ownTranslation},
		{Text: "वेब पर खोजा जा रहा है", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} तक सोचा", Source: ownTranslation},
		{Text: "{d} के लिए सोचा", Source: ownTranslation},
		{Text: "{d} सोचा", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "कुछ सेकंड तक सोचा", Source: ownTranslation},
		{Text: "कुछ सेकंड के लिए सोचा", Source: ownTranslation},
	},
	Units: []string{"से", "से.", "सेकंड", "सेकेंड", "मि", "मि.", "मिनट", "घं", "घं.", "घंटा", "घंटे"},
	Edit: []Wording{
		{Text: "संपादित करें", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "आपका जवाब तैयार किया जा रहा है", "बाद में फिर से देखें", "मैं इस पर काम कर रहा हूं", "Deep Think के साथ जवाब मिलने में कुछ समय लग सकता है"),
}
