package site

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chatproof/chatproof/internal/strictjson"
)

// ErrInvalid is wrapped by every error of Load and Validate about a
// profile's content (a JSON error is returned as it is).
var ErrInvalid = errors.New("site: invalid profile")

// Error is a refusal of one entry of a profile: its JSON path and why.
type Error struct {
	// Path is the entry's JSON path, e.g. "markers.finished[2].match[0].op".
	Path string
	// Reason says what is wrong with it.
	Reason string
}

func (e *Error) Error() string { return "site: profile: " + e.Path + ": " + e.Reason }

// Unwrap returns ErrInvalid.
func (e *Error) Unwrap() error { return ErrInvalid }

// Load decodes a profile strictly (unknown, repeated or case-folded keys
// are errors) and validates it. A profile that extends an embedded one is
// merged over it first, and the merge is validated.
func Load(data []byte) (*Profile, error) {
	var p Profile
	if err := strictjson.Decode(data, &p); err != nil {
		return nil, fmt.Errorf("site: profile: %w", err)
	}
	if p.Schema != Schema {
		return nil, &Error{"schema", fmt.Sprintf("want %q, have %q", Schema, p.Schema)}
	}
	if p.Extends != "" {
		base, ok := ByName(p.Extends)
		if !ok {
			return nil, &Error{"extends", fmt.Sprintf("no embedded profile %q", p.Extends)}
		}
		if err := validatePatch(&p); err != nil {
			return nil, err
		}
		merged := Merge(base, &p)
		return merged, Validate(merged)
	}
	return &p, Validate(&p)
}

// Validate reports the first malformed or self-contradictory entry of a
// complete profile.
func Validate(p *Profile) error {
	v := validator{}
	v.profile(p)
	return v.err
}

// validatePatch checks a patch's entries on their own (a patch may leave
// lists and roles out; its drops need no content).
func validatePatch(p *Profile) error {
	v := validator{patch: true}
	v.profile(p)
	return v.err
}

type validator struct {
	patch bool
	err   error
}

func (v *validator) fail(path, format string, args ...any) {
	if v.err == nil {
		v.err = &Error{path, fmt.Sprintf(format, args...)}
	}
}

func (v *validator) profile(p *Profile) {
	if p.Schema != Schema {
		v.fail("schema", "want %q, have %q", Schema, p.Schema)
	}
	if !isName(p.Name) {
		v.fail("name", "want lower-case letters, digits and hyphens, have %q", p.Name)
	}
	if !v.patch && p.Extends != "" {
		v.fail("extends", "a merged profile extends nothing")
	}
	if !v.patch && len(p.Hosts) == 0 {
		v.fail("hosts", "no host")
	}
	for i, h := range p.Hosts {
		if !isHost(h) {
			v.fail(fmt.Sprintf("hosts[%d]", i), "not a lower-case host name: %q", h)
		}
		if slices.Index(p.Hosts, h) != i {
			v.fail(fmt.Sprintf("hosts[%d]", i), "host %q given twice", h)
		}
	}
	for _, t := range sortedKeys(p.Wording) {
		if !slices.Contains(wordingTables, t) {
			v.fail("wording."+t, "unknown grammar table")
		}
		if w := p.Wording[t]; w != Known && w != Unknown {
			v.fail("wording."+t, "want %q or %q, have %q", Known, Unknown, w)
		}
	}
	v.roles(&p.Roles)
	if p.Recovery != nil {
		v.recovery(p.Recovery)
	}
	lists := p.Markers.Lists()
	for _, l := range lists {
		v.list(l)
	}
	if !v.patch {
		for _, need := range []string{"turn", "content", "finished"} {
			if len(listNamed(lists, need)) == 0 {
				v.fail("markers."+need, "empty: the rules cannot pass a page without it")
			}
		}
		v.contradictions(lists)
	}
	distinct := map[Cond]bool{}
	for _, l := range lists {
		for _, e := range l.Entries {
			for _, c := range e.Match {
				distinct[c] = true
			}
		}
	}
	valueAttrs := map[string]bool{}
	for _, e := range slices.Concat(p.Markers.Turn, p.Markers.Message) {
		for _, a := range []string{e.RoleAttr, e.IDAttr} {
			if a != "" {
				valueAttrs[a] = true
			}
		}
		if e.Numbered && len(e.Match) > 0 {
			valueAttrs[e.Match[0].Attr] = true
		}
	}
	if len(valueAttrs) > MaxValueAttrs {
		v.fail("markers", "%d role and identity attributes, more than %d", len(valueAttrs), MaxValueAttrs)
	}
	if len(distinct) > MaxConds {
		v.fail("markers", "%d distinct conditions, more than %d", len(distinct), MaxConds)
	}
}

func (v *validator) roles(r *Roles) {
	if v.patch && len(r.User) == 0 && len(r.Assistant) == 0 && r.Source == "" {
		return
	}
	if len(r.User) == 0 {
		v.fail("roles.user", "no value")
	}
	if len(r.Assistant) == 0 {
		v.fail("roles.assistant", "no value")
	}
	if r.Source == "" {
		v.fail("roles.source", "no source")
	}
	if r.Unmarked != "" && r.Unmarked != "user" {
		v.fail("roles.unmarked", "want \"user\" or nothing, have %q", r.Unmarked)
	}
	for i, u := range r.User {
		if strings.TrimSpace(u) == "" || strings.TrimSpace(u) != u {
			v.fail(fmt.Sprintf("roles.user[%d]", i), "empty or padded value %q", u)
		}
		if IsRole(u, r.Assistant) {
			v.fail(fmt.Sprintf("roles.user[%d]", i), "%q is also an assistant value", u)
		}
	}
	for i, a := range r.Assistant {
		if strings.TrimSpace(a) == "" || strings.TrimSpace(a) != a {
			v.fail(fmt.Sprintf("roles.assistant[%d]", i), "empty or padded value %q", a)
		}
	}
}

func (v *validator) recovery(r *Recovery) {
	if r.Source == "" {
		v.fail("recovery.source", "no source")
	}
	for i, c := range r.Capabilities {
		if !slices.Contains(recoveryCapabilities, c) {
			v.fail(fmt.Sprintf("recovery.capabilities[%d]", i), "unknown capability %q", c)
		}
		if slices.Index(r.Capabilities, c) != i {
			v.fail(fmt.Sprintf("recovery.capabilities[%d]", i), "capability %q given twice", c)
		}
	}
	for name, paths := range map[string][]string{"root": r.Root, "project_home": r.ProjectHome, "conversation": r.Conversation} {
		for i, path := range paths {
			if why := badPath(path); why != "" {
				v.fail(fmt.Sprintf("recovery.%s[%d]", name, i), "%s: %q", why, path)
			}
		}
	}
	for i, s := range r.HandoffScopes {
		if s != HandoffProject && s != HandoffConversation {
			v.fail(fmt.Sprintf("recovery.handoff_scopes[%d]", i), "want %q or %q, have %q", HandoffProject, HandoffConversation, s)
		}
	}
	// A patch's recovery object replaces the base's whole (Merge): its
	// lists are complete, so none drops an entry.
	whole := validator{}
	for _, l := range r.Markers.Lists() {
		whole.listAt("recovery.markers.", l)
	}
	if whole.err != nil && v.err == nil {
		v.err = whole.err
	}
}

// badPath says what is wrong with a Recovery page path, "" when nothing:
// it starts with "/", has no empty segment, and each placeholder segment
// ("{id}", "{project}") at most once.
func badPath(path string) string {
	if !strings.HasPrefix(path, "/") {
		return "a path starts with /"
	}
	if path == "/" {
		return ""
	}
	seen := map[string]bool{}
	for _, seg := range strings.Split(strings.TrimSuffix(path[1:], "/"), "/") {
		switch {
		case seg == "":
			return "an empty segment"
		case seg == "{id}" || seg == "{project}":
			if seen[seg] {
				return "a placeholder given twice"
			}
			seen[seg] = true
		case strings.ContainsAny(seg, "{}?#"):
			return "a segment is a literal, {id} or {project}"
		}
	}
	return ""
}

func (v *validator) list(l List) { v.listAt("markers.", l) }

// listAt checks the entries of the list l, whose path is prefix and its
// name.
func (v *validator) listAt(prefix string, l List) {
	for i, e := range l.Entries {
		path := fmt.Sprintf("%s%s[%d]", prefix, l.Name, i)
		if !isName(e.ID) {
			v.fail(path+".id", "want lower-case letters, digits and hyphens, have %q", e.ID)
		}
		for j := range i {
			if l.Entries[j].ID == e.ID {
				v.fail(path+".id", "id %q given twice in the list", e.ID)
			}
		}
		if e.Drop {
			if !v.patch {
				v.fail(path+".drop", "drop is for a patch")
			}
			continue
		}
		v.entry(path, l.Name, e)
		for j := range i {
			if o := l.Entries[j]; !o.Drop && sameTest(o, e) {
				v.fail(path, "the same test as entry %q", o.ID)
			}
		}
	}
}

func (v *validator) entry(path, list string, e Entry) {
	if e.Source == "" {
		v.fail(path+".source", "no source")
	}
	if e.Tag != "" && !isTag(e.Tag) {
		v.fail(path+".tag", "not a lower-case element name: %q", e.Tag)
	}
	if e.Tag == "" && len(e.Match) == 0 {
		v.fail(path, "no tag and no condition: it would match every element")
	}
	for j, c := range e.Match {
		cp := fmt.Sprintf("%s.match[%d]", path, j)
		if !isAttr(c.Attr) {
			v.fail(cp+".attr", "not a lower-case attribute name: %q", c.Attr)
		}
		switch c.Op {
		case OpPresent:
			if c.Value != "" {
				v.fail(cp+".value", "a presence test has no value")
			}
		case OpEquals, OpPrefix, OpContains, OpContainsI, OpToken, OpTokenI, OpEqualsLabel:
			if c.Value == "" {
				v.fail(cp+".value", "empty value for op %q", c.Op)
			}
			if (c.Op == OpToken || c.Op == OpTokenI) && strings.ContainsAny(c.Value, " \t\n\f\r") {
				v.fail(cp+".value", "a token holds no white space")
			}
			if (c.Op == OpContainsI || c.Op == OpTokenI || c.Op == OpEqualsLabel) && c.Value != strings.ToLower(c.Value) {
				v.fail(cp+".value", "a case-insensitive value is written in lower case")
			}
		default:
			v.fail(cp+".op", "unknown op %q", c.Op)
		}
	}
	ident := list == "turn" || list == "message"
	if !ident && (e.RoleAttr != "" || e.Role != "" || e.IDAttr != "") {
		v.fail(path, "role and identity are for turn and message markers")
	}
	if e.RoleAttr != "" && e.Role != "" {
		v.fail(path+".role", "both role and role_attr: the role is stated twice")
	}
	if e.Role != "" && e.Role != "user" && e.Role != "assistant" {
		v.fail(path+".role", "want \"user\" or \"assistant\", have %q", e.Role)
	}
	for name, a := range map[string]string{"role_attr": e.RoleAttr, "id_attr": e.IDAttr} {
		if a != "" && !isAttr(a) {
			v.fail(path+"."+name, "not a lower-case attribute name: %q", a)
		}
	}
	if e.Numbered && (list != "turn" || len(e.Match) == 0 || e.Match[0].Op != OpPrefix) {
		v.fail(path+".numbered", "a numbered marker is a turn marker whose first condition is a prefix")
	}
}

// contradictions refuses a profile in which one test means two things
// that exclude each other: a finished control that is also a stop
// control (complete and streaming at once), or a turn marker that is also
// page chrome (where no turn is read).
func (v *validator) contradictions(lists []List) {
	for _, pair := range [][2]string{{"finished", "stop"}, {"turn", "chrome"}, {"message", "chrome"}, {"content", "finished"}} {
		for i, e := range listNamed(lists, pair[1]) {
			for _, o := range listNamed(lists, pair[0]) {
				if sameTest(o, e) {
					v.fail(fmt.Sprintf("markers.%s[%d]", pair[1], i), "the same test as markers.%s entry %q", pair[0], o.ID)
				}
			}
		}
	}
}

func listNamed(lists []List, name string) []Entry {
	for _, l := range lists {
		if l.Name == name {
			return l.Entries
		}
	}
	return nil
}

// sameTest reports whether two entries test the same thing.
func sameTest(a, b Entry) bool {
	return a.Tag == b.Tag && slices.Equal(a.Match, b.Match)
}

func isName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' && i > 0) {
			return false
		}
	}
	return true
}

func isTag(s string) bool { return isName(s) && s[0] >= 'a' && s[0] <= 'z' }

func isAttr(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' && i > 0 || (c == '-' || c == '_' || c == ':') && i > 0) {
			return false
		}
	}
	return true
}

func isHost(s string) bool {
	if s == "" || len(s) > 253 || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
