package corpus_test

import (
	"fmt"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
)

func ExampleDecodeSequence() {
	a := txtar.Parse([]byte(`Recorded while a reply streamed.
-- flags --
--min-turn 4 --samples 4
-- snap/000000ms.html --
<article data-testid="conversation-turn-4" data-turn="assistant"></article>
-- snap/000400ms.html --
<article data-testid="conversation-turn-4" data-turn="assistant"></article>
`))
	seq, err := corpus.DecodeSequence(a)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("min turn:", seq.Flags.MinTurn, "samples:", seq.Flags.Gate.Samples)
	for _, s := range seq.Snapshots {
		fmt.Println(s.Name, s.Offset)
	}

	_, err = corpus.DecodeSequence(txtar.Parse([]byte("-- snap/400ms.html --\n<p></p>\n")))
	fmt.Println(err)
	// Output:
	// min turn: 4 samples: 4
	// snap/000000ms.html 0s
	// snap/000400ms.html 400ms
	// snapshot section name is not snap/<at least 6 digits>ms.html: "snap/400ms.html"
}

func ExampleParseSequenceFlags() {
	f, err := corpus.ParseSequenceFlags([]byte("--expect-message-id c5febc8e --min-turn 4\n--samples 4 --stable 2s\n"))
	fmt.Printf("%+v %v\n", f, err)
	_, err = corpus.ParseSequenceFlags([]byte("--samples -1"))
	fmt.Println(err)
	// Output:
	// {ExpectMessageID:c5febc8e MinTurn:4 Gate:{Samples:4 StableFor:2s}} <nil>
	// bad flags section: negative --samples
}
