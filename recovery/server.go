package recovery

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/bound"
)

// Limits of the conversation-snapshot decoder.
const (
	// MaxServerBytes caps a /backend-api/conversation/{id} document.
	MaxServerBytes = 32 << 20
	// MaxWalk is how many parents of current_node are walked.
	MaxWalk = 40
	// MaxMessageText caps the text kept of one message, in bytes; lengths
	// are measured on the whole text.
	MaxMessageText = 32 << 10
)

// Errors of DecodeServer.
var (
	ErrServerTooLarge     = errors.New("recovery: conversation snapshot too large")
	ErrNoCurrentNode      = errors.New("recovery: conversation snapshot has no current_node")
	ErrCurrentNodeMissing = errors.New("recovery: current_node is not in mapping")
)

// Finish is what a server message says about the end of its turn.
type Finish string

// The finish states.
const (
	FinishUnknown Finish = "unknown"
	FinishYes     Finish = "finished"
	FinishNo      Finish = "unfinished"
)

// Message is one message of a conversation snapshot.
type Message struct {
	// ID is the message's id, or its mapping node's id when the message
	// has none; "" means no such message (see Present).
	ID string
	// Role is author.role ("user", "assistant", "tool", "system"); ""
	// when absent.
	Role string
	// Recipient is the message's recipient: "all" (or "" when absent) for
	// a message to the user, a tool name for a tool call.
	Recipient string
	// Status is the message's status ("finished_successfully",
	// "in_progress", …); "" when absent.
	Status string
	// FinishType is metadata.finish_details.type ("stop", "max_tokens", …).
	FinishType string
	// EndTurn is the message's end_turn; nil when absent or null.
	EndTurn *bool
	// Finished: FinishNo on end_turn false or status in_progress/streaming;
	// otherwise FinishYes on end_turn true, status finished_successfully
	// or finish type stop/max_tokens/length; otherwise FinishUnknown. A
	// "not finished" signal wins over a "finished" one.
	Finished Finish
	// Text is the message's text parts joined, at most MaxMessageText bytes.
	Text string
	// CompareLen is the comparable length of the whole text (see
	// comparable).
	CompareLen int
	// Created and Updated are create_time and update_time (zero when
	// absent or invalid).
	Created time.Time
	// Updated is update_time, read as epoch seconds; zero when absent,
	// invalid, not after 1970 or after year 2286 (see LastUpdate).
	Updated time.Time
}

// Present reports whether the message exists.
func (m Message) Present() bool { return m.ID != "" }

// LastUpdate is Updated, or Created when Updated is zero.
func (m Message) LastUpdate() time.Time {
	if !m.Updated.IsZero() {
		return m.Updated
	}
	return m.Created
}

// Server is a decoded conversation snapshot. The zero value is an
// unavailable snapshot.
type Server struct {
	// OK is true when a snapshot was decoded.
	OK bool
	// ConversationID is the snapshot's conversation_id.
	ConversationID string
	// ProjectID is the Project the conversation belongs to: its gizmo_id
	// when that names a ChatGPT Project (see ProjectIDOf), "" otherwise.
	ProjectID string
	// CurrentNode is current_node; CurrentNodeRole the author role of its
	// message ("" when it has none).
	CurrentNode string
	// CurrentNodeRole is the author role of current_node's message
	// ("user", "assistant", "tool", …); "" when that node has no message.
	CurrentNodeRole string
	// Assistant is the nearest assistant message (addressed to all)
	// walking up from current_node, before any user message: the reply to
	// the latest user message. Absent when the server has no such reply.
	Assistant Message
	// LatestUser is the nearest user message walking up from current_node.
	LatestUser Message
	// FirstUser is the earliest user message on the walked path; set only
	// when the walk reached the root, so that it is provably the first.
	FirstUser Message
	// ReachedRoot reports that the walk reached a node without parent.
	ReachedRoot bool
}

// The JSON shape read from the snapshot. It is open, not closed: the
// server's document carries many keys this package does not model (title,
// create_time, moderation_results, each message's full metadata…) and adds
// new ones at will, so DecodeServer uses encoding/json, which ignores them,
// rather than the closed-schema rule of internal/strictjson.
type wireConversation struct {
	ConversationID string              `json:"conversation_id"`
	GizmoID        string              `json:"gizmo_id"`
	CurrentNode    string              `json:"current_node"`
	Mapping        map[string]wireNode `json:"mapping"`
}

type wireNode struct {
	ID      string       `json:"id"`
	Message *wireMessage `json:"message"`
	Parent  *string      `json:"parent"`
}

type wireMessage struct {
	ID     string `json:"id"`
	Author struct {
		Role string `json:"role"`
	} `json:"author"`
	Content struct {
		ContentType string            `json:"content_type"`
		Parts       []json.RawMessage `json:"parts"`
		Text        *string           `json:"text"`
	} `json:"content"`
	Status        string        `json:"status"`
	EndTurn       *bool         `json:"end_turn"`
	Recipient     string        `json:"recipient"`
	CreateTime    *float64      `json:"create_time"`
	UpdateTime    *float64      `json:"update_time"`
	FinishDetails *wireFinish   `json:"finish_details"`
	Metadata      *wireMetadata `json:"metadata"`
}

type wireMetadata struct {
	FinishDetails *wireFinish `json:"finish_details"`
}

type wireFinish struct {
	Type string `json:"type"`
}

// DecodeServer decodes a /backend-api/conversation/{id} JSON document. It
// walks up to MaxWalk parents from current_node. An error means the
// snapshot proves nothing; the returned Server is then unavailable.
func DecodeServer(data []byte) (Server, error) {
	if len(data) > MaxServerBytes {
		return Server{}, ErrServerTooLarge
	}
	var w wireConversation
	if err := json.Unmarshal(bytes.TrimSpace(data), &w); err != nil {
		return Server{}, fmt.Errorf("recovery: conversation snapshot: %w", err)
	}
	if w.CurrentNode == "" {
		return Server{}, ErrNoCurrentNode
	}
	node, ok := w.Mapping[w.CurrentNode]
	if !ok {
		return Server{}, ErrCurrentNodeMissing
	}
	s := Server{OK: true, ConversationID: w.ConversationID, ProjectID: ProjectIDOf(w.GizmoID), CurrentNode: w.CurrentNode}
	if node.Message != nil {
		s.CurrentNodeRole = node.Message.Author.Role
	}
	id := w.CurrentNode
	sawUser := false
	for i := 0; i <= MaxWalk; i++ {
		if node.Message != nil {
			m := node.Message
			role := m.Author.Role
			switch {
			case role == "assistant" && !sawUser && !s.Assistant.Present() && (m.Recipient == "" || m.Recipient == "all"):
				s.Assistant = decodeMessage(id, m)
			case role == "user":
				u := decodeMessage(id, m)
				if !sawUser {
					s.LatestUser = u
				}
				sawUser = true
				s.FirstUser = u
			}
		}
		if node.Parent == nil || *node.Parent == "" {
			s.ReachedRoot = true
			break
		}
		id = *node.Parent
		if node, ok = w.Mapping[id]; !ok {
			break
		}
	}
	if !s.ReachedRoot {
		s.FirstUser = Message{}
	}
	return s, nil
}

func decodeMessage(nodeID string, m *wireMessage) Message {
	out := Message{
		ID:        m.ID,
		Role:      m.Author.Role,
		Recipient: m.Recipient,
		Status:    m.Status,
		EndTurn:   m.EndTurn,
		Created:   epochSeconds(m.CreateTime),
		Updated:   epochSeconds(m.UpdateTime),
	}
	if out.ID == "" {
		out.ID = nodeID
	}
	if m.Metadata != nil && m.Metadata.FinishDetails != nil {
		out.FinishType = m.Metadata.FinishDetails.Type
	} else if m.FinishDetails != nil {
		out.FinishType = m.FinishDetails.Type
	}
	out.Finished = finishOf(m.EndTurn, m.Status, out.FinishType)
	var text []byte
	n := 0
	add := func(s string) {
		n += grammar.ComparableLen(s)
		if room := MaxMessageText - len(text); room > 0 {
			text = append(text, bound.Bytes(s, room)...)
		}
	}
	for _, p := range m.Content.Parts {
		var s string
		if json.Unmarshal(p, &s) == nil {
			add(s)
		}
	}
	if len(m.Content.Parts) == 0 && m.Content.Text != nil {
		add(*m.Content.Text)
	}
	out.Text = string(text)
	out.CompareLen = n
	return out
}

func finishOf(endTurn *bool, status, finishType string) Finish {
	if (endTurn != nil && !*endTurn) || status == "in_progress" || status == "streaming" {
		return FinishNo
	}
	if (endTurn != nil && *endTurn) || status == "finished_successfully" {
		return FinishYes
	}
	switch finishType {
	case "stop", "max_tokens", "length":
		return FinishYes
	}
	return FinishUnknown
}

// epochSeconds converts a float epoch-seconds value; invalid or absurd
// values (not after 1970, after year 2286) give the zero time.
func epochSeconds(f *float64) time.Time {
	if f == nil || math.IsNaN(*f) || math.IsInf(*f, 0) || *f <= 0 || *f >= 1e10 {
		return time.Time{}
	}
	sec, frac := math.Modf(*f)
	return time.Unix(int64(sec), int64(math.Round(frac*1e6))*1e3).UTC()
}
