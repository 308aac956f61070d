package grammar

import (
	"strings"
	"unicode"

	"github.com/chatproof/chatproof/site"
)

// IsStopTestID reports whether testid is exactly the test id of one of
// ChatGPT's stop controls: the data-testid values its site profile's stop
// markers test for equality (package site).
//
// Deprecated: test ids are markup, not wording, and live in the site
// profiles: read a profile's stop markers (site.Profile.Markers.Stop), as
// the classifier does. IsStopTestID reads ChatGPT's embedded profile.
func IsStopTestID(testid string) bool {
	for _, e := range site.ChatGPT().Markers.Stop {
		if e.Tag == "" && len(e.Match) == 1 && e.Match[0].Attr == "data-testid" &&
			e.Match[0].Op == site.OpEquals && e.Match[0].Value == testid {
			return true
		}
	}
	return false
}

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
