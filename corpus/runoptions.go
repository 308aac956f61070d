package corpus

import (
	"slices"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/site"
)

// RunOptions change how fixtures are run (RunWith, RunAllWith).
type RunOptions struct {
	// Profiles replace the embedded site profiles of the same name
	// (package site), or add sites, in the set each fixture's page
	// chooses its profile from (chatproof.Options.Profiles): a page is
	// judged by its own site's profile, chosen by its --site flag, else
	// its URL's host, else its markers, else none (unknown_site). A patch of one
	// site's profile so never judges another site's page. A patched
	// profile is proved on fixtures this way (chatproof lint --profile
	// FILE).
	Profiles []*site.Profile
}

// Apply returns opts with the profiles of o: added to the set the page's
// profile is chosen from, and, when opts forces an embedded profile (a
// fixture's --site flag), in place of it when one of o has its name.
func (o RunOptions) Apply(opts chatproof.Options) chatproof.Options {
	if len(o.Profiles) == 0 {
		return opts
	}
	opts.Profiles = slices.Concat(opts.Profiles, o.Profiles)
	for _, p := range o.Profiles {
		if p != nil && opts.Site != nil && p.Name == opts.Site.Name {
			opts.Site = p
		}
	}
	return opts
}
