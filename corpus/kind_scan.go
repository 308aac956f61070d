package corpus

import (
	"github.com/chatproof/chatproof/internal/txtar"
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
			_, ok := a.Lookup("request.json")
			return ok
		},
		Allowed: scan.IsCaseSection,
		Run:     runScan,
	})
}

func runScan(a *txtar.Archive) (any, error) {
	c, err := scan.DecodeArchive(a)
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
