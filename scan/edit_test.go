package scan

import (
	"encoding/json"
	"strings"
	"time"
)

// Functions that edit a recorded case's bodies as decoded JSON.

var (
	activeL   = List{Stream: StreamChat}
	archivedL = List{Stream: StreamChat, Archived: true}
)

// editPage decodes page i of list l, applies f and re-encodes it.
func editPage(c *Case, l List, i int, f func(m map[string]any)) {
	var m map[string]any
	if err := json.Unmarshal(c.Pages[l][i].Body, &m); err != nil {
		panic(err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	c.Pages[l][i].Body = b
}

// editItems edits the items of page i of list l.
func editItems(c *Case, l List, i int, f func(items []any) []any) {
	editPage(c, l, i, func(m map[string]any) { m["items"] = f(m["items"].([]any)) })
}

// editConversation decodes conversation id, applies f and re-encodes it.
func editConversation(c *Case, id string, f func(m map[string]any)) {
	r := c.Conversations[id]
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		panic(err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	r.Body = b
	c.Conversations[id] = r
}

// setUserText replaces the text of the user message of conversation id.
func setUserText(c *Case, id, text string) {
	editConversation(c, id, func(m map[string]any) {
		n := m["mapping"].(map[string]any)["n2-user"].(map[string]any)
		n["message"].(map[string]any)["content"].(map[string]any)["parts"] = []any{text}
	})
}

func itemAt(items []any, i int) map[string]any { return items[i].(map[string]any) }

// stamp renders a time in the listing's Z form.
func stamp(t time.Time) string { return isoTime(t, false) }

// unzone drops the zone of a listing time.
func unzone(s string) string {
	return strings.TrimSuffix(strings.TrimSuffix(s, "Z"), "+00:00")
}
