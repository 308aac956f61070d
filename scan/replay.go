package scan

import "github.com/chatproof/chatproof/internal/bound"

// Run replays a recorded case. When the case carries an exchange record or
// a generation, both are checked first; a refusal ends the proof as
// unproven with the reason of the first refusal (eligibility before
// generation), before any page is read. Then the
// Scanner is driven with Next: a page is answered with the one recording of
// its list at the requested offset; a list with no recording at all is
// abandoned as ReasonListNotScanned, a missing or ambiguous page as
// ReasonPageNotRecorded, a candidate without a recorded detail as
// ReasonCandidateUnreadable. The report's source is empty; the caller names
// it. The error, wrapping ErrInvalidRequest, is only for an invalid request.
func Run(c Case) (Report, error) {
	s, err := New(c.Request)
	if err != nil {
		return Report{}, err
	}
	eligibility, generation := CheckNotChecked, CheckNotChecked
	var refusal *Decision
	if c.Exchange != nil {
		d := CheckEligibility(*c.Exchange)
		eligibility = verdictOf(d)
		if !d.OK {
			refusal = &d
		}
	}
	if c.Generation != nil {
		d := CheckGeneration(*c.Generation)
		generation = verdictOf(d)
		if !d.OK && refusal == nil {
			refusal = &d
		}
	}
	if refusal == nil {
		drive(s, c)
	}
	rep := NewReport("", s.Result())
	rep.Eligibility, rep.Generation = eligibility, generation
	if refusal != nil {
		rep.Result, rep.Reason, rep.Detail = Unproven, refusal.Reason, bound.RunesMarked(refusal.Detail, MaxDetail)
	}
	return rep, nil
}

func verdictOf(d Decision) string {
	if d.OK {
		return CheckPassed
	}
	return CheckRefused
}

// drive answers the scanner's steps from the recordings until it is done.
func drive(s *Scanner, c Case) {
	for {
		st := s.Next()
		switch st.Kind {
		case StepDone:
			return
		case StepPage:
			recs := c.Pages[st.Page.List]
			var match []Recorded
			for _, r := range recs {
				if r.Offset == st.Page.Offset {
					match = append(match, r)
				}
			}
			switch {
			case len(recs) == 0:
				_ = s.Abandon(st, ReasonListNotScanned)
			case len(match) != 1:
				_ = s.Abandon(st, ReasonPageNotRecorded)
			default:
				_ = s.Accept(st, Response{Status: match[0].Status, Body: match[0].Body})
			}
		case StepConversation:
			r, ok := c.Conversations[st.ConversationID]
			if !ok {
				_ = s.Abandon(st, ReasonCandidateUnreadable)
				continue
			}
			_ = s.Accept(st, Response{Status: r.Status, Body: r.Body})
		}
	}
}
