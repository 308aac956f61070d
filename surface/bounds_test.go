package surface_test

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// checkBounds fails when a read's reported evidence exceeds the documented
// caps or a list is nil.
func checkBounds(t testing.TB, st surface.Surface) {
	t.Helper()
	if st.Banners == nil || st.Actions == nil || st.Reasons == nil {
		t.Fatalf("nil list in %+v", st)
	}
	if len(st.Banners) > surface.MaxBanners || len(st.Actions) > surface.MaxActions {
		t.Fatalf("%d banners, %d actions: over the caps", len(st.Banners), len(st.Actions))
	}
	for _, b := range st.Banners {
		if n := utf8.RuneCountInString(b); n > surface.MaxBannerRunes || n == 0 {
			t.Fatalf("banner of %d runes", n)
		}
	}
	for _, a := range st.Actions {
		if n := utf8.RuneCountInString(a); n > surface.MaxActionRunes || n == 0 {
			t.Fatalf("action of %d runes", n)
		}
	}
	if len(st.Reasons) == 0 {
		t.Fatal("no reasons")
	}
}

// TestBoundsHostileSurface: 10 000 buttons and a 1 MB text node inside
// #thread-bottom still give at most 4 banners of 160 runes and 8 actions of
// 80 runes.
func TestBoundsHostileSurface(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<div>`)
	b.WriteString(strings.Repeat("x", 1<<20))
	b.WriteString(`</div>`)
	for i := range 10000 {
		b.WriteString(`<button>`)
		b.WriteString(strings.Repeat("Start new chat ", 1+i%20))
		b.WriteString(`</button>`)
	}
	b.WriteString(`<p>` + strings.Repeat("long label ", 20000) + `</p>`)
	for range 50 {
		b.WriteString(`<div>` + strings.Repeat("banner ", 40) + `</div>`)
	}
	page := surfacePage(b.String(), editorReal)
	got := mustRead(t, page)
	checkBounds(t, got)
	if len(got.Banners) != surface.MaxBanners || len(got.Actions) != surface.MaxActions {
		t.Fatalf("want the caps filled: %d banners, %d actions", len(got.Banners), len(got.Actions))
	}
	if got.State != surface.StateOpen {
		t.Fatalf("state %q, want open", got.State)
	}
	for _, r := range []string{surface.ReasonScanTruncated, surface.ReasonLongLabelSkipped} {
		if !contains(got.Reasons, r) {
			t.Errorf("reasons %v lack %s", got.Reasons, r)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestScanBounds(t *testing.T) {
	many := func(n int, tail string) string {
		return strings.Repeat(`<div>note</div>`, n) + tail
	}
	tests := []struct {
		name   string
		reason string
		page   string
		want   surface.Surface
	}{
		{
			name: "wall_at_scan_bound", reason: "the wall as the last block before the bound (the disclaimer is the bound-th) is still classified",
			page: surfacePage(many(surface.MaxScanBlocks-2, bannerDiv(wall2026)), editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{"note", "note", "note", "note"}, nil, surface.ReasonWallBanner),
		},
		{
			name: "quota_beyond_scan_bound", reason: "past the scan bound nothing below exhausted is proven",
			page: surfacePage(many(surface.MaxScanBlocks, bannerDiv(quotaHour)), editorReal),
			want: st(surface.StateOpen, "", true, []string{"note", "note", "note", "note"}, nil, surface.ReasonSurfaceOpen, surface.ReasonScanTruncated),
		},
		{
			name: "wall_then_truncated", reason: "a wall seen before the bound outranks anything beyond it",
			page: surfacePage(bannerDiv(wall2026)+many(surface.MaxScanBlocks+5, ""), editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{wall2026, "note", "note", "note"}, nil, surface.ReasonWallBanner, surface.ReasonScanTruncated),
		},
		{
			name: "closed_action_beyond_bound", reason: "a New chat action after MaxScanActions others is not seen",
			page: surfacePage(strings.Repeat(`<button>Other</button>`, surface.MaxScanActions)+startNewChat, editorClosed),
			want: st(surface.StateOpen, "", false, nil, []string{"Other", "Other", "Other", "Other", "Other", "Other", "Other", "Other"}, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable, surface.ReasonScanTruncated),
		},
		{
			name: "overlong_block_starting_with_wall", reason: "a block over MaxScanRunes is never matched, even if it starts with the wall",
			page: surfacePage(bannerDiv(wall2026+strings.Repeat(" more", surface.MaxScanRunes)), editorReal),
			want: st(surface.StateOpen, "", true, []string{string([]rune(wall2026 + strings.Repeat(" more", 20))[:surface.MaxBannerRunes])}, nil, surface.ReasonSurfaceOpen, surface.ReasonLongLabelSkipped),
		},
		{
			name: "wall_padded_with_space", reason: "trailing white space beyond MaxScanRunes is not an overflow",
			page: surfacePage(bannerDiv(wall2026+strings.Repeat(" \n", 2*surface.MaxScanRunes)), editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{wall2026}, nil, surface.ReasonWallBanner),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := mustRead(t, tc.page)
			checkBounds(t, got)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%s:\n got %+v\nwant %+v", tc.reason, got, tc.want)
			}
		})
	}
}

func BenchmarkReadHostile(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`<div>` + strings.Repeat("x", 1<<20) + `</div>`)
	sb.WriteString(strings.Repeat(`<button>Start new chat</button>`, 10000))
	d := mustParse(b, surfacePage(sb.String(), editorReal))
	b.ResetTimer()
	for b.Loop() {
		surface.Read(d)
	}
}

func BenchmarkReadReal(b *testing.B) {
	d := mustParse(b, surfacePage(wallBannerReal, editorReal))
	b.ResetTimer()
	for b.Loop() {
		surface.Read(d)
	}
}

// largePage is a conversation of n user/assistant turn pairs above the real
// composer surface.
func largePage(n int) string {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><body><main><div id="thread">`)
	for range n {
		b.WriteString(`<article data-testid="conversation-turn-1" data-turn="user"><div class="text-base mx-auto"><div data-message-author-role="user" data-message-id="u"><div class="whitespace-pre-wrap">Question about the thing?</div></div></div></article>`)
		b.WriteString(`<article data-testid="conversation-turn-2" data-turn="assistant"><div class="text-base mx-auto"><div data-message-author-role="assistant" data-message-id="a"><div class="markdown prose"><p>An answer with <strong>some</strong> words.</p></div></div><div class="flex"><button aria-label="Copy" data-testid="copy-turn-action-button"><svg aria-hidden="true"></svg></button></div></div></article>`)
	}
	b.WriteString(`</div>`)
	return strings.Replace(surfacePage(wallBannerReal, editorReal), "<main>", b.String(), 1)
}

// BenchmarkReadLargePage measures Read on a 5000-turn page (parse excluded):
// its one document-wide pass is the search for #thread-bottom.
func BenchmarkReadLargePage(b *testing.B) {
	d := mustParse(b, largePage(2500))
	b.ResetTimer()
	for b.Loop() {
		if surface.Read(d).State != surface.StateExhausted {
			b.Fatal("wrong state")
		}
	}
}

// BenchmarkParseLargePage is the parse of the same page, for comparison.
func BenchmarkParseLargePage(b *testing.B) {
	src := []byte(largePage(2500))
	b.ResetTimer()
	for b.Loop() {
		if _, err := snapshot.Parse(src, snapshot.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}
