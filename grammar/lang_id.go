package grammar

// langID is the Indonesian (id) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langID = Language{
	Tag: "id",
	Active: []Wording{
		{Text: "Berpikir", Source: ownTranslation},
		{Text: "Sedang berpikir", Source: ownTranslation},
		{Text: "Mencari di web", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Berpikir selama {d}", Source: seenInTranscripts},
	},
	Worded: []Wording{
		{Text: "Berpikir selama beberapa detik", Source: ownTranslation},
		{Text: "Berpikir sejenak", Source: ownTranslation},
	},
	Units: []string{"d", "dtk", "detik", "m", "mnt", "menit", "j", "jam"},
	Edit: []Wording{
		{Text: "Edit", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Membuat respons Anda", "Periksa lagi nanti", "Sedang saya kerjakan", "Respons dengan Deep Think dapat memerlukan waktu"),
}
