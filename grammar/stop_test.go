package grammar

import "testing"

func TestIsGenerationStopLabel(t *testing.T) {
	runBool(t, "IsGenerationStopLabel", IsGenerationStopLabel, []boolCase{
		{"Stop", true, "bare stop"},
		{"Stop streaming", true, "stop streaming"},
		{"Stop generating", true, "stop generating"},
		{"Stop answering", true, "stop answering"},
		{"stop", true, "lower case"},
		{"Click to stop", true, "stop anywhere as a word"},
		{"Stop this thread's reply", true, "thread is not the read stem"},
		{"Stop dictation", false, "dictation"},
		{"Stop voice mode", false, "voice mode"},
		{"Stop reading aloud", false, "read aloud"},
		{"Stop read-aloud", false, "read aloud, hyphenated"},
		{"Stop background audio", false, "audio playback"},
		{"Stop listening", false, "listening"},
		{"Stop recording", false, "recording"},
		{"Stop speaking", false, "speaking"},
		{"Stop sharing", false, "sharing"},
		{"Share", false, "no stop"},
		{"Stopped thinking", false, "stopped is not the word stop"},
		{"Unstoppable", false, "stop inside a word"},
		{"Send prompt", false, "send"},
		{"", false, "empty"},
	})
}
