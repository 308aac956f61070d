package grammar

// langDE is the German (de) wording of the UI.
var langDE = Language{
	Tag: "de",
	Active: []Wording{
		{Text: "Denkt nach", Source: ownTranslation},
		{Text: "Nachdenken", Source: ownTranslation},
		{Text: "Denken", Source: ownTranslation},
		{Text: "Schlussfolgern", Source: ownTranslation},
		{Text: "Sucht im Web", Source: ownTranslation},
		{Text: "Durchsucht das Web", Source: ownTranslation},
		{Text: "Suche im Web", Source: ownTranslation},
		{Text: "Liest", Source: ownTranslation},
		{Text: "Lesen", Source: ownTranslation},
		{Text: "Analysiert", Source: ownTranslation},
		{Text: "Analysieren", Source: ownTranslation},
		{Text: "Antwort wird fertiggestellt", Source: ownTranslation},
		{Text: "Recherchiert", Source: ownTranslation},
		{Text: "Plant", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Nachgedacht für {d}", Source: seenInTranscripts},
		{Text: "Gedacht für {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Nachgedacht für ein paar Sekunden", Source: seenInTranscripts},
		{Text: "Nachgedacht für einige wenige Sekunden", Source: seenInTranscripts},
		{Text: "Nachgedacht für einige Sekunden", Source: ownTranslation},
		{Text: "Nachgedacht für einen Moment", Source: ownTranslation},
	},
	Units: []string{"s", "sek", "sek.", "sekunde", "sekunden", "min.", "minute", "minuten", "std", "std.", "stunde", "stunden"},
	Disclaimer: []Wording{
		{Text: "ChatGPT kann Fehler machen", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Deine Antwort wird generiert", "Schau später noch einmal vorbei", "Ich bin dran", "Antworten mit Deep Think können etwas dauern"),
}
