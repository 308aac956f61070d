package grammar_test

import (
	"fmt"

	"github.com/chatproof/chatproof/grammar"
)

// The composer's new-chat calls to action are recognised in every UI
// language the grammar knows: with an unusable composer a closed-chat
// action proves a closed chat; the continuation action is advisory.
func ExampleNewChatActions() {
	closed, cont, _ := grammar.NewChatActions("de")
	fmt.Println(closed[0].Text, grammar.IsClosedAction(closed[0].Text))
	fmt.Println(cont[0].Text, grammar.IsContinueAction(cont[0].Text))
	fmt.Println(grammar.IsClosedAction("新しいチャット"), grammar.IsClosedAction("Neuer Chat gestartet"))
	// Output:
	// Neuer Chat true
	// In einem neuen Chat fortfahren true
	// true false
}
