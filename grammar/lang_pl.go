package grammar

// langPL is the Polish (pl) wording of the UI.
var langPL = Language{
	Tag: "pl",
	Active: []Wording{
		{Text: "Myślenie", Source: ownTranslation},
		{Text: "Myśli", Source: ownTranslation},
		{Text: "Rozumowanie", Source: ownTranslation},
		{Text: "Wyszukiwanie w sieci", Source: ownTranslation},
		{Text: "Wyszukiwanie", Source: ownTranslation},
		{Text: "Czytanie", Source: ownTranslation},
		{Text: "Analizowanie", Source: ownTranslation},
		{Text: "Analiza", Source: ownTranslation},
		{Text: "Kończenie odpowiedzi", Source: ownTranslation},
		{Text: "Planowanie", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Myślał przez {d}", Source: ownTranslation},
		{Text: "Myślenie przez {d}", Source: ownTranslation},
		{Text: "Rozumowanie przez {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Myślał przez kilka sekund", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sekunda", "sekundy", "sekund", "min", "minuta", "minuty", "minut", "godz", "godzina", "godziny", "godzin"},
	Disclaimer: []Wording{
		{Text: "ChatGPT może popełniać błędy", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generuję odpowiedź", "Sprawdź później", "Już się tym zajmuję", "Odpowiedzi w trybie Deep Think mogą zająć trochę czasu"),
}
