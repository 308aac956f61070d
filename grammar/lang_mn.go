package grammar

// langMN is the Mongolian (mn) wording of the UI: the thinking chrome
// only (no disclaimer yet).
var langMN = Language{
	Tag: "mn",
	Active: []Wording{
		{Text: "Бодож байна", Source: ownTranslation},
		{Text: "Сэтгэж байна", Source: ownTranslation},
		{Text: "Вэбээс хайж байна", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} бодсон", Source: ownTranslation},
		{Text: "{d} бодлоо", Source: ownTranslation},
		{Text: "{d} турш бодсон", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Хэдэн секунд бодсон", Source: ownTranslation},
	},
	Units: []string{"с", "сек", "секунд", "мин", "минут", "ц", "цаг"},
	Edit: []Wording{
		{Text: "Засах", Source: ownTranslation},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Таны хариултыг үүсгэж байна", "Дараа дахин шалгана уу", "Би үүн дээр ажиллаж байна", "Deep Think-ийн хариултад хэсэг хугацаа шаардагдаж магадгүй"),
}
