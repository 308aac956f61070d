package gate_test

import (
	"fmt"

	"github.com/chatproof/chatproof/gate"
)

func ExampleRecommendRotation() {
	res, err := gate.RecommendRotation(gate.RotationInput{
		Size: gate.ConversationSize{Messages: 124, Bytes: 610_000},
	})
	fmt.Println(res.Recommended, res.MaxMessages, res.Reasons, err)

	// A long-lived main conversation: off unless set explicitly.
	res, _ = gate.RecommendRotation(gate.RotationInput{
		Size:             gate.ConversationSize{Messages: 500},
		MainConversation: true,
	})
	fmt.Println(res.Recommended, res.Reasons)

	_, err = gate.RecommendRotation(gate.RotationInput{Rotation: gate.Rotation{MaxMessages: 20}})
	fmt.Println(err)
	// Output:
	// true 120 [rotation_recommended message_threshold_reached] <nil>
	// false [main_conversation_default_off]
	// gate: rotation max messages out of range: 20 (allowed 0 or 40..1000)
}
