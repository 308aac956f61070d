package corpus

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/txtar"
)

// Kind is one sort of fixture: snapshots, timed sequences, scan cases,
// recovery cases. Each kind registers itself from an init function.
type Kind struct {
	// Name is the kind's directory under fixtures/, e.g. "scan".
	Name string
	// Sections says which input sections a fixture of this kind has, for
	// the loader's errors, e.g. "page.html". Optional.
	Sections string
	// Detect reports whether an archive is of this kind, by its sections.
	Detect func(a *txtar.Archive) bool
	// Allowed reports whether an input section name is allowed; "want" and
	// "flags" are always allowed.
	Allowed func(section string) bool
	// Run computes the report for the archive. It is marshalled to JSON and
	// the want paths index into it.
	Run func(a *txtar.Archive) (any, error)
	// RunWith is Run with run options (RunOptions), for a kind whose report
	// depends on them; Run is used when it is nil.
	RunWith func(a *txtar.Archive, o RunOptions) (any, error)
	// Flags parses a flags section as the kind's Run reads it and says
	// what is wrong with it; nil means the kind takes no flags, and a
	// flags section with anything in it is refused. The loader calls it,
	// so that a malformed flags section is reported with its line rather
	// than as every expectation missing from an error report.
	Flags func(data []byte) error
}

// checkFlags is the loader's check of a flags section of a fixture of
// kind k.
func (k *Kind) checkFlags(data []byte) error {
	if k.Flags == nil {
		if len(bytes.TrimSpace(data)) > 0 {
			return fmt.Errorf("%w: a %s fixture is read without flags", ErrNoFlags, k.Name)
		}
		return nil
	}
	return k.Flags(data)
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
		return nil, fmt.Errorf("no fixture kind recognises its sections %s; %s", sectionNames(a), kindSections())
	case 1:
		return found[0], nil
	default:
		return nil, fmt.Errorf("sections match several kinds (%s and %s)", found[0].Name, found[1].Name)
	}
}

// sectionNames lists an archive's section names for an error message.
func sectionNames(a *txtar.Archive) string {
	if len(a.Files) == 0 {
		return "(it has none)"
	}
	names := make([]string, len(a.Files))
	for i, f := range a.Files {
		names[i] = strconv.Quote(f.Name)
	}
	return "(" + strings.Join(names, ", ") + ")"
}

// kindSections says which sections each kind expects, for an error message.
func kindSections() string {
	var parts []string
	for _, k := range Kinds() {
		parts = append(parts, k.describe())
	}
	return "a fixture is one of: " + strings.Join(parts, "; ") + "; each also has a want section and may have a flags section"
}

// describe names the kind and its sections.
func (k *Kind) describe() string { return k.Name + " (" + k.sectionsOrName() + ")" }

// sectionsOrName is the kind's sections, or its name when it does not say.
func (k *Kind) sectionsOrName() string {
	if k.Sections == "" {
		return "the sections of a " + k.Name
	}
	return k.Sections
}
