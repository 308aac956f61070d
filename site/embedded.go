package site

import (
	"embed"
	"strings"
	"sync"
)

//go:embed profiles/*.json
var profileFiles embed.FS

// embeddedNames are the embedded profiles, in lookup order.
var embeddedNames = []string{"chatgpt", "gemini"}

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
func ByName(name string) (*Profile, bool) {
	for _, p := range embedded() {
		if p.Name == name {
			return p, true
		}
	}
	return nil, false
}

// ByHost returns the embedded profile served from host: a host name, or
// a URL's host with its port, in any case; a subdomain of a profile's host
// does not count (www. aside).
func ByHost(host string) (*Profile, bool) {
	host = strings.ToLower(host)
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "www."), ".")
	for _, p := range embedded() {
		for _, h := range p.Hosts {
			if h == host {
				return p, true
			}
		}
	}
	return nil, false
}
