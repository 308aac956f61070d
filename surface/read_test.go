package surface_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/surface"
)

const (
	wall2026   = "You've reached the maximum length for this conversation, but you can keep talking by starting a new chat."
	wallCurly  = "You’ve reached the maximum length for this conversation. Keep talking by starting a new chat."
	wallZh     = "你已达到此对话的长度上限，你可以开始新聊天以继续对话。"
	wallShort  = "This conversation is too long, please start a new one."
	quotaHour  = "You've reached our limit of messages per hour. Please try again later."
	quotaCap   = "You've reached the current usage cap for GPT-4. You can continue with the default model now, or try again after 5:42 PM."
	quotaPlan  = "You've hit the Free plan limit for image generations requests."
	safetyText = "This conversation can no longer continue because it may violate our usage policies. Start a new chat to keep talking."

	editorClosed   = `<div contenteditable="false" class="ProseMirror" id="prompt-textarea"><p></p></div>`
	startNewChat   = `<a href="/" class="btn btn-primary shrink-0">Start new chat</a>`
	continueButton = `<button class="btn btn-secondary">Continue in a new chat</button>`
)

func st(state surface.State, rule string, usable bool, banners, actions []string, reasons ...string) surface.Surface {
	if banners == nil {
		banners = []string{}
	}
	if actions == nil {
		actions = []string{}
	}
	return surface.Surface{State: state, Rule: rule, ComposerUsable: usable, Banners: banners, Actions: actions, Reasons: reasons}
}

func TestRead(t *testing.T) {
	tests := []struct {
		name   string
		reason string
		page   string
		want   surface.Surface
	}{
		{
			name: "real_wall_banner", reason: "the saved wall page: the 2026 sentence in its own div, the link is an action",
			page: surfacePage(wallBannerReal, editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{wall2026}, []string{"Start new chat"}, surface.ReasonWallBanner),
		},
		{
			name: "curly_apostrophe_wall", reason: "the curly-apostrophe variant is a known wall sentence",
			page: surfacePage(bannerDiv(wallCurly), editorReal),
			want: st(surface.StateExhausted, "wall_keep_talking", true, []string{wallCurly}, nil, surface.ReasonWallBanner),
		},
		{
			name: "zh_cn_wall", reason: "the zh-CN wall sentence is known",
			page: surfacePage(bannerDiv(wallZh), editorReal),
			want: st(surface.StateExhausted, "wall_zh_cn", true, []string{wallZh}, nil, surface.ReasonWallBanner),
		},
		{
			name: "short_wall_beats_closed", reason: "exhausted outranks closed even with a disabled composer and a New chat action",
			page: surfacePage(bannerDiv(wallShort)+`<button>New chat</button>`, editorClosed),
			want: st(surface.StateExhausted, "wall_too_long_start_new_one", false, []string{wallShort}, []string{"New chat"}, surface.ReasonWallBanner, surface.ReasonComposerUnusable),
		},
		{
			name: "wall_split_inline", reason: "a sentence split across inline elements is one text block",
			page: surfacePage(`<div class="rounded-2xl border"><span>You've reached</span> <b>the maximum length</b> for this <i>conversation</i>, but you can keep talking by starting a new chat.<a href="/">Start new chat</a></div>`, editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{wall2026}, []string{"Start new chat"}, surface.ReasonWallBanner),
		},
		{
			name: "wall_inline_link", reason: "the wall sentence whose last words are a link: the link splits the banners, but the block read with the link's words in place is the sentence",
			page: surfacePage(`<div class="rounded-2xl border p-4">You’ve reached the maximum length for this conversation, but you can keep talking by <a href="/" class="underline">starting a new chat</a>.</div>`, editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{"You’ve reached the maximum length for this conversation, but you can keep talking by"}, []string{"starting a new chat"}, surface.ReasonWallBanner),
		},
		{
			name: "quota_inline_button", reason: "an inline button inside a usage-limit sentence is read in place too",
			page: surfacePage(`<p>You've reached our limit of messages per hour. Please <button class="underline">try again later</button>.</p>`, editorReal),
			want: st(surface.StateQuota, "quota_messages_per_hour", true, []string{"You've reached our limit of messages per hour. Please"}, []string{"try again later"}, surface.ReasonQuotaBanner),
		},
		{
			name: "inline_link_extra_words", reason: "joining an inline link's words never loosens the exact match: extra words after the link still fail",
			page: surfacePage(`<div>You’ve reached the maximum length for this conversation, but you can keep talking by <a href="/">starting a new chat</a> or upgrading.</div>`, editorReal),
			want: st(surface.StateOpen, "", true, []string{"You’ve reached the maximum length for this conversation, but you can keep talking by", "or upgrading."}, []string{"starting a new chat"}, surface.ReasonSurfaceOpen),
		},
		{
			name: "block_link_not_joined", reason: "a link laid out as a block (flex) is its own block, not words of the sentence before it",
			page: surfacePage(`<div>You’ve reached the maximum length for this conversation, but you can keep talking by<a href="/" class="flex">starting a new chat.</a></div>`, editorReal),
			want: st(surface.StateOpen, "", true, []string{"You’ve reached the maximum length for this conversation, but you can keep talking by"}, []string{"starting a new chat."}, surface.ReasonSurfaceOpen),
		},
		{
			name: "wall_with_br", reason: "a line break inside a block does not split the sentence",
			page: surfacePage(`<p>You’ve reached the maximum length for this conversation.<br>Keep talking by starting a new chat.</p>`, editorReal),
			want: st(surface.StateExhausted, "wall_keep_talking", true, []string{wallCurly}, nil, surface.ReasonWallBanner),
		},
		{
			name: "wall_with_extra_text", reason: "a label with more than the wall sentence is not an exact match",
			page: surfacePage(bannerDiv(wall2026+" Learn more about limits."), editorReal),
			want: st(surface.StateOpen, "", true, []string{wall2026 + " Learn more about limits."}, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "too_long_alone", reason: "'This conversation is too long.' alone is ambiguous and proves nothing",
			page: surfacePage(bannerDiv("This conversation is too long."), editorReal),
			want: st(surface.StateOpen, "", true, []string{"This conversation is too long."}, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "usage_limit_quota", reason: "the messages-per-hour sentence is a usage limit",
			page: surfacePage(bannerDiv(quotaHour), editorReal),
			want: st(surface.StateQuota, "quota_messages_per_hour", true, []string{quotaHour}, nil, surface.ReasonQuotaBanner),
		},
		{
			name: "usage_cap_quota", reason: "the usage-cap sentence is a usage limit",
			page: surfacePage(bannerDiv(quotaCap), editorReal),
			want: st(surface.StateQuota, "quota_usage_cap", true, []string{quotaCap}, nil, surface.ReasonQuotaBanner),
		},
		{
			name: "plan_limit_quota", reason: "the plan-limit sentence is a usage limit",
			page: surfacePage(bannerDiv(quotaPlan), editorReal),
			want: st(surface.StateQuota, "quota_plan_limit", true, []string{quotaPlan}, nil, surface.ReasonQuotaBanner),
		},
		{
			name: "wall_beats_quota", reason: "exhausted outranks quota whatever the order",
			page: surfacePage(bannerDiv(quotaHour)+bannerDiv(wall2026), editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{quotaHour, wall2026}, nil, surface.ReasonWallBanner),
		},
		{
			name: "safety_banner_closed", reason: "Ego Chat #67 negative: a safety banner with a new-chat action and a disabled composer is closed, not exhausted",
			page: surfacePage(bannerDiv(safetyText)+startNewChat, editorClosed),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, []string{safetyText}, []string{"Start new chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "new_chat_usable_composer", reason: "a New chat action next to a usable composer is not a closed chat",
			page: surfacePage(`<button>New chat</button>`, editorReal),
			want: st(surface.StateOpen, "", true, nil, []string{"New chat"}, surface.ReasonSurfaceOpen),
		},
		{
			name: "unusable_without_action", reason: "an unusable composer alone is not a closed chat",
			page: surfacePage("", editorClosed),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "disclaimer_alone", reason: "Ego Chat #67 negative: the disclaimer is not a banner",
			page: surfacePage("", editorReal),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "disclaimer_cookie_link", reason: "the disclaimer variant with a link contributes neither banner nor action",
			page: strings.Replace(surfacePage("", editorReal), "Verify what matters.", `Verify what matters. Open the <a href="#settings">privacy settings</a>.`, 1),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "user_message_quoting_wall", reason: "Ego Chat #67 negative: a user message quoting the wall is message content",
			page: surfacePage(`<div data-message-author-role="user" data-message-id="u9"><div class="whitespace-pre-wrap">`+wall2026+`</div></div>`, editorReal),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "assistant_prose_quoting_wall", reason: "assistant markdown quoting the wall is message content",
			page: surfacePage(`<div class="markdown prose"><p>`+wall2026+`</p><p><a href="/">Start new chat</a></p></div>`, editorClosed),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "wall_in_editor_draft", reason: "the user's draft in the editor is not a banner",
			page: surfacePage("", `<div contenteditable="true" class="ProseMirror" id="prompt-textarea"><p>`+wall2026+`</p></div>`),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "wall_in_fallback_textarea", reason: "text of a textarea is the user's, even when visible",
			page: surfacePage("", `<textarea name="prompt-textarea">`+wall2026+`</textarea>`),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "hidden_banner_display_none", reason: "a hidden banner is not evidence",
			page: surfacePage(`<div style="display:none">`+bannerDiv(wall2026)+`</div>`, editorReal),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "hidden_banner_aria", reason: "an aria-hidden banner is not evidence",
			page: surfacePage(`<div aria-hidden="true">`+bannerDiv(quotaHour)+`</div>`, editorReal),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "hidden_inline_piece", reason: "a hidden inline piece neither adds text nor splits the block",
			page: surfacePage(`<div>You've reached the maximum length <span class="sr-only">(notice)</span>for this conversation, but you can keep talking by starting a new chat.</div>`, editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{wall2026}, nil, surface.ReasonWallBanner),
		},
		{
			name: "continue_offer_alone", reason: "Ego Chat #67 negative: the continue offer with a usable composer is advisory, the state stays open",
			page: surfacePage(continueButton, editorReal),
			want: func() surface.Surface {
				s := st(surface.StateOpen, "", true, nil, []string{"Continue in a new chat"}, surface.ReasonSurfaceOpen, surface.ReasonContinuationOffered)
				s.ContinuationOffered = true
				return s
			}(),
		},
		{
			name: "continue_offer_unusable", reason: "the continue offer counts only while the composer is usable",
			page: surfacePage(continueButton, editorClosed),
			want: st(surface.StateOpen, "", false, nil, []string{"Continue in a new chat"}, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "missing_thread_bottom", reason: "Ego Chat #67 negative: no #thread-bottom classifies nothing, even with a wall on the page",
			page: `<html><body><div id="thread-bottom-container">` + bannerDiv(wall2026) + `</div></body></html>`,
			want: st(surface.StateMissing, "", false, nil, nil, surface.ReasonThreadBottomMissing),
		},
		{
			name: "thread_bottom_not_div", reason: "only a div is the surface",
			page: `<html><body><section id="thread-bottom">` + bannerDiv(wall2026) + `</section></body></html>`,
			want: st(surface.StateMissing, "", false, nil, nil, surface.ReasonThreadBottomMissing),
		},
		{
			name: "wall_outside_thread_bottom", reason: "no page-wide fallback: a wall next to #thread-bottom is not read",
			page: strings.Replace(surfacePage("", editorReal), `<div id="thread-bottom">`, bannerDiv(wall2026)+`<div id="thread-bottom">`, 1),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "duplicate_thread_bottom", reason: "two surfaces are ambiguous: nothing is proven",
			page: surfacePage(bannerDiv(wall2026), editorReal) + `<div id="thread-bottom"></div>`,
			want: st(surface.StateOpen, "", true, []string{wall2026}, nil, surface.ReasonSurfaceOpen, surface.ReasonThreadBottomDuplicate),
		},
		{
			name: "hidden_thread_bottom", reason: "a hidden surface shows nothing and its editor is not usable",
			page: strings.Replace(surfacePage(bannerDiv(wall2026), editorReal), `<div id="thread-bottom">`, `<div id="thread-bottom" hidden>`, 1),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable, surface.ReasonThreadBottomHidden),
		},
		{
			name: "textarea_fallback_only", reason: "a visible, enabled fallback textarea is a usable editor",
			page: surfacePage("", `<textarea name="prompt-textarea"></textarea><div contenteditable="true" id="prompt-textarea" style="display:none"></div>`),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
		{
			name: "both_editors_hidden", reason: "an editor that is present but hidden is not usable",
			page: surfacePage("", `<textarea name="prompt-textarea" style="display:none"></textarea><div contenteditable="true" id="prompt-textarea" class="hidden"></div>`),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "hidden_unnamed_textarea", reason: "a hidden textarea is an editor that exists but is not usable",
			page: surfacePage("", `<textarea style="display:none"></textarea>`),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "contenteditable_in_form", reason: "a contenteditable element inside the composer form is an editor even without the id",
			page: surfacePage(startNewChat, `<div contenteditable="plaintext-only" class="editor"></div>`),
			want: st(surface.StateOpen, "", true, nil, []string{"Start new chat"}, surface.ReasonSurfaceOpen),
		},
		{
			name: "no_editor", reason: "no editor at all is reported as missing",
			page: surfacePage("", ""),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerMissing),
		},
		{
			name: "aria_disabled_editor", reason: "aria-disabled on the editor makes it unusable",
			page: surfacePage(startNewChat, `<div contenteditable="true" id="prompt-textarea" aria-disabled="true"></div>`),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, nil, []string{"Start new chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "inert_ancestor", reason: "an inert ancestor makes the editor unusable",
			page: surfacePage(startNewChat, `<div inert>`+editorReal+`</div>`),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, nil, []string{"Start new chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "disabled_textarea", reason: "a disabled textarea is not editable",
			page: surfacePage(startNewChat, `<textarea name="prompt-textarea" disabled></textarea>`),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, nil, []string{"Start new chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "readonly_textarea", reason: "a read-only textarea is not editable",
			page: surfacePage("", `<textarea name="prompt-textarea" readonly></textarea>`),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "role_button_and_plain_anchor", reason: "role=button is an action; an anchor without href is text",
			page: surfacePage(`<div>Your plan changed. <a>Details</a></div><div role="button" tabindex="0">New chat</div>`, editorClosed),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, []string{"Your plan changed. Details"}, []string{"New chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "action_aria_label", reason: "an action's accessible label is its aria-label",
			page: surfacePage(`<button aria-label="Start new chat"><svg aria-hidden="true"></svg></button>`, editorClosed),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, nil, []string{"Start new chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "hidden_action", reason: "a hidden New chat action is not evidence",
			page: surfacePage(`<a href="/" class="invisible">Start new chat</a>`, editorClosed),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "action_inside_form", reason: "a New chat call to action inside the composer form, next to an unusable editor, is a closed chat (seed 000; this case used to want open)",
			page: surfacePage("", editorClosed+`<button>New chat</button>`),
			want: st(surface.StateClosed, surface.RuleClosedAction, false, nil, []string{"New chat"}, surface.ReasonClosedChat, surface.ReasonComposerUnusable),
		},
		{
			name: "control_inside_form", reason: "the composer form's own controls are no actions",
			page: surfacePage("", editorClosed+`<button>Use voice mode</button>`),
			want: st(surface.StateOpen, "", false, nil, nil, surface.ReasonSurfaceOpen, surface.ReasonComposerUnusable),
		},
		{
			name: "wall_after_four_banners", reason: "the wall is classified even when it is not among the reported banners",
			page: surfacePage(bannerDiv("one")+bannerDiv("two")+bannerDiv("three")+bannerDiv("four")+bannerDiv(wall2026), editorReal),
			want: st(surface.StateExhausted, "wall_2026_keep_talking", true, []string{"one", "two", "three", "four"}, nil, surface.ReasonWallBanner),
		},
		{
			name: "punctuation_only_block", reason: "a block without a letter or digit is not a banner",
			page: surfacePage(`<div>·</div><div> — </div>`, editorReal),
			want: st(surface.StateOpen, "", true, nil, nil, surface.ReasonSurfaceOpen),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := mustRead(t, tc.page)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%s:\n got %+v\nwant %+v", tc.reason, got, tc.want)
			}
		})
	}
}
