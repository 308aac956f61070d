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
			_, srv := Section(a, recovery.SectionServer)
			_, st := Section(a, recovery.SectionState)
			return srv || st
		},
		Allowed: func(s string) bool {
			switch s {
			case recovery.SectionPage, recovery.SectionServer, recovery.SectionTarget,
				recovery.SectionPacket, recovery.SectionState:
				return true
			}
			return false
		},
		Run: func(a *txtar.Archive) (any, error) { return RecoverCase(a, recovery.SectionState) },
	})
}

// RecoverCase runs a recorded recovery case (DecodeRecoverCase, then
// recovery.Policy.RunCase) and names it source in the report.
func RecoverCase(a *txtar.Archive, source string) (recovery.Report, error) {
	c, err := DecodeRecoverCase(a)
	if err != nil {
		return recovery.Report{}, err
	}
	c.Source = source
	return recovery.Policy{}.RunCase(c)
}

// ReadRecoverCase reads a recorded recovery case into the recovery.Case
// that recovery.Policy.RunCase takes, as ReadSnapshot, ReadSequence and
// ReadScanCase read theirs: bytes in, the input value out.
func ReadRecoverCase(data []byte) (recovery.Case, error) {
	return DecodeRecoverCase(txtar.Parse(data))
}

// DecodeRecoverCase reads a recovery case from a parsed archive:
// page.html is turned into a recovery.View by pageview.ReadHTML (the
// verdict and the page facts it does not carry, from one parse); the
// other sections are passed as they are. A case takes no flags.
func DecodeRecoverCase(a *txtar.Archive) (recovery.Case, error) {
	if flags, ok := Section(a, "flags"); ok && strings.TrimSpace(string(flags)) != "" {
		return recovery.Case{}, errors.New("recover: a recovery case takes no flags")
	}
	var c recovery.Case
	if page, ok := Section(a, recovery.SectionPage); ok {
		v, err := pageview.ReadHTML(page, classify.Options{})
		if err != nil {
			return recovery.Case{}, err
		}
		c.Page = v
	}
	section := func(name string) []byte {
		if data, ok := Section(a, name); ok {
			return append([]byte{}, data...)
		}
		return nil
	}
	c.Server = section(recovery.SectionServer)
	c.Target = section(recovery.SectionTarget)
	c.Packet = section(recovery.SectionPacket)
	c.State = section(recovery.SectionState)
	return c, nil
}
