package scan

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"
)

// The test world: a recorded case built from full listings the way the
// server would answer the proof's requests.

var (
	attemptT  = time.Date(2026, 9, 23, 4, 31, 7, 482913000, time.UTC)
	testMark  = "[chatproof-marker:7f3a91]"
	sinceT    = attemptT.Add(-DefaultWindow)
	pageSizeT = 5
)

// tItem is one conversation of a full listing.
type tItem struct {
	id               string
	created, updated time.Time
	userText         string // "" for no readable user message
}

// isoTime renders t the way listings do, alternating the two zone forms.
func isoTime(t time.Time, plusForm bool) string {
	if plusForm {
		return t.UTC().Format("2006-01-02T15:04:05.000000") + "+00:00"
	}
	return t.UTC().Format("2006-01-02T15:04:05.000000Z")
}

func itemJSON(it tItem, archived bool, i int) map[string]any {
	return map[string]any{
		"id":           it.id,
		"title":        "Conversation " + it.id[:8],
		"create_time":  isoTime(it.created, i%2 == 1),
		"update_time":  isoTime(it.updated, i%2 == 0),
		"mapping":      nil,
		"current_node": nil,
		"is_archived":  archived,
		"is_starred":   nil,
		"gizmo_id":     nil,
	}
}

func pageBody(items []map[string]any, total, limit, offset int) []byte {
	if items == nil {
		items = []map[string]any{}
	}
	b, err := json.Marshal(map[string]any{
		"items": items, "total": total, "limit": limit, "offset": offset,
		"has_missing_conversations": false,
	})
	if err != nil {
		panic(err)
	}
	return b
}

func pageURL(l List, offset, limit int) string {
	p := PageRequest{List: l, Offset: offset, Limit: limit}
	return "https://chatgpt.com" + p.Path()
}

// serve records the pages the proof requests of full (newest first): from
// offset 0, each next page at the previous one's last item, until a page
// reaches an item updated before since or the end.
func serve(l List, full []tItem, limit int) []Recorded {
	var out []Recorded
	off := 0
	for n := 0; ; n++ {
		end := min(off+limit, len(full))
		var items []map[string]any
		for i := off; i < end; i++ {
			items = append(items, itemJSON(full[i], l.Archived, i))
		}
		out = append(out, Recorded{
			Section: fmt.Sprintf("%s/%03d.json", l, n),
			Status:  200, URL: pageURL(l, off, limit), Offset: off,
			Body: pageBody(items, len(full), limit, off),
		})
		if end == len(full) || (end > off && full[end-1].updated.Before(sinceT)) {
			return out
		}
		off = end - 1
	}
}

// conversationBody renders a detail with a system message, the user
// message (when text is not empty) and an assistant reply.
func conversationBody(id string, created time.Time, text string) []byte {
	ct := float64(created.UnixMicro()) / 1e6
	node := func(nid, role, ctype string, parts []any, parent any, children []string) map[string]any {
		return map[string]any{
			"id": nid, "parent": parent, "children": children,
			"message": map[string]any{
				"id": nid, "author": map[string]any{"role": role, "name": nil, "metadata": map[string]any{}},
				"create_time": ct, "content": map[string]any{"content_type": ctype, "parts": parts},
				"status": "finished_successfully", "metadata": map[string]any{},
			},
		}
	}
	mapping := map[string]any{
		"client-created-root": map[string]any{"id": "client-created-root", "message": nil, "parent": nil, "children": []string{"n1-system"}},
		"n1-system":           node("n1-system", "system", "text", []any{""}, "client-created-root", []string{"n2-user"}),
	}
	if text != "" {
		mapping["n2-user"] = node("n2-user", "user", "text", []any{text}, "n1-system", []string{"n3-assistant"})
	}
	mapping["n3-assistant"] = node("n3-assistant", "assistant", "text", []any{"Sure — here it is."}, "n2-user", []string{})
	b, err := json.Marshal(map[string]any{
		"title": "Conversation", "create_time": ct, "update_time": ct + 30,
		"mapping": mapping, "current_node": "n3-assistant", "conversation_id": id,
		"is_archived": false, "safe_urls": []string{}, "default_model_slug": "gpt-5",
	})
	if err != nil {
		panic(err)
	}
	return b
}

func uuidN(prefix byte, n int) string {
	return fmt.Sprintf("%c%07x-4e1a-4c3b-9d2e-%012x", prefix, n, n*7919)
}

// cleanFull returns the two full listings of the clean absent case.
// Active: 40 conversations; updated every 90 s from 3 min after the attempt;
// even ones created 30 s before their update, odd ones two hours before.
// The proof reads offsets 0, 4, 8 and stops at item 9 (updated before the
// window). Archived: 9 conversations ending by total on the second page,
// one created inside the window.
func cleanFull() (active, archived []tItem) {
	for i := 0; i < 40; i++ {
		up := attemptT.Add(3*time.Minute - time.Duration(i)*90*time.Second)
		cr := up.Add(-2 * time.Hour)
		if i%2 == 0 {
			cr = up.Add(-30 * time.Second)
		}
		active = append(active, tItem{id: uuidN('a', i), created: cr, updated: up, userText: "Summarise the notes, part " + strconv.Itoa(i)})
	}
	for i := 0; i < 9; i++ {
		up := attemptT.Add(time.Minute - time.Duration(i)*70*time.Second)
		cr := up.Add(-72 * time.Hour)
		if i == 1 {
			cr = up.Add(-10 * time.Second)
		}
		archived = append(archived, tItem{id: uuidN('b', i), created: cr, updated: up, userText: "Old thread " + strconv.Itoa(i)})
	}
	return active, archived
}

// buildCase records a case for the chat stream from full listings.
func buildCase(active, archived []tItem) Case {
	c := Case{
		Request:       Request{Attempt: attemptT, Marker: testMark, PageSize: pageSizeT, PageCap: 10},
		Pages:         map[List][]Recorded{},
		Conversations: map[string]Recorded{},
	}
	for _, x := range []struct {
		l    List
		full []tItem
	}{{List{Stream: StreamChat}, active}, {List{Stream: StreamChat, Archived: true}, archived}} {
		c.Pages[x.l] = serve(x.l, x.full, pageSizeT)
		for _, it := range x.full {
			if !it.created.Before(sinceT) {
				c.Conversations[it.id] = Recorded{
					Section: "conversation/" + it.id + ".json", Status: 200,
					URL:  "https://chatgpt.com" + ConversationPath(it.id),
					Body: conversationBody(it.id, it.created, it.userText),
				}
			}
		}
	}
	return c
}

func cleanCase() Case {
	a, b := cleanFull()
	return buildCase(a, b)
}

// cloneCase deep-copies c so a mutation cannot leak into another case.
func cloneCase(c Case) Case {
	out := c
	out.Pages = map[List][]Recorded{}
	for l, recs := range c.Pages {
		cp := make([]Recorded, len(recs))
		for i, r := range recs {
			r.Body = append([]byte(nil), r.Body...)
			cp[i] = r
		}
		out.Pages[l] = cp
	}
	out.Conversations = map[string]Recorded{}
	for id, r := range c.Conversations {
		r.Body = append([]byte(nil), r.Body...)
		out.Conversations[id] = r
	}
	return out
}

// caseFiles renders c as the sections of its txtar form.
func caseFiles(c Case) map[string][]byte {
	files := map[string][]byte{}
	req := map[string]any{
		"attempt": c.Request.Attempt.Format(time.RFC3339Nano), "marker": c.Request.Marker,
		"page_size": c.Request.PageSize, "page_cap": c.Request.PageCap,
	}
	files["request.json"], _ = json.Marshal(req)
	add := func(r Recorded) {
		b, _ := json.Marshal(map[string]any{"status": r.Status, "url": r.URL, "body": json.RawMessage(r.Body)})
		files[r.Section] = b
	}
	for _, recs := range c.Pages {
		for _, r := range recs {
			add(r)
		}
	}
	for _, r := range c.Conversations {
		add(r)
	}
	return files
}
