package corpus

import (
	"fmt"
	"sort"
	"sync"

	"golang.org/x/tools/txtar"
)

// Kind is one sort of fixture: snapshots, timed sequences, scan cases,
// recovery cases. Each kind registers itself from an init function.
type Kind struct {
	// Name is the kind's directory under fixtures/, e.g. "scan".
	Name string
	// Detect reports whether an archive is of this kind, by its sections.
	Detect func(a *txtar.Archive) bool
	// Allowed reports whether an input section name is allowed; "want" and
	// "flags" are always allowed.
	Allowed func(section string) bool
	// Run computes the report for the archive. It is marshalled to JSON and
	// the want paths index into it.
	Run func(a *txtar.Archive) (any, error)
}

var (
	kindsMu sync.RWMutex
	kinds   = map[string]*Kind{}
)

// Register adds a kind. It panics on a duplicate or incomplete kind: kinds are
// registered once, at init time, by this module's own code.
func Register(k *Kind) {
	if k == nil || k.Name == "" || k.Detect == nil || k.Allowed == nil || k.Run == nil {
		panic("corpus: Register of an incomplete Kind")
	}
	kindsMu.Lock()
	defer kindsMu.Unlock()
	if _, dup := kinds[k.Name]; dup {
		panic(fmt.Sprintf("corpus: Kind %q registered twice", k.Name))
	}
	kinds[k.Name] = k
}

// Kinds returns the registered kinds in name order.
func Kinds() []*Kind {
	kindsMu.RLock()
	defer kindsMu.RUnlock()
	out := make([]*Kind, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// detectKind returns the single kind that claims the archive, or an error
// when none or several do.
func detectKind(a *txtar.Archive) (*Kind, error) {
	var found []*Kind
	for _, k := range Kinds() {
		if k.Detect(a) {
			found = append(found, k)
		}
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("no fixture kind recognises its sections")
	case 1:
		return found[0], nil
	default:
		return nil, fmt.Errorf("sections match several kinds (%s and %s)", found[0].Name, found[1].Name)
	}
}
