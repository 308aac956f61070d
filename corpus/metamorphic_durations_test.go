package corpus_test

import (
	"regexp"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The transformations of issue 23, class 1: durations in thinking chrome
// and panels written as the UI of other languages writes them. Neither may
// turn an incomplete verdict into a complete one, nor make the gate fire
// earlier: a duration in any script, however spaced, is still a running
// timer, and one the page marks as a <time> element too.
func init() {
	transforms = append(transforms,
		transform{name: "durations_other_scripts", apply: durationsOtherScripts},
		transform{name: "durations_in_time_elements", apply: durationsInTimeElements},
		transform{name: "unknown_language_own_digits", apply: unknownLanguageOwnDigits},
	)
}

// durationZeros are the zero digits the transformation writes durations
// in, chosen by k: Arabic-Indic, Extended Arabic-Indic (Persian),
// Devanagari, Bengali, Thai, Myanmar, Khmer, fullwidth.
var durationZeros = []rune{'\u0660', '\u06F0', '\u0966', '\u09E6', '\u0E50', '\u1040', '\u17E0', '\uFF10'}

// unitSpaces are the spaces written between a number and its unit, chosen
// by k: a narrow no-break space, a no-break space, a space.
var unitSpaces = []string{"\u202f", "\u00a0", " "}

// numberUnit is a number followed, after optional spaces, by a letter: a
// duration and its unit ("14s", "1 min", "3.5 s").
var numberUnit = regexp.MustCompile(`(\d+(?:[.,]\d+)?)\s*(\pL)`)

// durationsOtherScripts writes every number of chrome and panel text in
// the digits of another script, with another space before its unit.
func durationsOtherScripts(doc *html.Node, k int) {
	zero, space := durationZeros[k%len(durationZeros)], unitSpaces[k%len(unitSpaces)]
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		eachText(r, func(t *html.Node) {
			t.Data = numberUnit.ReplaceAllString(t.Data, "${1}"+space+"${2}")
			t.Data = strings.Map(func(c rune) rune {
				if '0' <= c && c <= '9' {
					return zero + c - '0'
				}
				return c
			}, t.Data)
		})
	})
}

// unknownLanguageOwnDigits writes every piece of chrome and panel text that
// shows a number in a language no table knows, its numbers in the digits
// of another script: the UI of a language the grammar lacks. Unlike
// unknown_words, no weak reading is allowed: the numbers are durations the
// grammar cannot read, running timers, so the verdict may not complete.
func unknownLanguageOwnDigits(doc *html.Node, k int) {
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		if !strings.ContainsAny(textOf(r), "0123456789") {
			return
		}
		eachText(r, func(t *html.Node) { t.Data = unknownLetters.ReplaceAllStringFunc(t.Data, swahili) })
	})
	durationsOtherScripts(doc, k)
}

// durationRun is a duration as chrome writes it: one or more amounts with
// a unit, or a clock.
var durationRun = regexp.MustCompile(`\d+(?:[.,]\d+)? ?\pL+(?: \d+(?:[.,]\d+)? ?\pL+)*|\d+:\d\d`)

// durationsInTimeElements draws every duration of chrome and panel text as
// a <time> element, glued to the text before it (k odd) or after a space.
func durationsInTimeElements(doc *html.Node, k int) {
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		var texts []*html.Node
		eachText(r, func(t *html.Node) { texts = append(texts, t) })
		for _, t := range texts {
			locs := durationRun.FindAllStringIndex(t.Data, -1)
			if len(locs) == 0 || t.Parent == nil {
				continue
			}
			s, at := t.Data, 0
			for _, loc := range locs {
				before := s[at:loc[0]]
				if k%2 == 1 {
					before = strings.TrimRight(before, " ")
				}
				t.Parent.InsertBefore(&html.Node{Type: html.TextNode, Data: before}, t)
				tm := &html.Node{Type: html.ElementNode, DataAtom: atom.Time, Data: "time"}
				tm.AppendChild(&html.Node{Type: html.TextNode, Data: s[loc[0]:loc[1]]})
				t.Parent.InsertBefore(tm, t)
				at = loc[1]
			}
			t.Data = s[at:]
		}
	})
}
