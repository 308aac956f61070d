package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// checkPages is "chatproof profile check --pages DIR [FILE]": each saved
// page under dir is judged for its site (with FILE's profile in the set
// when given); for each profile reported (FILE's, or every embedded one),
// each entry is listed with how many of its site's pages it matched, then
// the pages of the site where no turn or no finished marker matched, and
// the pages of no known site.
func checkPages(c *command, dir, file string, strict bool) int {
	var given []*site.Profile
	if file != "" {
		p, err := readProfile(file)
		if err != nil {
			return c.fail(file, err)
		}
		given = []*site.Profile{p}
	}
	files, err := expandFolders([]string{dir})
	if err != nil {
		return c.fail(dir, err)
	}
	bySite := map[string][]int{}
	var names []string
	var pages [][]byte
	var unknown []string
	for _, f := range files {
		html, v, err := readSavedPage(f, given)
		if err != nil {
			c.warn(f, err.Error())
			continue
		}
		if v.Site.Name == "" {
			unknown = append(unknown, f)
			continue
		}
		bySite[v.Site.Name] = append(bySite[v.Site.Name], len(names))
		names = append(names, f)
		pages = append(pages, html)
	}
	profiles := site.WithProfiles(given)
	if len(given) > 0 {
		profiles = []*site.Profile{profiles[slices.IndexFunc(profiles, func(p *site.Profile) bool { return p.Name == given[0].Name })]}
	}
	dead := 0
	for _, p := range profiles {
		idx := bySite[p.Name]
		var pn []string
		var pp [][]byte
		for _, i := range idx {
			pn = append(pn, names[i])
			pp = append(pp, pages[i])
		}
		if err := writeLine(c.stdout, "%s: %d pages", p.Name, len(pn)); err != nil {
			return c.fail("", err)
		}
		cov := corpus.PageCoverage(p, pn, pp)
		for _, e := range cov {
			if err := writeLine(c.stdout, "  %s/%s: %d of %d pages", e.List, e.ID, len(e.Fixtures), len(pn)); err != nil {
				return c.fail("", err)
			}
		}
		for _, name := range pn {
			var lists []string
			for _, l := range []string{"turn", "finished"} {
				if !matchedIn(cov, l, name) {
					lists = append(lists, l)
				}
			}
			if len(lists) > 0 {
				dead++
				if err := writeLine(c.stdout, "  %s: no %s marker matched", name, strings.Join(lists, " and no ")); err != nil {
					return c.fail("", err)
				}
			}
		}
	}
	for _, f := range unknown {
		if err := writeLine(c.stdout, "unknown site: %s", f); err != nil {
			return c.fail("", err)
		}
	}
	fmt.Fprintf(c.stderr, "chatproof profile: %d pages read, %d of no known site, %d of a site where no turn or finished marker matched\n", len(names)+len(unknown), len(unknown), dead)
	if strict && dead > 0 {
		return exitFailed
	}
	return exitOK
}

// matchedIn reports whether some entry of the list matched the page.
func matchedIn(cov []corpus.EntryCoverage, list, page string) bool {
	for _, e := range cov {
		if e.List == list && slices.Contains(e.Fixtures, page) {
			return true
		}
	}
	return false
}

// readSavedPage reads a saved page in any format, returning its HTML and
// its verdict with the given profiles in the set.
func readSavedPage(file string, profiles []*site.Profile) ([]byte, chatproof.Verdict, error) {
	data, err := readCapped(file, chatproof.DefaultMaxBytes)
	if err != nil {
		return nil, chatproof.Verdict{}, err
	}
	pg, err := snapshot.Decode(data, snapshot.Limits{})
	if err != nil {
		return nil, chatproof.Verdict{}, err
	}
	v, err := chatproof.ClassifyHTML(data, runOptions(profiles).Apply(chatproof.Options{}))
	if err != nil {
		return nil, chatproof.Verdict{}, err
	}
	return pg.HTML, v, nil
}

// writeLine writes one formatted line.
func writeLine(w io.Writer, format string, args ...any) error {
	_, err := fmt.Fprintf(w, format+"\n", args...)
	return err
}
