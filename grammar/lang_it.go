package grammar

// langIT is the Italian (it) wording of the UI.
var langIT = Language{
	Tag: "it",
	Active: []Wording{
		{Text: "Sto pensando", Source: ownTranslation},
		{Text: "Ragionamento", Source: ownTranslation},
		{Text: "Ragionando", Source: ownTranslation},
		{Text: "Pensando", Source: ownTranslation},
		{Text: "Ricerca sul web", Source: ownTranslation},
		{Text: "Ricerca in corso", Source: ownTranslation},
		{Text: "Lettura", Source: ownTranslation},
		{Text: "Sto leggendo", Source: ownTranslation},
		{Text: "Analisi", Source: ownTranslation},
		{Text: "Sto analizzando", Source: ownTranslation},
		{Text: "Finalizzazione della risposta", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Ha pensato per {d}", Source: ownTranslation},
		{Text: "Ragionato per {d}", Source: ownTranslation},
		{Text: "Pensato per {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Ha pensato per qualche secondo", Source: ownTranslation},
		{Text: "Ha pensato per alcuni secondi", Source: ownTranslation},
	},
	Units: []string{"s", "sec", "secondo", "secondi", "min", "minuto", "minuti", "h", "ora", "ore"},
	Disclaimer: []Wording{
		{Text: "ChatGPT può commettere errori", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Sto generando la tua risposta", "Ricontrolla più tardi", "Ci sto lavorando", "Le risposte con Deep Think possono richiedere del tempo"),
}
