package surface

import (
	"testing"

	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// DisclaimerPlace is the class token of the element ChatGPT draws the
// composer disclaimer in, the disclaimer whatever its words, for the
// tests' pages; the reader takes it from the ChatGPT profile's banner
// markers.
const DisclaimerPlace = "[view-transition-name:var(--vt-disclaimer)]"

// threadBottomID is the id of ChatGPT's composer surface container, a div.
const threadBottomID = "thread-bottom"

// TestDisclaimerPlaceIsTheProfiles: the tests' DisclaimerPlace is the
// ChatGPT profile's disclaimer marker, and the surface region is
// div#thread-bottom.
func TestDisclaimerPlaceIsTheProfiles(t *testing.T) {
	m := site.ChatGPT().Markers
	if len(m.Banner) != 1 || m.Banner[0].Selector() != `[class~="`+DisclaimerPlace+`"]` {
		t.Errorf("banner markers %v, want the class token %s", m.Banner, DisclaimerPlace)
	}
	if len(m.Surface) != 1 || m.Surface[0].Selector() != `div[id="`+threadBottomID+`"]` {
		t.Errorf("surface markers %v, want div#%s", m.Surface, threadBottomID)
	}
}

// TestReadSiteRegion: a profile's surface markers choose the region read;
// one without them, or one the site package refuses (a copy of an
// embedded profile under its name included), reads the surface as
// missing.
func TestReadSiteRegion(t *testing.T) {
	page := []byte(`<div id="composer-area"><div contenteditable="true" id="prompt-textarea"></div></div><div id="thread-bottom"><div contenteditable="true" id="prompt-textarea"></div></div>`)
	doc, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	other, err := site.Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"surface": [
	  {"id": "thread-bottom", "drop": true},
	  {"id": "composer-area", "tag": "div", "match": [{"attr": "id", "op": "=", "value": "composer-area"}], "source": "test"}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	none := site.Merge(site.ChatGPT(), &site.Profile{Markers: site.Markers{Surface: []site.Entry{{ID: "thread-bottom", Drop: true}}}})
	invalid := *site.ChatGPT()
	invalid.Name = "Not A Name"
	// A copy of the embedded profile, under its name, whose surface
	// marker would find the region but has an id the site package
	// refuses: not the embedded value, so it is checked, and refused.
	namesake := *site.ChatGPT()
	namesake.Markers.Surface = []site.Entry{{ID: "Thread Bottom", Tag: "div", Match: []site.Cond{{Attr: "id", Op: "=", Value: "thread-bottom"}}}}
	if site.Validate(&namesake) == nil {
		t.Fatal("the namesake profile is valid: it tests nothing")
	}
	for _, c := range []struct {
		name string
		p    *site.Profile
		want State
	}{
		{"chatgpt", nil, StateOpen},
		{"another region", other, StateOpen},
		{"no region", none, StateMissing},
		{"refused", &invalid, StateMissing},
		{"refused under an embedded profile's name", &namesake, StateMissing},
	} {
		if got := ReadSite(doc, c.p).State; got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	if Read(doc).State != ReadSite(doc, nil).State {
		t.Error("Read and ReadSite(nil) disagree")
	}
}
