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
// generator's markup shows up here first.
var chatGPTPageHashes = []struct {
	state string
	turns int
	seed  int64
	hash  string
}{
	{"finished", 10, 1, "d0cf787d06b382f5d3134d0ed7555015783274eadbaef3dc48c28a8fc4c5361f"},
	{"finished", 10, 7, "9c0ef3a240ba2566c1007f4286bc520703b1cd56ac4b2150dfd8d639add1963f"},
	{"finished", 1000, 1, "d05c48e2d13f4169209a6b57e6df34e78355ebbf17bbe46d942bfef44c1fa22c"},
	{"finished", 1000, 7, "e69fcdea00b0e7fbcd7a21ec2aa504ebd847d7dedb2d13b7d84064be6decc26a"},
	{"thought", 10, 1, "a70c985c621bbf8a3ce9af3f82a75a1bfa249c82fcec6b2c8fceb755c2eed996"},
	{"thought", 10, 7, "d3f8df522c0113023af3c0e6b0bedec03cac94303ab54669eb533a18a3134f0b"},
	{"thought", 1000, 1, "a6b6ab5cc8310627d06a2f8874eec90a4002fdb4ad612d29df59a7a8bc76c35d"},
	{"thought", 1000, 7, "afdc4a5c757ff201f3ae224f42a73a431bba4f60852c2d16ea0dcb1168069a9e"},
	{"streaming", 10, 1, "b993c6ccd04ef911d58e18f9b5185453643e6d43b93b930f92103cbd01cbde71"},
	{"streaming", 10, 7, "e95d6c6c283ae9dcb4ed086b3dac8e24e2a67b9b3c0d7ee95ce867bcf1c9b6bc"},
	{"streaming", 1000, 1, "4282672da4eae11f34620114d77655cbe1af5473da38c2dbb4e8f5aa544dd51a"},
	{"streaming", 1000, 7, "fd394631f1952e13b3d958e57ecfb91faaca1942e750244452998f2801dd1bd8"},
	{"thinking", 10, 1, "7b18d475d3e800f2832e71d78f6b5fa0016e4349f092d1d2719480b635980a88"},
	{"thinking", 10, 7, "98f033d690e0276e356d0df622cb7be81733e240d1a6d8522f41cf27fc9966c2"},
	{"thinking", 1000, 1, "b61174725dee5894a36fb12ee6416ada457913327b739a6a3347a04bd100f811"},
	{"thinking", 1000, 7, "8922078ed79f8ed4654e13a2510ab9fefec8e6b304e519993eea4bfeed773a9d"},
	{"pending", 10, 1, "caffde60ffe81098e70caeaddf3bc18d29c1fd882c81350aebff63d90bc3d542"},
	{"pending", 10, 7, "879fa34cf0f73e57e52dbfe4907c6dade8ea7257e88ca2aa6268d1ce217cbb8b"},
	{"pending", 1000, 1, "a0f405c813a3b87a78c649e4ff372507dbcf5b84c340cf54d9df0b7a79ead9b0"},
	{"pending", 1000, 7, "f4a6b29253c886f97b3b8729652bbd541fe5567e5d1a5a853ecc1f669d0b19f5"},
	{"wall", 10, 1, "b672d6007c1d9e00996054bc8675f8cc0b21cc2355078955c8f8f7a0a284cd3a"},
	{"wall", 10, 7, "47028ccfe6541227e5f562d8562bb5df081a7ca139eec66ae58d0181c8c516be"},
	{"wall", 1000, 1, "4d2e0c734ac929a1b8b2c43aa3c23c64298f8130570058db024db49cfcde388d"},
	{"wall", 1000, 7, "6b2aea45078bc28ca01e9d62e8df3e60eed017cc22c03a8f67c5ac30114ee62d"},
	{"timeout", 10, 1, "dacaa3930fbd25cc0a90af974c1016da966b1ad901f6da17c5c30d363b00b91b"},
	{"timeout", 10, 7, "3f85b499fce771314021de0ded47997deaaa2482570f620cac05bd42b24b7154"},
	{"timeout", 1000, 1, "735806a83ecf6fc862e3f9d6736fde2823df2f3d61702e33a3d3a3189b462993"},
	{"timeout", 1000, 7, "658c89cf0b60c95811f65549055bf110d48ef92a67edaac44f9552af1e74055d"},
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
