package grammar

import (
	"strings"
	"unicode"
)

// stopExclusions are word stems that make a "stop" label about something
// other than model generation: dictation, voice mode, read aloud, audio
// playback, listening, recording, speech, sharing, the microphone.
var stopExclusions = []string{
	"dictat", "voice", "read", "audio", "listen", "record",
	"speak", "speech", "shar", "microphone",
}

var stopKeys = []string{"stop"}

// IsGenerationStopLabel reports whether an aria-label names a control that
// stops model generation: after Fold it contains the word "stop" and no word
// starting with one of the excluded stems (dictat, voice, read, audio,
// listen, record, speak, speech, shar, microphone). "Stop streaming", "Stop
// generating", "Stop answering" and "Stop" are; "Stop dictation", "Stop
// voice mode", "Stop reading aloud", "Stop background audio" and "Stop
// sharing" are not.
func IsGenerationStopLabel(label string) bool {
	if quickReject(label, stopKeys) {
		return false
	}
	return generationStopFolded(Fold(label))
}

func generationStopFolded(f string) bool {
	stop := false
	for w := range strings.FieldsFuncSeq(f, notWordRune) {
		if w == "stop" {
			stop = true
			continue
		}
		for _, ex := range stopExclusions {
			if strings.HasPrefix(w, ex) {
				return false
			}
		}
	}
	return stop
}

func notWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// HasStopWord reports whether the label, after Fold, contains the word
// "stop", whatever else it says: IsGenerationStopLabel without its
// exclusions, for a site whose stop-label wording is unknown, where "Stop
// dictation" cannot be told from a generation stop.
func HasStopWord(label string) bool {
	if quickReject(label, stopKeys) {
		return false
	}
	for w := range strings.FieldsFuncSeq(Fold(label), notWordRune) {
		if w == "stop" {
			return true
		}
	}
	return false
}
