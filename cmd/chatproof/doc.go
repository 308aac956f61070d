// Command chatproof judges saved ChatGPT pages: whether a reply is finished,
// whether the conversation is at its length wall or the account out of quota,
// whether an interrupted Send ever landed, and what recovery is safe now.
//
//	chatproof classify [--expect-message-id ID] [--min-turn N] [--site NAME] [--max-bytes SIZE] [--format json|text] FILE|DIR...
//	chatproof diff [--format text|json] OLD.jsonl NEW.jsonl
//	chatproof lint [--format text|json|github] [PATH...]
//	chatproof presend [--gap D] [--format text|json] PAGE [PAGE2]
//	chatproof replay [--format text|json] [--max-bytes SIZE] SEQUENCE...
//	chatproof scan [--format json|text] CASE...
//	chatproof recover [--max-bytes SIZE] [--format json|text] CASE...
//	chatproof capture (--cdp URL [--tab PATTERN] | --launch --url URL | --from-file PAGE.html) [--redact-text] [-o FILE]
//	chatproof record (--cdp URL [--tab PATTERN] | --launch --url URL) [--interval D] [--until complete|never] [--max D] -o FILE
//	chatproof bench [--turns 10,100,1000,5000] [--state S] [--site NAME] [--save DIR]
//	chatproof help [COMMAND]
//	chatproof help reasons
//	chatproof version (or --version)
//
// Flags may come before, between or after the files, as with go vet; "--"
// ends them. A file argument "-" reads standard input. chatproof help
// COMMAND, or COMMAND --help, prints a command's usage, what it does, its
// flags and its exit statuses on stdout.
//
// # Output formats
//
// Every command that prints reports takes --format, with --json and --text
// as the short forms of --format json and --format text, and keeps the
// default it always had: JSON for classify, scan and recover; text for
// lint and replay. lint also takes --format github (workflow annotations,
// and a notice with the summary). capture and record write a page or a
// sequence, not reports. JSON output is one object per line,
// each with a schema field (chatproof.snapshot/v1, chatproof.lint/v2,
// chatproof.replay/v1, chatproof.scan/v1, chatproof.recover/v1,
// chatproof.diff/v1, chatproof.presend/v1) and a tool field naming the build that wrote it:
// {"name":"chatproof","version":V,"revision":R,"modified":B}, the module
// version and VCS revision from the build info, as chatproof version
// prints them.
//
// # Verdict diffs
//
// chatproof diff OLD.jsonl NEW.jsonl compares two runs of classify (for
// instance of two versions over the same folder: chatproof classify DIR >
// new.jsonl), matching pages by source, and lists each page whose
// terminal, reasons or surface changed, or that only one run judged; its
// exit status is 3 when any did, 0 when none did. For
// classify, replay, scan, recover and lint, a file that cannot be read, is
// larger than the command's cap or does not decode is reported on stderr
// with its name, and the other files are still judged. A file over the cap
// (--max-bytes for classify, replay, recover and capture --from-file) is
// refused from its size, before it is read.
//
// # Exit status
//
//   - 0: success (every file was judged, whatever its verdict; help).
//   - 1: a usage error, or a file that could not be read or decoded, or a
//     browser error.
//   - 3: lint found an expectation that does not hold or a fixture that
//     cannot be loaded, or record --until complete stopped at a limit before
//     the gate fired, or diff found a verdict that changed.
//
// # Reason codes
//
// The command defines no reason codes of its own: it prints those of the
// packages that decide (see the # Reason codes sections of chatproof,
// classify, surface, gate, scan and recovery). chatproof help reasons
// prints them all, each with the package and constant that emits it and
// its documented meaning.
package main
