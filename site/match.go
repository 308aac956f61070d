package site

import "strings"

// Selector writes e as a CSS selector. The "=i" op is written as the
// case-insensitive equality selector, which does not trim the value.
func (e Entry) Selector() string {
	var b strings.Builder
	b.WriteString(e.Tag)
	for _, c := range e.Match {
		b.WriteString(c.Selector())
	}
	return b.String()
}

// Selector writes c as a CSS attribute selector.
func (c Cond) Selector() string {
	switch c.Op {
	case OpPresent:
		return "[" + c.Attr + "]"
	case OpEquals, OpPrefix:
		return "[" + c.Attr + c.Op + quote(c.Value) + "]"
	case OpContains, OpToken:
		return "[" + c.Attr + c.Op + quote(c.Value) + "]"
	case OpContainsI, OpTokenI:
		return "[" + c.Attr + c.Op[:2] + quote(c.Value) + " i]"
	case OpEqualsLabel:
		return "[" + c.Attr + "=" + quote(c.Value) + " i]"
	}
	return "[" + c.Attr + "]"
}

func quote(v string) string { return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"` }

// Matches reports whether an element of the tag (lower case) whose
// attribute values attr returns matches e. It is the plain statement of an
// entry; packages reading whole pages compile the profile into their own
// faster test of the same meaning.
func (e Entry) Matches(tag string, attr func(name string) (string, bool)) bool {
	if e.Tag != "" && e.Tag != tag {
		return false
	}
	for _, c := range e.Match {
		v, ok := attr(c.Attr)
		if !ok || !c.Holds(v) {
			return false
		}
	}
	return true
}

// Holds reports whether an attribute value v satisfies c.
func (c Cond) Holds(v string) bool {
	switch c.Op {
	case OpPresent:
		return true
	case OpEquals:
		return v == c.Value
	case OpPrefix:
		return strings.HasPrefix(v, c.Value)
	case OpContains:
		return strings.Contains(v, c.Value)
	case OpContainsI:
		return ContainsFold(v, c.Value)
	case OpToken:
		for tok := range strings.FieldsSeq(v) {
			if tok == c.Value {
				return true
			}
		}
		return false
	case OpTokenI:
		for tok := range strings.FieldsSeq(v) {
			if strings.EqualFold(tok, c.Value) {
				return true
			}
		}
		return false
	case OpEqualsLabel:
		return strings.EqualFold(strings.TrimSpace(v), c.Value)
	}
	return false
}

// ContainsFold reports whether s contains sub, ignoring ASCII case.
func ContainsFold(s, sub string) bool {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		j := 0
		for j < n && lower(s[i+j]) == lower(sub[j]) {
			j++
		}
		if j == n {
			return true
		}
	}
	return false
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// IsRole reports whether the role value v (trimmed, any case) is one of
// values.
func IsRole(v string, values []string) bool {
	v = strings.TrimSpace(v)
	for _, r := range values {
		if strings.EqualFold(v, r) {
			return true
		}
	}
	return false
}
