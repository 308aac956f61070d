package surface_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// markerElement writes an element matching entry e (its tag, or a div, with
// each condition's attribute set to a value it holds) around inner.
func markerElement(e site.Entry, inner string) string {
	tag := e.Tag
	if tag == "" {
		tag = "div"
	}
	var b strings.Builder
	b.WriteString("<" + tag)
	for _, c := range e.Match {
		v := c.Value
		if c.Op == site.OpPrefix && e.Numbered {
			v += "-7"
		}
		b.WriteString(" " + c.Attr + `="` + v + `"`)
	}
	b.WriteString(">" + inner + "</" + tag + ">")
	return b.String()
}

// readWith reads page's surface with profile p.
func readWith(t *testing.T, page string, p *site.Profile) surface.Surface {
	t.Helper()
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return surface.ReadSite(d, p)
}

// TestContentMarkersFromProfile: the wall banner inside an element of any
// of the profile's turn, message, content and user-content markers is
// message content, never a banner (the surface stays open); the same
// banner in a plain div is the wall; and with a patch dropping the marker
// from the profile, the banner inside it is the wall again: the profile,
// not code, says what message content is.
func TestContentMarkersFromProfile(t *testing.T) {
	base := site.ChatGPT()
	m := &base.Markers
	variants := 0
	for _, l := range []struct {
		name    string
		entries []site.Entry
	}{{"turn", m.Turn}, {"message", m.Message}, {"content", m.Content}, {"user_content", m.UserContent}} {
		for _, e := range l.entries {
			variants++
			inside := surfacePage(markerElement(e, wallBannerReal), editorReal)
			if s := readWith(t, inside, base); s.State != surface.StateOpen {
				t.Errorf("%s/%s: the wall inside the marker read %s %v, want open", l.name, e.ID, s.State, s.Banners)
			}
			dropped := &site.Profile{}
			for i, pl := range dropped.Markers.Lists() {
				if pl.Name == l.name {
					setMarkerList(&dropped.Markers, i, []site.Entry{{ID: e.ID, Drop: true}})
				}
			}
			patched := site.Merge(base, dropped)
			if err := site.Validate(patched); err != nil {
				continue // a required list emptied
			}
			if s := readWith(t, inside, patched); s.State != surface.StateExhausted {
				t.Errorf("%s/%s dropped: the wall read %s, want exhausted", l.name, e.ID, s.State)
			}
		}
	}
	plain := surfacePage(`<div>`+wallBannerReal+`</div>`, editorReal)
	if s := readWith(t, plain, base); s.State != surface.StateExhausted {
		t.Errorf("the wall in a plain div read %s, want exhausted", s.State)
	}
	if variants < 10 {
		t.Fatalf("only %d content markers", variants)
	}
}

// TestEditorMarkersFromProfile: the composer is usable by an editor the
// profile's editor markers name, inside or outside a form; dropped from
// the profile, the same element outside a form is no editor.
func TestEditorMarkersFromProfile(t *testing.T) {
	base := site.ChatGPT()
	for _, e := range base.Markers.Editor {
		page := `<div id="thread-bottom"><div>` + strings.Replace(markerElement(e, ""), ">", ` contenteditable="true">`, 1) + `</div></div>`
		if s := readWith(t, page, base); !s.ComposerUsable {
			t.Errorf("editor %s: composer not usable %v", e.ID, s.Reasons)
		}
		patched := site.Merge(base, &site.Profile{Markers: site.Markers{Editor: []site.Entry{{ID: e.ID, Drop: true}}}})
		if site.Validate(patched) != nil {
			continue
		}
		if s := readWith(t, page, patched); s.ComposerUsable {
			t.Errorf("editor %s dropped: composer still usable", e.ID)
		}
	}
}

// setMarkerList sets the i-th marker list of m (in the order of
// Markers.Lists).
func setMarkerList(m *site.Markers, i int, entries []site.Entry) {
	ptrs := []*[]site.Entry{
		&m.Turn, &m.Message, &m.Content, &m.UserContent, &m.MessageText, &m.Private, &m.Finished, &m.FinishedRow, &m.Stop, &m.Progress,
		&m.Busy, &m.Streaming, &m.Thinking, &m.ThinkingText, &m.Panel, &m.PanelName, &m.Shimmer, &m.Chrome, &m.Composer,
		&m.Surface, &m.Editor, &m.ComposerForm, &m.Error, &m.Status, &m.Retry, &m.Banner, &m.NewChat,
		&m.Continue, &m.Placeholder,
	}
	*ptrs[i] = entries
}
