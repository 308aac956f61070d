package grammar

import "slices"

// Wording is one piece of UI wording, as the page shows it, and where it
// comes from.
type Wording struct {
	// Text is the wording as shown. In a completed summary, "{d}" stands
	// for the duration ("Nachgedacht für {d}").
	Text string
	// Source says where the wording comes from: a project reference file,
	// a saved page, or the project's own translation when nothing better
	// was at hand (then the entry says so, and the wording is a best
	// guess at the UI's: a wrong guess costs waiting, never a false
	// completion, because text the grammar does not know in thinking
	// chrome counts as weak activity).
	Source string
}

// Language is the thinking-chrome and disclaimer wording of one UI
// language of ChatGPT.
type Language struct {
	// Tag is the BCP 47 tag of the UI language ("de", "zh-CN").
	Tag string
	// Active are active status labels shown while the model works
	// ("Denkt nach"). Like the English labels they may be followed by an
	// ellipsis or, after a space, by more text (the step).
	Active []Wording
	// Completed are completed-summary templates, "{d}" marking the
	// duration: numeric, one or more amounts each with one of Units,
	// separated by at most one space. Only past-tense forms ("Nachgedacht
	// für {d}", "thought for"): a label and a duration ("Thinking time:
	// 14s") could as well be a running timer, and a wrong "completed"
	// would finish a reply still being thought about.
	Completed []Wording
	// Worded are completed summaries whose duration is worded, shown
	// whole ("Nachgedacht für ein paar Sekunden", the localised "Thought
	// for a few seconds"): matched as the whole line, optionally followed
	// by an Edit label, never as a prefix of more words.
	Worded []Wording
	// Units are the duration units of the language, as shown.
	Units []string
	// Edit are the labels of the Edit control that may follow a summary
	// ("Bearbeiten"); the English "Edit" is always allowed.
	Edit []Wording
	// Disclaimer are the openings of the composer disclaimer ("ChatGPT
	// kann Fehler machen"); a banner that starts with one is the
	// disclaimer.
	Disclaimer []Wording
	// Interrupted are the placeholders written into a reply whose stream
	// was cut (连接已中断), matched anywhere in the text (see
	// IsInterruptedStream).
	Interrupted []Wording
	// RateLimited are the rate-limit sentences of error chrome (请求过多),
	// matched anywhere in the text (see IsRateLimited).
	RateLimited []Wording
	// Pending are the Deep Think pending phrases of a Gemini turn that
	// holds a placeholder, in the order of the English ones ("generating
	// your response", "check back later", "I'm on it", "responses with
	// Deep Think can take some time"; see IsPendingPhrase).
	Pending []Wording
}

// languages holds every UI language's table but English, whose wording
// lives with the grammars it belongs to (status.go, reasoning.go,
// surface.go).
var languages = []*Language{
	&langDE, &langFR, &langES, &langPT, &langIT, &langNL, &langPL, &langTR,
	&langRU, &langJA, &langKO, &langZhCN, &langZhTW,
	// The other UI languages the settings offer: thinking chrome only.
	&langAR, &langHE, &langFA, &langUR, &langHI, &langBN, &langMR, &langGU,
	&langPA, &langTA, &langTE, &langKN, &langML, &langTH, &langVI, &langID,
	&langMS, &langTL, &langSW, &langAM, &langCS, &langSK, &langSL, &langHR,
	&langSR, &langBS, &langBG, &langMK, &langSQ, &langEL, &langHU, &langRO,
	&langUK, &langKA, &langHY, &langKK, &langMN, &langMY, &langET, &langLV,
	&langLT, &langFI, &langSV, &langDA, &langNB, &langIS, &langCA, &langZhHK,
}

// Languages returns the tags of the UI languages whose wording the
// grammar knows besides English, in a fixed order.
func Languages() []string {
	out := make([]string, len(languages))
	for i, l := range languages {
		out[i] = l.Tag
	}
	return out
}

// LanguageWording returns a copy of the wording table of the language with
// the given tag, and whether it is known.
func LanguageWording(tag string) (Language, bool) {
	for _, l := range languages {
		if l.Tag == tag {
			c := *l
			c.Active = slices.Clone(l.Active)
			c.Completed = slices.Clone(l.Completed)
			c.Worded = slices.Clone(l.Worded)
			c.Units = slices.Clone(l.Units)
			c.Edit = slices.Clone(l.Edit)
			c.Disclaimer = slices.Clone(l.Disclaimer)
			c.Interrupted = slices.Clone(l.Interrupted)
			c.RateLimited = slices.Clone(l.RateLimited)
			c.Pending = slices.Clone(l.Pending)
			return c, true
		}
	}
	return Language{}, false
}

// localActive are the folded active labels of every language, longest
// first; localCompleted the completed-summary templates;
// localWorded the folded worded summaries by their first byte;
// localDisclaimers the folded disclaimer openings.
var (
	localActive      []string
	localCompleted   []summaryTemplate
	localWorded      map[byte][]string
	localDisclaimers []string
)

func init() {
	// Every language's Edit labels first: any summary may be followed by
	// any of them (the page's language and the UI's may differ).
	for _, l := range languages {
		for _, w := range l.Edit {
			if e := Fold(w.Text); !slices.Contains(editWords, e) {
				editWords = append(editWords, e)
			}
		}
	}
	editWords = sortedLongestFirst(editWords)
	localWorded = map[byte][]string{}
	for _, l := range languages {
		for _, w := range l.Active {
			localActive = append(localActive, Fold(w.Text))
		}
		for _, w := range l.Worded {
			f := Fold(w.Text)
			localWorded[f[0]] = append(localWorded[f[0]], f)
		}
		for _, w := range l.Completed {
			localCompleted = append(localCompleted, newSummaryTemplate(w.Text, l.Units))
		}
		for _, w := range l.Disclaimer {
			localDisclaimers = append(localDisclaimers, Fold(w.Text))
		}
	}
	localActive = sortedLongestFirst(localActive)
	indexActiveLabels()
}

// editWords are the "Edit" control's labels that may follow a summary.
var editWords = []string{"edit", "bearbeiten", "modifier", "editar", "modifica", "bewerken", "edytuj", "duzenle", "изменить", "редактировать", "編集", "편집", "编辑", "編輯"}

// Sources of the wording tables.
const (
	// seenInTranscripts marks wording seen as the summary line above a
	// reply in ChatGPT conversations that users copied as text into public
	// GitHub repositories ("ChatGPT sagde:", then "Tænkte i 20s"): the
	// UI's own words, not yet checked against a saved page.
	seenInTranscripts = "seen above replies in ChatGPT conversations copied as text into public GitHub repositories; not checked against a saved page"
	// ownTranslation marks wording the project translated itself from the
	// English UI: no saved page or reference in the project shows it yet.
	ownTranslation = "own translation of the English UI wording; not checked against a saved page"
	// seenOnDeepSeek marks the reasoning header of DeepSeek's thinking
	// block as a real page drew it.
	seenOnDeepSeek = "reference/other-sites.md: DeepSeek real page 2026-04-28 (AI-RoundTable capture), header of .ds-think-content"
	// seenOnGrok marks the header of Grok's thinking container as a real
	// page drew it.
	seenOnGrok = "reference/other-sites.md: Grok real page 2026-02-22 (AI-RoundTable capture), .thinking-container"
	// recalledUI marks wording recalled from the localised UI, not yet
	// checked against a saved page.
	recalledUI = "recalled from the localised ChatGPT UI; not checked against a saved page"
	// pendingTranslation marks the Deep Think pending phrases the project
	// translated itself from the English ones the reference records
	// (fromPendingReference).
	pendingTranslation = "own translation of the Deep Think pending phrases reference/other-providers.md records in English (Oracle v0.18 geminiDeepThinkDomProvider.ts, agbrowse v0.1.22); not checked against a saved page"
)
