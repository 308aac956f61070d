package corpus

import (
	"errors"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
)

// The recover kind: a recorded recovery case (page.html, server.json,
// target.json, packet.txt, state.json) answered by package recovery; the
// report is the chatproof.recover/v1 object. An archive is a recovery case
// when it has a server.json or a state.json section.
func init() {
	Register(&Kind{
		Name:     "recover",
		Sections: "state.json, and optionally page.html, server.json, target.json, packet.txt",
		Detect: func(a *txtar.Archive) bool {
			_, srv := Section(a, recoverServer)
			_, st := Section(a, recoverState)
			return srv || st
		},
		Allowed: func(s string) bool {
			switch s {
			case recoverPage, recoverServer, recoverTarget,
				recoverPacket, recoverState:
				return true
			}
			return false
		},
		Run:     func(a *txtar.Archive) (any, error) { return RecoverCase(a, recoverState) },
		RunWith: func(a *txtar.Archive, o RunOptions) (any, error) { return RecoverCaseWith(a, recoverState, o) },
	})
}

// RecoverCase runs a recorded recovery case (DecodeRecoverCase, then
// RunRecover under the default policy) and names it source in the report.
func RecoverCase(a *txtar.Archive, source string) (RecoverReport, error) {
	return RecoverCaseWith(a, source, RunOptions{})
}

// RecoverCaseWith is RecoverCase with run options: the page is read with
// the profile of o that replaces ChatGPT's, if any.
func RecoverCaseWith(a *txtar.Archive, source string, o RunOptions) (RecoverReport, error) {
	c, err := DecodeRecoverCaseWith(a, o)
	if err != nil {
		return RecoverReport{}, err
	}
	c.Source = source
	return RunRecover(recovery.Policy{}, c)
}

// ReadRecoverCase reads a recorded recovery case into the RecoverInput
// that RunRecover takes, as ReadSnapshot, ReadSequence and ReadScanCase
// read theirs: bytes in, the input value out.
func ReadRecoverCase(data []byte) (RecoverInput, error) {
	return DecodeRecoverCase(txtar.Parse(data))
}

// DecodeRecoverCase reads a recovery case from a parsed archive:
// page.html is turned into a recovery.View by pageview.ReadHTML (the
// verdict and the page facts it does not carry, from one parse); the
// other sections are passed as they are. A case takes no flags.
func DecodeRecoverCase(a *txtar.Archive) (RecoverInput, error) {
	return DecodeRecoverCaseWith(a, RunOptions{})
}

// DecodeRecoverCaseWith is DecodeRecoverCase with run options.
func DecodeRecoverCaseWith(a *txtar.Archive, o RunOptions) (RecoverInput, error) {
	if flags, ok := Section(a, "flags"); ok && strings.TrimSpace(string(flags)) != "" {
		return RecoverInput{}, errors.New("recover: a recovery case takes no flags")
	}
	c := RecoverInput{Sites: pageview.Sites(o.Profiles)}
	if page, ok := Section(a, recoverPage); ok {
		v, err := pageview.ReadHTML(page, o.Apply(classify.Options{}))
		if err != nil {
			return RecoverInput{}, err
		}
		c.Page = v
	}
	section := func(name string) []byte {
		if data, ok := Section(a, name); ok {
			return append([]byte{}, data...)
		}
		return nil
	}
	c.Server = section(recoverServer)
	c.Target = section(recoverTarget)
	c.Packet = section(recoverPacket)
	c.State = section(recoverState)
	return c, nil
}
