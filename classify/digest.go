package classify

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
)

// digestPrefix starts every digest a verdict reports.
const digestPrefix = "sha256:"

// digestOf returns "sha256:<hex>" of s: the identity of a whole piece of
// evidence whose report is bounded.
func digestOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return digestPrefix + hex.EncodeToString(sum[:])
}

// contentDigest returns the digest of the whole normalised response text
// together with the response's identity (message id, turn id and turn
// index, each whole): any change to the text, however far past the report
// bound, or to which message it is, changes the digest. The parts are
// length-prefixed so they never run into each other.
func contentDigest(messageID, turnID string, index int, text string) string {
	return digestParts(messageID, turnID, strconv.Itoa(index), text)
}

// digestParts returns "sha256:<hex>" of the parts, each length-prefixed so
// that they never run into each other.
func digestParts(parts ...string) string {
	h := sha256.New()
	for _, part := range parts {
		h.Write([]byte(strconv.Itoa(len(part))))
		h.Write([]byte{':'})
		h.Write([]byte(part))
	}
	return digestPrefix + hex.EncodeToString(h.Sum(nil))
}
