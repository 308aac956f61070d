package site

import (
	"embed"
	"slices"
	"strings"
	"sync"
)

//go:embed profiles/*.json
var profileFiles embed.FS

// embeddedNames are the embedded profiles, in lookup order.
var embeddedNames = []string{"chatgpt", "gemini", "claude", "deepseek", "grok", "perplexity", "copilot", "zai"}

var (
	embeddedOnce     sync.Once
	embeddedProfiles []*Profile
)

// embedded returns the embedded profiles, decoded and validated once.
func embedded() []*Profile {
	embeddedOnce.Do(loadEmbedded)
	return embeddedProfiles
}

func loadEmbedded() {
	for _, name := range embeddedNames {
		data, err := profileFiles.ReadFile("profiles/" + name + ".json")
		if err != nil {
			panic("site: embedded profile " + name + ": " + err.Error())
		}
		p, err := Load(data)
		if err != nil {
			panic("site: embedded profile " + name + ": " + err.Error())
		}
		if p.Extends != "" || p.Name != name {
			panic("site: embedded profile " + name + ": extends another or has another name")
		}
		embeddedProfiles = append(embeddedProfiles, p)
	}
}

// Embedded returns a copy of every embedded profile, in lookup order.
func Embedded() []*Profile {
	var out []*Profile
	for _, p := range embedded() {
		out = append(out, clone(p))
	}
	return out
}

// ChatGPT returns the embedded ChatGPT profile. The value is shared: do
// not change it (Merge returns a changed copy).
func ChatGPT() *Profile { return embedded()[0] }

// ByName returns the embedded profile of that name (shared, as ChatGPT's).
func ByName(name string) (*Profile, bool) { return NameIn(embedded(), name) }

// ByHost returns the embedded profile served from host: a host name, or
// a URL's host with its port, in any case; a subdomain of a profile's host
// does not count (www. aside).
func ByHost(host string) (*Profile, bool) { return HostIn(embedded(), host) }

// WithProfiles returns the embedded profiles (shared, as ByName's) with
// each of profiles in place of the embedded one of its name, and those of
// a new name added after them, in order: the set a page's profile is
// chosen from when profiles are given beside the embedded ones (a patch
// of ChatGPT's replaces ChatGPT's; a complete profile of a new site adds
// the site). A later profile of a name replaces an earlier one; nil
// entries are skipped. The slice is new; the profiles are shared.
func WithProfiles(profiles []*Profile) []*Profile {
	set := slices.Clone(embedded())
	for _, p := range profiles {
		if p == nil {
			continue
		}
		if i := slices.IndexFunc(set, func(q *Profile) bool { return q.Name == p.Name }); i >= 0 {
			set[i] = p
		} else {
			set = append(set, p)
		}
	}
	return set
}

// NameIn returns the profile of that name in set, as ByName does in the
// embedded set.
func NameIn(set []*Profile, name string) (*Profile, bool) {
	for _, p := range set {
		if p.Name == name {
			return p, true
		}
	}
	return nil, false
}

// HostIn returns the first profile of set served from host, as ByHost
// does in the embedded set.
func HostIn(set []*Profile, host string) (*Profile, bool) {
	host = normalHost(host)
	for _, p := range set {
		if slices.Contains(p.Hosts, host) {
			return p, true
		}
	}
	return nil, false
}

// normalHost is a host name, or a URL's host with its port, lower case,
// without its port, a leading "www." or a trailing dot.
func normalHost(host string) string {
	host = strings.ToLower(host)
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	return strings.TrimSuffix(strings.TrimPrefix(host, "www."), ".")
}
