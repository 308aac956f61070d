package scan

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"time"
	"unicode/utf8"
)

// Defaults and bounds of a Request.
const (
	// DefaultWindow is how long before the attempt the proof looks.
	DefaultWindow = 10 * time.Minute
	// DefaultPageSize is ChatGPT's own page size.
	DefaultPageSize = 20
	// MinPageSize is the smallest page that can overlap its neighbour and
	// still bring a new item.
	MinPageSize = 2
	// MaxPageSize is the largest page requested.
	MaxPageSize = 100
	// DefaultPageCap is the most pages read per list when PageCap is 0.
	DefaultPageCap = 50
	// MaxPageCap is the largest page cap accepted.
	MaxPageCap = 10_000
	// MaxMarkerBytes is the longest delivery marker accepted.
	MaxMarkerBytes = 1024
)

// Stream is one of ChatGPT's two conversation streams.
type Stream string

// The streams.
const (
	// StreamChat is the ordinary history: exclude_conversation_origin=tpp.
	StreamChat Stream = "chat"
	// StreamWork holds Work-origin conversations: conversation_origin=tpp.
	StreamWork Stream = "work"
)

// List is one listing the proof reads in full: a stream, active or archived.
type List struct {
	// Stream is the stream listed, StreamChat or StreamWork.
	Stream Stream
	// Archived selects the archived list (is_archived=true); false is the
	// active list.
	Archived bool
}

// String names the list as recorded cases do: "active", "archived",
// "work/active", "work/archived".
func (l List) String() string {
	s := "active"
	if l.Archived {
		s = "archived"
	}
	if l.Stream == StreamWork {
		s = "work/" + s
	}
	return s
}

// Request says what to prove absent. Zero fields take their defaults.
type Request struct {
	// Attempt is when the interrupted Send was attempted.
	Attempt time.Time
	// Window is how long before Attempt a delivery could have created its
	// conversation; 0 means DefaultWindow.
	Window time.Duration
	// Marker is the text the delivered user message would contain.
	Marker string
	// Streams are the streams to list, each active and archived; nil means
	// StreamChat only.
	Streams []Stream
	// PageSize is the limit of each page request; 0 means DefaultPageSize.
	PageSize int
	// PageCap is the most pages read per list; 0 means DefaultPageCap.
	PageCap int
}

// ErrInvalidRequest wraps every error of Request validation.
var ErrInvalidRequest = errors.New("invalid scan request")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalidRequest, fmt.Sprintf(format, args...))
}

// normalized returns r with defaults filled in, or an error wrapping
// ErrInvalidRequest.
func (r Request) normalized() (Request, error) {
	if r.Attempt.IsZero() {
		return r, invalid("no attempt time")
	}
	switch {
	case r.Window == 0:
		r.Window = DefaultWindow
	case r.Window < 0:
		return r, invalid("negative window %v", r.Window)
	}
	if r.Marker == "" || len(r.Marker) > MaxMarkerBytes || !utf8.ValidString(r.Marker) {
		return r, invalid("marker must be 1 to %d bytes of UTF-8", MaxMarkerBytes)
	}
	if len(r.Streams) == 0 {
		r.Streams = []Stream{StreamChat}
	}
	seen := map[Stream]bool{}
	for _, s := range r.Streams {
		if s != StreamChat && s != StreamWork {
			return r, invalid("unknown stream %q", s)
		}
		if seen[s] {
			return r, invalid("stream %q given twice", s)
		}
		seen[s] = true
	}
	r.Streams = append([]Stream(nil), r.Streams...)
	switch {
	case r.PageSize == 0:
		r.PageSize = DefaultPageSize
	case r.PageSize < MinPageSize || r.PageSize > MaxPageSize:
		return r, invalid("page size %d outside %d..%d", r.PageSize, MinPageSize, MaxPageSize)
	}
	switch {
	case r.PageCap == 0:
		r.PageCap = DefaultPageCap
	case r.PageCap < 1 || r.PageCap > MaxPageCap:
		return r, invalid("page cap %d outside 1..%d", r.PageCap, MaxPageCap)
	}
	return r, nil
}

// Lists returns the lists the request requires, in reading order: for each
// stream in order, active then archived.
func (r Request) Lists() []List {
	streams := r.Streams
	if len(streams) == 0 {
		streams = []Stream{StreamChat}
	}
	var out []List
	for _, s := range streams {
		out = append(out, List{Stream: s}, List{Stream: s, Archived: true})
	}
	return out
}

// PageRequest is one listing page to fetch.
type PageRequest struct {
	// List is the list the page belongs to.
	List  List
	Index int // 0 for the list's first page
	// Offset is the list position of the page's first item: 0 for the
	// first page, then the previous page's last item (pages overlap by one).
	Offset int
	// Limit is the page size asked for, the Request's PageSize.
	Limit int
}

// Query returns the request's query parameters: offset, limit,
// order=updated, is_archived, and the stream's origin filter.
func (p PageRequest) Query() url.Values {
	q := url.Values{}
	q.Set("offset", strconv.Itoa(p.Offset))
	q.Set("limit", strconv.Itoa(p.Limit))
	q.Set("order", "updated")
	q.Set("is_archived", strconv.FormatBool(p.List.Archived))
	if p.List.Stream == StreamWork {
		q.Set("conversation_origin", "tpp")
	} else {
		q.Set("exclude_conversation_origin", "tpp")
	}
	return q
}

// Path returns the same-origin path to fetch, e.g.
// "/backend-api/conversations?exclude_conversation_origin=tpp&is_archived=false&limit=20&offset=0&order=updated".
func (p PageRequest) Path() string {
	return "/backend-api/conversations?" + p.Query().Encode()
}

// ConversationPath returns the same-origin path of a conversation detail.
func ConversationPath(id string) string {
	return "/backend-api/conversation/" + url.PathEscape(id)
}
