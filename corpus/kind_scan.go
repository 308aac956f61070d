package corpus

import (
	"fmt"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/scan"
)

// The scan kind: a recorded absence proof (request.json, listing pages,
// conversation details) replayed by scan.Run; the report is the
// chatproof.scan/v1 object.
func init() {
	Register(&Kind{
		Name:     "scan",
		Sections: "request.json with active/NNN.json, archived/NNN.json and conversation/ID.json pages",
		Detect: func(a *txtar.Archive) bool {
			_, ok := Section(a, "request.json")
			return ok
		},
		Allowed: scan.IsCaseSection,
		Run:     runScan,
	})
}

func runScan(a *txtar.Archive) (any, error) {
	c, err := DecodeScanCase(a)
	if err != nil {
		return nil, err
	}
	rep, err := scan.Run(c)
	if err != nil {
		return nil, err
	}
	rep.Source = "request.json"
	return rep, nil
}

// ReadScanCase reads a recorded absence-proof case (a scan fixture) into
// the value scan.Run takes.
func ReadScanCase(data []byte) (scan.Case, error) {
	return DecodeScanCase(txtar.Parse(data))
}

// DecodeScanCase reads a scan case from a parsed archive: its sections by
// name, as scan.DecodeCase checks them; a repeated section is an error, and
// "want", "flags" and the comment are ignored.
func DecodeScanCase(a *txtar.Archive) (scan.Case, error) {
	files := map[string][]byte{}
	for _, f := range a.Files {
		if _, dup := files[f.Name]; dup {
			return scan.Case{}, fmt.Errorf("section %q appears twice", f.Name)
		}
		files[f.Name] = f.Data
	}
	return scan.DecodeCase(files)
}
