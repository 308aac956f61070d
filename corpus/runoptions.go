package corpus

import (
	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/site"
)

// RunOptions change how fixtures are run (RunWith, RunAllWith).
type RunOptions struct {
	// Profiles replace the site profiles of the same name (package site)
	// for the fixtures that are read with them: a fixture whose flags
	// name no site is read with ChatGPT's, or with the one here named
	// "chatgpt". A patched profile is proved on fixtures this way
	// (chatproof lint --profile FILE).
	Profiles []*site.Profile
}

// Apply returns opts with the profile of o that replaces the one
// opts would be read with, if any.
func (o RunOptions) Apply(opts chatproof.Options) chatproof.Options {
	name := "chatgpt"
	if opts.Site != nil {
		name = opts.Site.Name
	}
	for _, p := range o.Profiles {
		if p != nil && p.Name == name {
			opts.Site = p
		}
	}
	return opts
}
