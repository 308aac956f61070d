package grammar

// langTE is the Telugu (te) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langTE = Language{
	Tag: "te",
	Active: []Wording{
		{Text: "ఆలోచిస్తోంది", Source: ownTranslation},
		{Text: "ఆలోచిస్తున్నది", Source: ownTranslation},
		{Text: "వెబ్\u200cలో శోధిస్తోంది", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} పాటు ఆలోచించింది", Source: ownTranslation},
		{Text: "{d} ఆలోచించింది", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "కొన్ని సెకన్ల పాటు ఆలోచించింది", Source: ownTranslation},
	},
	Units: []string{"సె", "సెకను", "సెకన్లు", "నిమి", "నిమిషం", "నిమిషాలు", "గం", "గంట", "గంటలు"},
	Edit: []Wording{
		{Text: "సవరించు", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "మీ ప్రతిస్పందన రూపొందించబడుతోంది", "తర్వాత మళ్లీ చూడండి", "నేను దానిపై పని చేస్తున్నాను", "Deep Think ప్రతిస్పందనలకు కొంత సమయం పట్టవచ్చు"),
}
