package site

import "slices"

// Merge returns base with patch applied: in each marker list, an entry of
// the patch with the ID of a base entry replaces it (or removes it, with
// Drop), and an entry with a new ID is added at the end; the patch's hosts
// are added; each wording table the patch names, and its roles when it
// gives any, override the base's. Name is the patch's when it has one.
// The patch's recovery, when it gives one, replaces the base's. Neither
// argument is changed; the result is not validated (Load does).
func Merge(base, patch *Profile) *Profile {
	out := clone(base)
	if patch.Name != "" {
		out.Name = patch.Name
	}
	for _, h := range patch.Hosts {
		if !slices.Contains(out.Hosts, h) {
			out.Hosts = append(out.Hosts, h)
		}
	}
	for t, w := range patch.Wording {
		out.Wording[t] = w
	}
	if len(patch.Roles.User)+len(patch.Roles.Assistant) > 0 {
		out.Roles = Roles{slices.Clone(patch.Roles.User), slices.Clone(patch.Roles.Assistant), patch.Roles.Source, patch.Roles.Unmarked}
	}
	if patch.Recovery != nil {
		out.Recovery = cloneRecovery(patch.Recovery)
	}
	dst, src := out.Markers.lists(), patch.Markers.lists()
	for i := range dst {
		*dst[i] = mergeList(*dst[i], *src[i])
	}
	return out
}

func mergeList(base, patch []Entry) []Entry {
	for _, e := range patch {
		i := slices.IndexFunc(base, func(b Entry) bool { return b.ID == e.ID })
		switch {
		case i >= 0 && e.Drop:
			base = slices.Delete(base, i, i+1)
		case i >= 0:
			base[i] = cloneEntry(e)
		case !e.Drop:
			base = append(base, cloneEntry(e))
		}
	}
	return base
}

// clone returns a deep copy of p.
func clone(p *Profile) *Profile {
	out := *p
	out.Hosts = slices.Clone(p.Hosts)
	out.Wording = make(map[string]string, len(p.Wording))
	for k, v := range p.Wording {
		out.Wording[k] = v
	}
	out.Roles.User, out.Roles.Assistant = slices.Clone(p.Roles.User), slices.Clone(p.Roles.Assistant)
	out.Recovery = cloneRecovery(p.Recovery)
	dst, src := out.Markers.lists(), p.Markers.lists()
	for i := range dst {
		l := make([]Entry, len(*src[i]))
		for j, e := range *src[i] {
			l[j] = cloneEntry(e)
		}
		*dst[i] = l
	}
	return &out
}

func cloneEntry(e Entry) Entry {
	e.Match = slices.Clone(e.Match)
	return e
}

func cloneRecovery(r *Recovery) *Recovery {
	if r == nil {
		return nil
	}
	out := *r
	out.Capabilities = slices.Clone(r.Capabilities)
	out.Root, out.ProjectHome, out.Conversation = slices.Clone(r.Root), slices.Clone(r.ProjectHome), slices.Clone(r.Conversation)
	out.HandoffScopes = slices.Clone(r.HandoffScopes)
	m := &out.Markers
	for _, l := range []*[]Entry{&m.Tool, &m.Running, &m.Permission, &m.Error} {
		*l = cloneEntries(*l)
	}
	return &out
}

func cloneEntries(l []Entry) []Entry {
	if l == nil {
		return nil
	}
	out := make([]Entry, len(l))
	for i, e := range l {
		out[i] = cloneEntry(e)
	}
	return out
}
