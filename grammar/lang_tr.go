package grammar

// langTR is the Turkish (tr) wording of the UI.
var langTR = Language{
	Tag: "tr",
	Active: []Wording{
		{Text: "Düşünüyor", Source: ownTranslation},
		{Text: "Düşünülüyor", Source: ownTranslation},
		{Text: "Akıl yürütülüyor", Source: ownTranslation},
		{Text: "Web'de aranıyor", Source: ownTranslation},
		{Text: "Aranıyor", Source: ownTranslation},
		{Text: "Okunuyor", Source: ownTranslation},
		{Text: "Analiz ediliyor", Source: ownTranslation},
		{Text: "Yanıt tamamlanıyor", Source: ownTranslation},
		{Text: "Planlanıyor", Source: ownTranslation},
	},
	Completed: []Wording{
		{Text: "{d} düşündü", Source: ownTranslation},
		{Text: "{d} boyunca düşündü", Source: ownTranslation},
		{Text: "{d} düşünüldü", Source: ownTranslation},
	},
	Worded: []Wording{
		{Text: "Birkaç saniye düşündü", Source: ownTranslation},
	},
	Units: []string{"sn", "saniye", "dk", "dakika", "sa", "saat"},
	Disclaimer: []Wording{
		{Text: "ChatGPT hata yapabilir", Source: recalledUI},
	},
	// Pending: the Deep Think pending phrases (see pendingPhrases).
	Pending: words(pendingTranslation, "Yanıtınız oluşturuluyor", "Daha sonra tekrar kontrol edin", "Hemen ilgileniyorum", "Deep Think ile yanıtlar biraz zaman alabilir"),
}
