package grammar

// langES is the Spanish (es) wording of the UI.
var langES = Language{
	Tag: "es",
	Active: []Wording{
		{Text: "Pensando", Source: ownTranslation},
		{Text: "Razonando", Source: ownTranslation},
		{Text: "Buscando en la web", Source: ownTranslation},
		{Text: "Buscando", Source: ownTranslation},
		{Text: "Leyendo", Source: ownTranslation},
		{Text: "Analizando", Source: ownTranslation},
		{Text: "Finalizando la respuesta", Source: ownTranslation},
		{Text: "Investigando", Source: ownTranslation},
		{Text: "Planificando", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "Pensó durante {d}", Source: ownTranslation},
		{Text: "Pensado durante {d}", Source: ownTranslation},
		{Text: "Razonó durante {d}", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Pensó durante unos segundos", Source: ownTranslation},
		{Text: "Pensó durante un momento", Source: ownTranslation},
	},
	Units: []string{"s", "seg", "segundo", "segundos", "min", "minuto", "minutos", "h", "hora", "horas"},
	Disclaimer: []Wording{
		{Text: "ChatGPT puede cometer errores", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Generando tu respuesta", "Vuelve más tarde", "Estoy en ello", "Las respuestas con Deep Think pueden tardar un poco"),
}
