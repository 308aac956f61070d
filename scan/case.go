package scan

import (
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Case is a recorded proof: the request and every response recorded for it.
//
// Its recorded form (read by corpus.ReadScanCase, or by DecodeCase from
// sections by name) has the sections
//
//	request.json               the Request (see DecodeRequest)
//	active/NNN.json            chat-stream pages, active list
//	archived/NNN.json          chat-stream pages, archived list
//	work/active/NNN.json       Work-stream pages (when streams has "work")
//	work/archived/NNN.json
//	conversation/<id>.json     candidate details
//
// each response being {"status": 200, "url": "…", "body": …}. body is the
// JSON the server returned, or a JSON string holding a body that is not
// JSON (an HTML error page, a truncated read). The page a proof requests
// is looked up by the offset in the recorded url, not by NNN, which only
// orders the sections; the url must also name the section's list
// (is_archived and the stream's origin filter).
type Case struct {
	// Request is the proof to replay, from the request.json section.
	Request    Request
	Exchange   *Exchange   // checked with CheckEligibility when present
	Generation *Generation // checked with CheckGeneration when present
	// Pages holds each list's recorded pages in section order.
	Pages map[List][]Recorded
	// Conversations holds recorded details by conversation id.
	Conversations map[string]Recorded
}

// Recorded is one recorded response.
type Recorded struct {
	// Section is the name of the section it was read from, e.g.
	// "active/000.json" or "conversation/<id>.json".
	Section string
	// Status is the recorded HTTP status code, at most 999.
	Status int
	// URL is the recorded request URL; it names the page's list and
	// offset, or the conversation's id.
	URL string
	// Offset is the offset in URL (pages only).
	Offset int
	// Body is the response body as received: the recorded JSON value, or
	// the contents of a recorded JSON string for a body that is not JSON.
	Body []byte
}

var (
	pageSection = regexp.MustCompile(`^(work/)?(active|archived)/([0-9]{3,5})\.json$`)
	convSection = regexp.MustCompile(`^conversation/(.+)\.json$`)
)

// IsCaseSection reports whether name is an input section of a recorded
// case (request.json, a page or a conversation).
func IsCaseSection(name string) bool {
	if name == "request.json" || pageSection.MatchString(name) {
		return true
	}
	m := convSection.FindStringSubmatch(name)
	return m != nil && ValidID(m[1])
}

// DecodeCase decodes a case from its sections by name; "want" and "flags"
// are ignored, any other unknown name is an error, as are pages of a stream
// the request does not list and two pages of one list at the same offset.
func DecodeCase(files map[string][]byte) (Case, error) {
	c := Case{Pages: map[List][]Recorded{}, Conversations: map[string]Recorded{}}
	req, ok := files["request.json"]
	if !ok {
		return c, fmt.Errorf("no request.json section")
	}
	var err error
	if c.Request, c.Exchange, c.Generation, err = DecodeRequest(req); err != nil {
		return c, err
	}
	streams := map[Stream]bool{}
	for _, l := range c.Request.Lists() {
		streams[l.Stream] = true
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		data := files[name]
		switch {
		case name == "request.json" || name == "want" || name == "flags":
		case pageSection.MatchString(name):
			m := pageSection.FindStringSubmatch(name)
			l := List{Stream: StreamChat, Archived: m[2] == "archived"}
			if m[1] != "" {
				l.Stream = StreamWork
			}
			if !streams[l.Stream] {
				return c, fmt.Errorf("%s: stream %q is not in the request's streams", name, l.Stream)
			}
			rec, err := decodeRecorded(name, data)
			if err != nil {
				return c, err
			}
			if rec.Offset, err = pageURLOffset(rec.URL, l); err != nil {
				return c, fmt.Errorf("%s: url: %v", name, err)
			}
			for _, other := range c.Pages[l] {
				if other.Offset == rec.Offset {
					return c, fmt.Errorf("%s: offset %d already recorded in %s", name, rec.Offset, other.Section)
				}
			}
			c.Pages[l] = append(c.Pages[l], rec)
		case convSection.MatchString(name):
			id := convSection.FindStringSubmatch(name)[1]
			if !ValidID(id) {
				return c, fmt.Errorf("%s: %q is not a conversation id", name, id)
			}
			rec, err := decodeRecorded(name, data)
			if err != nil {
				return c, err
			}
			if err := conversationURL(rec.URL, id); err != nil {
				return c, fmt.Errorf("%s: url: %v", name, err)
			}
			c.Conversations[id] = rec
		default:
			return c, fmt.Errorf("unknown section %q", name)
		}
	}
	return c, nil
}

// decodeRecorded decodes {"status", "url", "body"}, all three required.
func decodeRecorded(name string, data []byte) (Recorded, error) {
	rec := Recorded{Section: name}
	m, err := object(data)
	if err != nil {
		return rec, fmt.Errorf("%s: %v", name, err)
	}
	if err := m.only("status", "url", "body"); err != nil {
		return rec, fmt.Errorf("%s: %v", name, err)
	}
	if rec.Status, err = jsonCount(m["status"]); err != nil || rec.Status > 999 {
		return rec, fmt.Errorf("%s: status is not an HTTP status", name)
	}
	if rec.URL, err = jsonString(m["url"]); err != nil {
		return rec, fmt.Errorf("%s: url: %v", name, err)
	}
	raw, ok := m["body"]
	if !ok {
		return rec, fmt.Errorf("%s: no body", name)
	}
	if s, err := jsonString(raw); err == nil {
		rec.Body = []byte(s)
	} else {
		rec.Body = append([]byte(nil), raw...)
	}
	return rec, nil
}

// pageURLOffset checks that a recorded listing url names list l and returns
// its offset.
func pageURLOffset(raw string, l List) (int, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return 0, err
	}
	if !strings.HasSuffix(u.Path, "/backend-api/conversations") {
		return 0, fmt.Errorf("path %q is not the conversation listing", u.Path)
	}
	q := u.Query()
	one := func(key string) (string, bool) {
		v, ok := q[key]
		return strings.Join(v, ","), ok && len(v) == 1
	}
	if v, ok := one("is_archived"); !ok || v != strconv.FormatBool(l.Archived) {
		return 0, fmt.Errorf("is_archived=%q does not name the %s list", v, l)
	}
	origin, hasOrigin := q["conversation_origin"]
	exclude, hasExclude := q["exclude_conversation_origin"]
	switch l.Stream {
	case StreamWork:
		if hasExclude || len(origin) != 1 || origin[0] != "tpp" {
			return 0, fmt.Errorf("a Work-stream page needs conversation_origin=tpp and no exclusion")
		}
	default:
		if hasOrigin || len(exclude) != 1 || exclude[0] != "tpp" {
			return 0, fmt.Errorf("a chat-stream page needs exclude_conversation_origin=tpp and no origin")
		}
	}
	v, ok := one("offset")
	if !ok {
		return 0, fmt.Errorf("no single offset")
	}
	off, err := jsonCount([]byte(v))
	if err != nil {
		return 0, fmt.Errorf("offset %q: %v", v, err)
	}
	return off, nil
}

// conversationURL checks that a recorded detail url names conversation id.
func conversationURL(raw, id string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Path != "/backend-api/conversation/"+id && !strings.HasSuffix(u.Path, "/backend-api/conversation/"+id) {
		return fmt.Errorf("path %q is not conversation %s", u.Path, id)
	}
	return nil
}
