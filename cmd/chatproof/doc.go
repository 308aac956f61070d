// Command chatproof judges saved ChatGPT pages: whether a reply is finished,
// whether the conversation is at its length wall or the account out of quota,
// whether an interrupted Send ever landed, and what recovery is safe now.
//
//	chatproof classify [--expect-message-id ID] [--min-turn N] FILE...
//	chatproof lint [--json] [--format github] [PATH...]
//	chatproof replay [--json] SEQUENCE...
//	chatproof scan [--text] CASE...
//	chatproof recover CASE...
//	chatproof capture --cdp URL [--tab PATTERN] [--full] [--redact-text] [-o FILE]
//	chatproof record --cdp URL [--interval D] [--until complete|never] [--max D] [--full] -o FILE
//	chatproof bench [--turns 10,100,1000,5000] [--state S] [--save DIR]
//	chatproof version
//
// Each command prints its usage with -h; its JSON output has a schema field
// (chatproof.snapshot/v1, chatproof.lint/v1, chatproof.replay/v1,
// chatproof.scan/v1, chatproof.recover/v1). For classify, replay, scan and
// recover, a file that cannot be read, is larger than the command's cap or
// does not decode is reported on stderr with its name, and the other files
// are still judged.
//
// # Exit status
//
//   - 0: success (every file was judged, whatever its verdict; -h).
//   - 1: a usage error, or a file that could not be read or decoded, or a
//     browser error.
//   - 3: lint found an expectation that does not hold, or record --until
//     complete stopped at a limit before the gate fired.
//
// # Reason codes
//
// The command defines no reason codes of its own: it prints those of the
// packages that decide (see the # Reason codes sections of chatproof,
// classify, surface, gate, scan and recovery).
package main
