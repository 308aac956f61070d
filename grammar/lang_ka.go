package grammar

// langKA is the Georgian (ka) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langKA = Language{
	Tag: "ka",
	Active: []Wording{
		{Text: "ფიქრობს", Source: ownTranslation},
		{Text: "ფიქრი", Source: ownTranslation},
		{Text: "ეძებს ვებში", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "ფიქრობდა {d}", Source: ownTranslation},
		{Text: "{d} ფიქრობდა", Source: ownTranslation},
		{Text: "იფიქრა {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "ფიქრობდა რამდენიმე წამი", Source: ownTranslation},
	},
	Units: []string{"წმ", "წამი", "წთ", "წუთი", "სთ", "საათი"},
	Edit: []Wording{
		{Text: "რედაქტირება", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "თქვენი პასუხი იქმნება", "მოგვიანებით შეამოწმეთ", "ვმუშაობ ამაზე", "Deep Think-ით პასუხებს შეიძლება გარკვეული დრო დასჭირდეს"),
}
