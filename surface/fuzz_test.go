package surface_test

import (
	"testing"

	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// stateReason is the reason code each state puts first.
var stateReason = map[surface.State]string{
	surface.StateOpen:      surface.ReasonSurfaceOpen,
	surface.StateExhausted: surface.ReasonWallBanner,
	surface.StateQuota:     surface.ReasonQuotaBanner,
	surface.StateClosed:    surface.ReasonClosedChat,
	surface.StateMissing:   surface.ReasonThreadBottomMissing,
}

// FuzzRead reads arbitrary markup, alone and inside #thread-bottom, and
// checks that the read is bounded and self-consistent.
func FuzzRead(f *testing.F) {
	f.Add(surfacePage(wallBannerReal, editorReal))
	f.Add(surfacePage(bannerDiv(quotaHour), editorReal))
	f.Add(surfacePage(bannerDiv(safetyText)+startNewChat, editorClosed))
	f.Add(surfacePage(continueButton, editorReal))
	f.Add(`<div id="thread-bottom"><span>You've reached</span> <b>the maximum length</b></div>`)
	f.Add(`<div id="thread-bottom" hidden><textarea name="prompt-textarea"></textarea></div><div id="thread-bottom">`)
	f.Add("<div id=thread-bottom>\xff\xfe<a href=x>\x00New chat</a><br><div contenteditable>")
	f.Add(`<div id="thread-bottom"><p>You've reached the maximum length for this conversation, but you can keep talking by <a href="/">starting <b>a new</b> chat</a>.<button class="flex">x</button><a href="/">y</a></p></div>`)
	f.Fuzz(func(t *testing.T, src string) {
		for _, page := range []string{src, `<div id="thread-bottom">` + src + `</div>`} {
			d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
			if err != nil {
				continue
			}
			got := surface.Read(d)
			checkBounds(t, got)
			want, known := stateReason[got.State]
			if !known {
				t.Fatalf("unknown state %q", got.State)
			}
			if got.Reasons[0] != want {
				t.Fatalf("state %q with first reason %q", got.State, got.Reasons[0])
			}
			switch got.State {
			case surface.StateExhausted, surface.StateQuota, surface.StateClosed:
				if got.Rule == "" {
					t.Fatalf("state %q without a rule", got.State)
				}
			default:
				if got.Rule != "" {
					t.Fatalf("state %q with rule %q", got.State, got.Rule)
				}
			}
			if got.State == surface.StateClosed && got.ComposerUsable {
				t.Fatal("closed with a usable composer")
			}
			if got.ContinuationOffered && !got.ComposerUsable {
				t.Fatal("continuation offered with an unusable composer")
			}
			if got.State == surface.StateMissing && (len(got.Banners) > 0 || len(got.Actions) > 0 || got.ComposerUsable) {
				t.Fatal("missing surface with evidence")
			}
		}
	})
}
