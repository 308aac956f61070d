package scan

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/txtarfile"

	"github.com/chatproof/chatproof/internal/testflag"
)

// mutation is one single-point change of a recorded case.
type mutation struct {
	name  string
	apply func(c *Case)
}

// TestNoSingleMutationYieldsAbsent enumerates every single-page and
// single-item deletion, duplication, reordering and corruption of the clean
// absent case, and of its candidate conversations, and requires that none
// is proven absent.
//
// Pages are matched to requests by the offset in their recorded url, so
// the order of the recordings themselves carries no evidence: reordering
// means the server answering a request with another offset's page, and
// duplicating means answering with a copy of another page (or recording
// two answers for one request). Corrupting means damaging the evidence —
// a wrong status, a body or field that no longer has the listing's shape,
// type or consistency — not replacing a value by another valid one, which
// no reader of the listing could tell apart from the truth.
//
// A plain go test runs the mutations sampleMutations keeps, some of every
// kind; CHATPROOF_EXHAUSTIVE=1, as CI runs, every one.
func TestNoSingleMutationYieldsAbsent(t *testing.T) {
	base := cleanCase()
	if rep, err := Run(base); err != nil || rep.Result != Absent {
		t.Fatalf("the clean case itself is %s %s (%v)", rep.Result, rep.Reason, err)
	}
	muts := allMutations(base)
	counts := map[string]int{}
	ran := 0
	for _, m := range sampleMutations(base, muts) {
		ran++
		c := cloneCase(base)
		m.apply(&c)
		rep, err := Run(c)
		if err == nil && rep.Result == Absent {
			t.Errorf("%s: proven absent (%s)", m.name, rep.Detail)
		}
		counts[strings.SplitN(m.name, " ", 2)[0]]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%d", k, counts[k]))
	}
	t.Logf("%d mutations, %d run: %s", len(muts), ran, strings.Join(parts, " "))
	if len(muts) < 500 {
		t.Errorf("only %d mutations enumerated", len(muts))
	}
}

// mutationSample is the share of the mutations a plain go test runs: one
// in mutationSample of every kind, which for most kinds is the one
// sampleMutations keeps of every kind.
const mutationSample = 30

// locationWord matches the words of a mutation's name that say where it
// acts (a list's page, a page, an item), not what it does.
var locationWord = regexp.MustCompile(`^((active|archived)/)?(page|item)\d+$`)

// sampleMutations returns the mutations of base a test runs: every one
// with CHATPROOF_EXHAUSTIVE=1, as CI runs, otherwise one in mutationSample
// of each kind, at least one, the kind's index shifting which. A kind is
// what a mutation does wherever it acts: its name without the words that
// say where (mutationKind), so every deletion, duplication, reordering and
// each corruption of a page, an item and a conversation still runs.
func sampleMutations(base Case, muts []mutation) []mutation {
	var kinds []string
	byKind := map[string][]mutation{}
	for _, m := range muts {
		k := mutationKind(base, m.name)
		if _, ok := byKind[k]; !ok {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], m)
	}
	var out []mutation
	for ki, k := range kinds {
		for i, m := range byKind[k] {
			if testflag.Within(ki, i, len(byKind[k]), mutationSample) {
				out = append(out, m)
			}
		}
	}
	return out
}

// mutationKind is a mutation's name without its locations: the pages,
// items and conversation ids of base it names.
func mutationKind(base Case, name string) string {
	var kind []string
	for _, w := range strings.Fields(name) {
		if _, isID := base.Conversations[w]; isID || locationWord.MatchString(w) {
			continue
		}
		kind = append(kind, w)
	}
	return strings.Join(kind, " ")
}

func allMutations(base Case) []mutation {
	var out []mutation
	add := func(name string, f func(c *Case)) { out = append(out, mutation{name, f}) }
	for _, l := range []List{activeL, archivedL} {
		n := len(base.Pages[l])
		for i := 0; i < n; i++ {
			where := fmt.Sprintf("%s/page%d", l, i)
			add("delete-page "+where, func(c *Case) {
				c.Pages[l] = append(c.Pages[l][:i:i], c.Pages[l][i+1:]...)
			})
			add("duplicate-page "+where+" recorded twice", func(c *Case) {
				c.Pages[l] = append(c.Pages[l], c.Pages[l][i])
			})
			for j := 0; j < n; j++ {
				if j == i {
					continue
				}
				add(fmt.Sprintf("duplicate-page %s as page%d", where, j), func(c *Case) {
					c.Pages[l][j].Body = c.Pages[l][i].Body
				})
				if j > i {
					add(fmt.Sprintf("reorder-page %s with page%d", where, j), func(c *Case) {
						c.Pages[l][i].Body, c.Pages[l][j].Body = c.Pages[l][j].Body, c.Pages[l][i].Body
					})
				}
			}
			for _, m := range pageCorruptions(l, i) {
				add("corrupt-page "+where+" "+m.name, m.apply)
			}
			var env map[string]any
			_ = json.Unmarshal(base.Pages[l][i].Body, &env)
			items := len(env["items"].([]any))
			for k := 0; k < items; k++ {
				for _, m := range itemMutations(l, i, k, items) {
					add(m.name+" "+fmt.Sprintf("%s item%d", where, k), m.apply)
				}
			}
		}
	}
	ids := make([]string, 0, len(base.Conversations))
	for id := range base.Conversations {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for a, id := range ids {
		add("delete-conversation "+id, func(c *Case) { delete(c.Conversations, id) })
		for b, other := range ids {
			if b == a {
				continue
			}
			add("duplicate-conversation "+other+" as "+id, func(c *Case) {
				r := c.Conversations[id]
				r.Body = c.Conversations[other].Body
				c.Conversations[id] = r
			})
			if b > a {
				add("reorder-conversation "+id+" with "+other, func(c *Case) {
					r, s := c.Conversations[id], c.Conversations[other]
					r.Body, s.Body = s.Body, r.Body
					c.Conversations[id], c.Conversations[other] = r, s
				})
			}
		}
		for _, m := range conversationCorruptions(id) {
			add("corrupt-conversation "+id+" "+m.name, m.apply)
		}
	}
	return out
}

// pageCorruptions damage page i of list l as a whole.
func pageCorruptions(l List, i int) []mutation {
	var out []mutation
	body := func(name string, f func(b []byte) []byte) {
		out = append(out, mutation{name, func(c *Case) { c.Pages[l][i].Body = f(c.Pages[l][i].Body) }})
	}
	env := func(name string, f func(m map[string]any)) {
		out = append(out, mutation{name, func(c *Case) { editPage(c, l, i, f) }})
	}
	for _, st := range []int{0, 201, 204, 301, 304, 403, 404, 429, 500, 502, 503} {
		out = append(out, mutation{fmt.Sprintf("status-%d", st), func(c *Case) { c.Pages[l][i].Status = st }})
	}
	for _, b := range []string{"", "null", "[]", "{}", `"x"`, "<html>Just a moment...</html>"} {
		body("body-"+b, func([]byte) []byte { return []byte(b) })
	}
	body("truncated", func(b []byte) []byte { return b[:len(b)/2] })
	body("trailing-data", func(b []byte) []byte { return append(b, []byte(` {}`)...) })
	body("invalid-utf8", func(b []byte) []byte {
		return []byte(strings.Replace(string(b), `{`, "{\"x\":\"\xff\",", 1))
	})
	env("has-missing", func(m map[string]any) { m["has_missing_conversations"] = true })
	for _, k := range []string{"items", "total", "limit", "offset", "has_missing_conversations"} {
		env("drop-"+k, func(m map[string]any) { delete(m, k) })
		env("null-"+k, func(m map[string]any) { m[k] = nil })
		env("string-"+k, func(m map[string]any) { m[k] = "1" })
		env("recase-"+k, func(m map[string]any) { m[strings.ToUpper(k)] = m[k]; delete(m, k) })
	}
	for _, k := range []string{"total", "limit", "offset"} {
		env(k+"-plus-one", func(m map[string]any) { m[k] = m[k].(float64) + 1 })
		env(k+"-minus-one", func(m map[string]any) { m[k] = m[k].(float64) - 1 })
		env(k+"-fraction", func(m map[string]any) { m[k] = m[k].(float64) + 0.5 })
	}
	env("items-empty", func(m map[string]any) { m["items"] = []any{} })
	return out
}

// itemMutations delete, duplicate, reorder and corrupt item k of page i.
func itemMutations(l List, i, k, n int) []mutation {
	var out []mutation
	items := func(name string, f func(it []any) []any) {
		out = append(out, mutation{name, func(c *Case) { editItems(c, l, i, f) }})
	}
	field := func(name string, f func(m map[string]any)) {
		items("corrupt-item "+name, func(it []any) []any { f(itemAt(it, k)); return it })
	}
	items("delete-item", func(it []any) []any { return append(it[:k:k], it[k+1:]...) })
	items("duplicate-item", func(it []any) []any {
		return append(append(it[:k+1:k+1], it[k]), it[k+1:]...)
	})
	if k+1 < n {
		items("reorder-item with next", func(it []any) []any { it[k], it[k+1] = it[k+1], it[k]; return it })
	}
	for _, key := range []string{"id", "create_time", "update_time"} {
		field("drop-"+key, func(m map[string]any) { delete(m, key) })
		field("null-"+key, func(m map[string]any) { m[key] = nil })
		field("number-"+key, func(m map[string]any) { m[key] = 1764725793.107499 })
		field("empty-"+key, func(m map[string]any) { m[key] = "" })
		field("recase-"+key, func(m map[string]any) { m[strings.ToUpper(key)] = m[key]; delete(m, key) })
	}
	field("id-not-an-id", func(m map[string]any) { m["id"] = "../" + m["id"].(string) })
	for _, key := range []string{"create_time", "update_time"} {
		field("unzoned-"+key, func(m map[string]any) { m[key] = unzone(m[key].(string)) })
		field("unknown-offset-"+key, func(m map[string]any) { m[key] = unzone(m[key].(string)) + "-00:00" })
		field("garbage-"+key, func(m map[string]any) { m[key] = "yesterday" })
	}
	field("created-after-update", func(m map[string]any) {
		u, _ := ParseListTime(m["update_time"].(string))
		m["create_time"] = stamp(u.Add(time.Second))
	})
	field("flip-is_archived", func(m map[string]any) { m["is_archived"] = !l.Archived })
	field("string-is_archived", func(m map[string]any) { m["is_archived"] = "no" })
	items("corrupt-item string", func(it []any) []any { it[k] = "x"; return it })
	items("corrupt-item null", func(it []any) []any { it[k] = nil; return it })
	items("corrupt-item array", func(it []any) []any { it[k] = []any{}; return it })
	return out
}

// conversationCorruptions damage the detail of candidate id.
func conversationCorruptions(id string) []mutation {
	var out []mutation
	rec := func(name string, f func(r *Recorded)) {
		out = append(out, mutation{name, func(c *Case) {
			r := c.Conversations[id]
			f(&r)
			c.Conversations[id] = r
		}})
	}
	edit := func(name string, f func(m map[string]any)) {
		out = append(out, mutation{name, func(c *Case) { editConversation(c, id, f) }})
	}
	user := func(m map[string]any) map[string]any {
		return m["mapping"].(map[string]any)[userNodeKey(m)].(map[string]any)["message"].(map[string]any)
	}
	for _, st := range []int{0, 204, 401, 404, 429, 500} {
		rec(fmt.Sprintf("status-%d", st), func(r *Recorded) { r.Status = st })
	}
	for _, b := range []string{"", "null", "{}", "[]", "<html></html>"} {
		rec("body-"+b, func(r *Recorded) { r.Body = []byte(b) })
	}
	rec("truncated", func(r *Recorded) { r.Body = r.Body[:len(r.Body)/2] })
	edit("other-conversation_id", func(m map[string]any) { m["conversation_id"] = "0000" + m["conversation_id"].(string)[4:] })
	edit("drop-conversation_id", func(m map[string]any) { delete(m, "conversation_id") })
	edit("drop-mapping", func(m map[string]any) { delete(m, "mapping") })
	edit("empty-mapping", func(m map[string]any) { m["mapping"] = map[string]any{} })
	edit("string-create_time", func(m map[string]any) { m["create_time"] = "2026-09-23T04:31:07Z" })
	edit("drop-create_time", func(m map[string]any) { delete(m, "create_time") })
	edit("drop-user-node", func(m map[string]any) { delete(m["mapping"].(map[string]any), userNodeKey(m)) })
	edit("null-user-message", func(m map[string]any) {
		m["mapping"].(map[string]any)[userNodeKey(m)].(map[string]any)["message"] = nil
	})
	edit("user-role-assistant", func(m map[string]any) { user(m)["author"].(map[string]any)["role"] = "assistant" })
	edit("drop-user-author", func(m map[string]any) { delete(user(m), "author") })
	edit("user-content-code", func(m map[string]any) { user(m)["content"].(map[string]any)["content_type"] = "code" })
	edit("user-parts-empty", func(m map[string]any) { user(m)["content"].(map[string]any)["parts"] = []any{} })
	edit("user-parts-string", func(m map[string]any) { user(m)["content"].(map[string]any)["parts"] = "text" })
	edit("user-parts-blank", func(m map[string]any) { user(m)["content"].(map[string]any)["parts"] = []any{" \n"} })
	return out
}

// userNodeKey returns the mapping key of the first (in key order) node of a
// conversation body whose message is authored by the user; the builder's
// cases and the recorded ones name their nodes differently.
func userNodeKey(m map[string]any) string {
	mapping := m["mapping"].(map[string]any)
	keys := make([]string, 0, len(mapping))
	for k := range mapping {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		node, _ := mapping[k].(map[string]any)
		msg, _ := node["message"].(map[string]any)
		author, _ := msg["author"].(map[string]any)
		if author["role"] == "user" {
			return k
		}
	}
	panic("conversation body without a user node")
}

// notEvidence lists mutations of recorded cases that change a value the
// proof does not rest on, so the result rightly stays absent; each says why.
var notEvidence = map[string]string{
	// The active list ends on its first page at an item updated before the
	// window; its total is not consulted, and total+1 is as consistent with
	// that page (4 items of limit 4) as the recorded total.
	"absent_window-boundary.txtar: corrupt-page active/page0 total-plus-one": "list ended by the window",
}

// sameCase reports whether a mutation left the case as it was (emptying
// the items of an already empty page, for instance).
func sameCase(a, b Case) bool {
	norm := func(c Case) map[string]any {
		out := map[string]any{}
		for name, raw := range caseFiles(c) {
			var v any
			if json.Unmarshal(raw, &v) != nil {
				v = string(raw)
			}
			out[name] = v
		}
		return out
	}
	return reflect.DeepEqual(norm(a), norm(b))
}

// TestNoSingleMutationYieldsAbsentRecorded applies the same enumeration to
// every recorded corpus case whose result is absent: a single deleted,
// duplicated, reordered or corrupted page, item or conversation of a
// recorded clean proof is never proven absent either. A plain go test runs
// the mutations sampleMutations keeps of each case (a notEvidence entry is
// checked when its mutation runs); CHATPROOF_EXHAUSTIVE=1, as CI runs,
// every one.
func TestNoSingleMutationYieldsAbsentRecorded(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "corpus", "fixtures", "scan", "absent_*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded absent cases (%v)", err)
	}
	total := 0
	used, ran := map[string]bool{}, map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		base, err := decodeArchive(txtarfile.Parse(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rep, err := Run(base); err != nil || rep.Result != Absent {
			t.Fatalf("%s: the recorded case itself is %s %s (%v)", f, rep.Result, rep.Reason, err)
		}
		name := filepath.Base(f)
		muts := allMutations(base)
		sampled := sampleMutations(base, muts)
		for _, m := range sampled {
			ran[name+": "+m.name] = true
			c := cloneCase(base)
			m.apply(&c)
			rep, err := Run(c)
			if err != nil || rep.Result != Absent {
				continue
			}
			if _, ok := notEvidence[name+": "+m.name]; ok {
				used[name+": "+m.name] = true
				continue
			}
			if sameCase(base, c) {
				continue
			}
			t.Errorf("%s: %s: proven absent (%s)", name, m.name, rep.Detail)
		}
		total += len(muts)
		t.Logf("%s: %d mutations, %d run", filepath.Base(f), len(muts), len(sampled))
	}
	if total < 500 {
		t.Errorf("only %d mutations enumerated over the recorded cases", total)
	}
	for k := range notEvidence {
		if ran[k] && !used[k] {
			t.Errorf("notEvidence lists %q, which no longer stays absent: drop it", k)
		}
	}
}
