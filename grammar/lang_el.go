package grammar

// langEL is the Greek (el) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langEL = Language{
	Tag: "el",
	Active: []Wording{
		{Text: "Σκέφτεται", Source: ownTranslation},
		{Text: "Σκέψη", Source: ownTranslation},
		{Text: "Αναζήτηση στο διαδίκτυο", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Σκέφτηκε για {d}", Source: seenInTranscripts},
	},
	Worded: []Wording{
		{Text: "Σκέφτηκε για λίγα δευτερόλεπτα", Source: ownTranslation},
	},
	Units: []string{"δ", "δευτ.", "δευτερόλεπτο", "δευτερόλεπτα", "λ", "λεπτ.", "λεπτό", "λεπτά", "ώ", "ώρα", "ώρες"},
	Edit: []Wording{
		{Text: "Επεξεργασία", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Δημιουργία της απάντησής σας", "Ελέγξτε ξανά αργότερα", "Το αναλαμβάνω", "Οι απαντήσεις με το Deep Think μπορεί να χρειαστούν λίγο χρόνο"),
}
