package grammar

// langFR is the French (fr) wording of the UI.
var langFR = Language{
	Tag: "fr",
	Active: []Wording{
		{Text: "Réflexion", Source: ownTranslation},
		{Text: "Réfléchit", Source: ownTranslation},
		{Text: "Réflexion en cours", Source: ownTranslation},
		{Text: "Raisonnement", Source: ownTranslation},
		{Text: "Recherche sur le web", Source: ownTranslation},
		{Text: "Recherche", Source: ownTranslation},
		{Text: "Lecture", Source: ownTranslation},
		{Text: "Lit", Source: ownTranslation},
		{Text: "Analyse", Source: ownTranslation},
		{Text: "Analyse en cours", Source: ownTranslation},
		{Text: "Finalisation de la réponse", Source: ownTranslation},
		{Text: "Planification", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Réflexion durant {d}", Source: seenInTranscripts},
		{Text: "Réflexion pendant {d}", Source: ownTranslation},
		{Text: "A réfléchi pendant {d}", Source: ownTranslation},
		{Text: "Pensé pendant {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Réflexion durant quelques secondes", Source: ownTranslation},
		{Text: "Réflexion pendant quelques secondes", Source: ownTranslation},
	},
	Units: []string{"s", "sec", "seconde", "secondes", "min", "minute", "minutes", "h", "heure", "heures"},
	Disclaimer: []Wording{
		{Text: "ChatGPT peut commettre des erreurs", Source: recalledUI},
		{Text: "ChatGPT peut faire des erreurs", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Génération de votre réponse", "Revenez plus tard", "Je m'en occupe", "Les réponses avec Deep Think peuvent prendre un certain temps"),
}
