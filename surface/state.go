package surface

// Surface is the composer surface of one snapshot, read from
// div#thread-bottom. Its JSON form is the "surface" object of the
// chatproof.snapshot/v1 verdict.
type Surface struct {
	// State is one of StateOpen, StateExhausted, StateQuota, StateClosed or
	// StateMissing.
	State State `json:"state"`
	// ContinuationOffered is advisory: a "Continue in a new chat" action is
	// shown while the composer is usable.
	ContinuationOffered bool `json:"continuation_offered"`
	// ComposerUsable reports that an editor is present, visible, editable
	// and not disabled.
	ComposerUsable bool `json:"composer_usable"`
	// Banners are the visible text blocks of the surface, in document order:
	// at most MaxBanners, each at most MaxBannerRunes runes. Never nil.
	Banners []string `json:"banners"`
	// Actions are the accessible labels of the visible buttons and links of
	// the surface other than the composer's own controls, in document order:
	// at most MaxActions, each at most MaxActionRunes runes. Never nil.
	Actions []string `json:"actions"`
	// Rule names the wording rule that decided State ("" when none did).
	Rule string `json:"rule"`
	// Reasons are the reason codes of the read, the state's own code first.
	// Never nil.
	Reasons []string `json:"-"`
}

// State is the state of a composer surface: the value of Surface.State.
type State string

// Values of Surface.State.
const (
	// StateOpen: no wall, usage limit or closed chat is shown.
	StateOpen State = "open"
	// StateExhausted: a banner is a known conversation-length wall sentence.
	StateExhausted State = "exhausted"
	// StateQuota: a banner is a known usage-limit sentence.
	StateQuota State = "quota"
	// StateClosed: the composer is not usable and a "New chat" or "Start new
	// chat" action is shown.
	StateClosed State = "closed"
	// StateMissing: the page has no div#thread-bottom, or the site's
	// wording it would take to read it is unknown; nothing is inferred.
	StateMissing State = "missing"
)

// RuleClosedAction is the Rule of a StateClosed read: an unusable composer
// next to a new-chat action.
const RuleClosedAction = "closed_new_chat_action"

// Bounds of a read.
const (
	// MaxBanners is the number of banners reported.
	MaxBanners = 4
	// MaxBannerRunes is the length of a reported banner.
	MaxBannerRunes = 160
	// MaxActions is the number of actions reported.
	MaxActions = 8
	// MaxActionRunes is the length of a reported action label.
	MaxActionRunes = 80
	// MaxScanBlocks is the number of text blocks classified. A surface with
	// more blocks is read as truncated (ReasonScanTruncated).
	MaxScanBlocks = 256
	// MaxScanActions is the number of actions classified. A surface with
	// more actions is read as truncated (ReasonScanTruncated).
	MaxScanActions = 256
	// MaxScanRunes is the length up to which a text block or an action
	// label is read for classification. A longer one is never matched
	// (ReasonLongLabelSkipped): an exact sentence match cannot be proven on
	// a clipped label.
	MaxScanRunes = 1024
)

// Reason codes of a read: what each means is in the package documentation;
// (*scanner).decide (read.go, go doc -u) gives every one, from the
// evidence the scan recorded, and the comment names the rule that records
// it.
const (
	// ReasonThreadBottomMissing: read finds no div#thread-bottom.
	ReasonThreadBottomMissing = "thread_bottom_missing"
	// ReasonThreadBottomDuplicate: findThreadBottom finds a second one.
	ReasonThreadBottomDuplicate = "thread_bottom_duplicate"
	// ReasonThreadBottomHidden: the element decide reads is hidden.
	ReasonThreadBottomHidden = "thread_bottom_hidden"
	// ReasonWallBanner: (*scanner).flush or endBlock matched a wall sentence.
	ReasonWallBanner = "wall_banner"
	// ReasonQuotaBanner: (*scanner).flush or endBlock matched a usage-limit
	// sentence.
	ReasonQuotaBanner = "quota_banner"
	// ReasonClosedChat: (*scanner).classifyActions found a new-chat action
	// and (*scanner).editor no usable editor.
	ReasonClosedChat = "closed_chat"
	// ReasonSurfaceOpen: decide proved none of the other states.
	ReasonSurfaceOpen = "surface_open"
	// ReasonComposerMissing: (*scanner).editor saw no editor.
	ReasonComposerMissing = "composer_missing"
	// ReasonComposerUnusable: (*scanner).editor saw editors, none usable.
	ReasonComposerUnusable = "composer_unusable"
	// ReasonContinuationOffered: (*scanner).classifyActions found a
	// continue-in-a-new-chat action next to a usable editor.
	ReasonContinuationOffered = "continuation_offered"
	// ReasonScanTruncated: the scan passed MaxScanBlocks or MaxScanActions.
	ReasonScanTruncated = "surface_scan_truncated"
	// ReasonLongLabelSkipped: (*scanner).flush skipped a block longer than
	// MaxScanRunes.
	ReasonLongLabelSkipped = "long_label_skipped"
	// ReasonSurfaceWordingUnknown: decide could not prove the state, since
	// the site's wall, quota or closed-chat wording is unknown to the
	// grammar (site.Profile.Wording) and the surface showed text or an
	// unusable composer that wording would have to read (missing).
	ReasonSurfaceWordingUnknown = "surface_wording_unknown"
)
