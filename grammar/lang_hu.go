package grammar

// langHU is the Hungarian (hu) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langHU = Language{
	Tag: "hu",
	Active: []Wording{
		{Text: "Gondolkodik", Source: ownTranslation},
		{Text: "Gondolkodás", Source: ownTranslation},
		{Text: "Keresés a weben", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} gondolkodott", Source: ownTranslation},
		{Text: "Gondolkodott {d}", Source: ownTranslation},
		{Text: "{d}-ig gondolkodott", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Néhány másodpercig gondolkodott", Source: ownTranslation},
	},
	Units: []string{"mp", "mp.", "másodperc", "másodpercig", "p", "perc", "percig", "ó", "óra", "óráig"},
	Edit: []Wording{
		{Text: "Szerkesztés", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "A válasz generálása folyamatban", "Nézz vissza később", "Dolgozom rajta", "A Deep Think válaszai eltarthatnak egy ideig"),
}
