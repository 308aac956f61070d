package recovery

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/grammar"
)

// t0 is the submit time of every test conversation.
var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func at(d time.Duration) time.Time { return t0.Add(d) }

const replyText = "A readiness probe decides whether the pod gets traffic; a liveness probe decides whether the container is restarted."

// baseInput is a quiet, safe moment 2 minutes after a submit: the page shows
// the finished reply a1, the view has been still for 90s, the server agrees.
func baseInput() Input {
	return Input{
		Now:      at(2 * time.Minute),
		Page:     convPage,
		Auto:     true,
		Bound:    true,
		Delivery: DeliveryConfirmed,
		View: View{
			Known: true, AssistantID: "a1", UserID: "u1", Text: replyText, TurnIndex: 4,
			Finished: true, LastChange: at(30 * time.Second),
		},
		Server: server("assistant", "a1", replyText, FinishYes, at(25*time.Second)),
		State:  State{ConversationID: "c1", LastSubmit: At(t0)},
	}
}

// convPage is the page of every test conversation: ChatGPT conversation c1,
// named as a caller must name it.
var convPage = Page{Site: SiteChatGPT, Kind: PageConversation, ConversationID: "c1"}

// server builds a decoded snapshot whose current node is a message of role;
// for "assistant" it is the reply id with text.
func server(role, id, text string, fin Finish, updated time.Time) Server {
	s := Server{OK: true, ConversationID: "c1", CurrentNodeRole: role,
		LatestUser: Message{ID: "u1", Role: "user"}}
	switch role {
	case "assistant":
		s.CurrentNode = id
		s.Assistant = Message{ID: id, Role: "assistant", Text: text, CompareLen: grammar.ComparableLen(text), Finished: fin, Updated: updated}
	case "user":
		s.CurrentNode = "u1"
	default:
		s.CurrentNode = "n1"
	}
	return s
}

// tcase is one table case; every case says why its expectation is right.
type tcase struct {
	name   string
	reason string
	mod    func(*Input)
	action Action
	code   string
	// has lists further codes Reasons must contain.
	has []string
}

func runTable(t *testing.T, f func(Input) (Decision, State), cases []tcase) {
	t.Helper()
	names := map[string]bool{}
	for _, tc := range cases {
		if tc.reason == "" || tc.name == "" || names[tc.name] {
			t.Fatalf("case %q: every case needs a unique name and a reason", tc.name)
		}
		names[tc.name] = true
		t.Run(tc.name, func(t *testing.T) {
			in := baseInput()
			if tc.mod != nil {
				tc.mod(&in)
			}
			d, _ := f(in)
			if d.Action != tc.action || d.Reason != tc.code {
				t.Errorf("%s\ngot  %s/%s (reasons %v)\nwant %s/%s", tc.reason, d.Action, d.Reason, d.Reasons, tc.action, tc.code)
			}
			for _, h := range tc.has {
				if !contains(d.Reasons, h) {
					t.Errorf("%s\nreasons %v lack %s", tc.reason, d.Reasons, h)
				}
			}
			if len(d.Reasons) == 0 || d.Reasons[0] != d.Reason {
				t.Errorf("Reasons %v must start with Reason %s", d.Reasons, d.Reason)
			}
		})
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func short(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return strings.Clone(s)
}

func fmtSprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
