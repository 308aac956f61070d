package corpus

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// chatGPTPageHashes are the SHA-256 digests of the ChatGPT pages Generate
// wrote before it learnt a second site: every state, at 10 and 1000 turns,
// for two seeds, taken without the layout stylesheet added since
// (genLayoutStyle), which no static rule reads. A change of the ChatGPT
// generator's markup shows up here first. They were taken again when the
// generator's class names and the labels no rule reads became the
// project's own: those pages are the earlier ones with each such class
// name replaced by one of the same length and those labels reworded,
// every element, attribute, test id and class name a rule or the layout
// stylesheet reads as it was.
var chatGPTPageHashes = []struct {
	state string
	turns int
	seed  int64
	hash  string
}{
	{"finished", 10, 1, "5b4fbc77cbadd5977ed60dc0c542eacb1abf7b9a36ec105ee573964ec6bb5cb3"},
	{"finished", 10, 7, "b73254b3f5957e0bdbf869760549d612096163c45fbfdc11acff7d092be4e4e6"},
	{"finished", 1000, 1, "7b3d9b89a878090851b81f4bf6f306a444fee9d8f5fd63afe8b39b8c1035a40f"},
	{"finished", 1000, 7, "bc5e670a30678373c2c326d748f94a1ae17b8ec1547e96c808a2197e66f4417a"},
	{"thought", 10, 1, "a36040d769f01fe4cc6b4314c70a2c5d4212e4f96dbaeed4873b95e8ecec3cdb"},
	{"thought", 10, 7, "9470e20704056d0a14b7836021b6064cbed04d6c5637cd5e061b5d5c0cd061a8"},
	{"thought", 1000, 1, "99d4d793974e9de6ed6d8521d5388b0620f658c6a86e738d8b1a58823609ebee"},
	{"thought", 1000, 7, "27eab6348063be5bc9e582976534de7a51057de662fac3289d66027b9f6f0cf3"},
	{"streaming", 10, 1, "8137c28a157a87531b3ead4fc07dd29de16a036f9643ec73b816b52dc247b409"},
	{"streaming", 10, 7, "10ce9e767715f7efc2f4667e676d2c0f5e99a1b2906f5676e6ac90d05ec52ed9"},
	{"streaming", 1000, 1, "fecdb996ea2ef5a4b8cc0aa226db30fbe48ea25463225bedece542057af6b9bf"},
	{"streaming", 1000, 7, "6a3fd1db42042791d3952e7d241f1987dc2a6ff9f8fff078554d07ad86e60008"},
	{"thinking", 10, 1, "1a5ee02d05cf492ad890d08dd5f30c79fdaf871e5e17642f1b81ba382be41754"},
	{"thinking", 10, 7, "6bb2ca5bb3e5731a30e83a2c507f56e5918fc68b2bb2da1776dc3e4585a6e846"},
	{"thinking", 1000, 1, "1414ad4fd5512a2ffc9f64bff8cbc8d7f5b2d66b5f0da60ebddb61f8ce480270"},
	{"thinking", 1000, 7, "567019f635e80355fe94c6e80b11c527a7b5e4f563610f5272ad3ff54554a81c"},
	{"pending", 10, 1, "8d15925c7a80356547293692cc61fe4d0532abd234910f1377f647a2c710e78a"},
	{"pending", 10, 7, "7cd563946bcd3721b5ec0463388c817f5d965bd5755b1faaed1c6d732441abe1"},
	{"pending", 1000, 1, "942945f1487fe8ee89af1b7fcddced83f47108167e68df548964450b63caa4cf"},
	{"pending", 1000, 7, "e12255535e5722655419af8590e70add82a183c86a8ea5c53382fadc2b22c617"},
	{"wall", 10, 1, "6c813d0b994334d3b684ad6ad1b166a24aee82517b26cc17426fa5ad333faa80"},
	{"wall", 10, 7, "49a4b8e6ca522bd776fb5ee9cb485406516d9446ea292c30ec50832cc69221c4"},
	{"wall", 1000, 1, "a23d8a9dbc75521c3b30422b977be0115621d56e9880e9a389e43a7aa3a32d34"},
	{"wall", 1000, 7, "a1b9d71af84f06aabb328bd1e73b0609ed0d8d70bf8e775e4e6488c15f9e758e"},
	{"timeout", 10, 1, "17364b8b469dc50159868bf9fb76edca602d53dab86f671a37531cf1892ac107"},
	{"timeout", 10, 7, "cc3afc0afc644cfac4f94921a9a08038942b6867b33d89ac0fd717be511d2329"},
	{"timeout", 1000, 1, "238358dc9e670c68ac96074774d44606a62ed5eed8c278c73f99dafb66f66dff"},
	{"timeout", 1000, 7, "f5fa64a429f7ab76363ace08bbbbdda43d2cee3266a4c40c8f5592aa705bad97"},
}

// TestGenerateChatGPTUnchanged checks that the ChatGPT pages are byte for
// byte the ones Generate wrote before Gemini pages were added. A plain go
// test checks a quarter of them, one of every state's (size, seed) rows,
// the row moving from state to state so that every size and seed is
// checked; CHATPROOF_EXHAUSTIVE=1, as CI runs, all of them.
func TestGenerateChatGPTUnchanged(t *testing.T) {
	if len(chatGPTPageHashes) != len(GenStates())*4 {
		t.Fatalf("%d hashes for %d states", len(chatGPTPageHashes), len(GenStates()))
	}
	for i, c := range chatGPTPageHashes {
		// The rows run state by state, each at two sizes for two seeds:
		// a plain go test checks one row of each state's four, the row
		// moving from state to state.
		if !testflag.Within(i/4, i%4, 4, 4) {
			continue
		}
		opts := GenOptions{Turns: c.turns, State: c.state, Seed: c.seed}
		if got := fmt.Sprintf("%x", sha256.Sum256(withoutLayout(Generate(opts)))); got != c.hash {
			t.Errorf("%+v: page hash %s, want %s", opts, got, c.hash)
		}
	}
}

// withoutLayout returns a generated ChatGPT page without its layout
// stylesheet (genLayoutStyle), as Generate wrote it when the hashes were
// taken.
func withoutLayout(page []byte) []byte {
	return bytes.Replace(page, []byte("\n"+genLayoutStyle), nil, 1)
}
