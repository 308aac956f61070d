package grammar

// langPT is the Portuguese (pt) wording of the UI.
var langPT = Language{
	Tag: "pt",
	Active: []Wording{
		{Text: "Pensando", Source: ownTranslation},
		{Text: "Raciocinando", Source: ownTranslation},
		{Text: "Pesquisando na web", Source: ownTranslation},
		{Text: "Pesquisando", Source: ownTranslation},
		{Text: "Lendo", Source: ownTranslation},
		{Text: "Analisando", Source: ownTranslation},
		{Text: "Finalizando a resposta", Source: ownTranslation},
		{Text: "Planejando", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Pensou por {d}", Source: ownTranslation},
		{Text: "Pensou durante {d}", Source: ownTranslation},
		{Text: "Raciocinou por {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Pensou por alguns segundos", Source: ownTranslation},
		{Text: "Pensou durante alguns segundos", Source: ownTranslation},
	},
	Units: []string{"s", "seg", "segundo", "segundos", "min", "minuto", "minutos", "h", "hora", "horas"},
	Disclaimer: []Wording{
		{Text: "O ChatGPT pode cometer erros", Source: recalledUI},
		{Text: "ChatGPT pode cometer erros", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Gerando sua resposta", "Volte mais tarde", "Estou cuidando disso", "As respostas com o Deep Think podem demorar um pouco"),
}
