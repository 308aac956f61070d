package redact

import (
	"math"
	"regexp"
	"strings"
	"sync"

	"github.com/spf13/viper"
	glconfig "github.com/zricethezav/gitleaks/v8/config"
)

// The secret shapes of a maintained rule set: gitleaks' default rules
// (github.com/zricethezav/gitleaks/v8, its config/gitleaks.toml), read
// from the module once per process and compiled once. Each rule carries
// keywords, one of which every match holds; a string is tried against a
// rule's pattern only when one of its keywords is in it, and one pass over
// the string finds them all (see shapeRules.keywordsIn), so most text,
// class strings and test ids never reach a pattern.

// shapeRule is one rule of the set.
type shapeRule struct {
	id      string
	re      *regexp.Regexp
	group   int     // the submatch that is the secret; 0 for the first that matched
	entropy float64 // the least Shannon entropy the secret must have; 0 for none
	allow   []*glconfig.Allowlist
	generic bool // a key=value rule: not a shape distinct by itself
}

// shapeRules is the compiled rule set and its keyword index.
type shapeRules struct {
	rules []shapeRule
	// byPair lists, for the first two bytes of each keyword (lower case),
	// the keywords starting with them; kwRules lists, by keyword, the
	// rules holding it.
	byPair  map[uint16][]string
	pairs   [1 << 16 / 64]uint64 // the keys of byPair, as a bit set
	kwRules map[string][]int
	global  []*glconfig.Allowlist
	err     error
}

// loadedShapes returns the rule set, compiled on first use.
var loadedShapes = sync.OnceValue(loadShapes)

// PrepareRules starts compiling the rule set in the background, once per
// process, and returns at once. Compiling it takes tens of milliseconds
// of one core, which the first call that needs the rules (Secrets, and so
// Sanitize and CleanURL) otherwise spends waiting; started while a
// browser is attached to and read, it is mostly done before it is needed.
// Those calls wait for what is left of it, and behave the same whether
// it was called or not.
func PrepareRules() { prepareRules() }

// prepareRules starts loadedShapes once.
var prepareRules = sync.OnceFunc(func() { go loadedShapes() })

// loadShapes reads and compiles gitleaks' default rules. A rule set that
// does not load leaves err set, and Secrets falls back to its own
// shapes only; ShapeRulesError reports it.
func loadShapes() *shapeRules {
	s := &shapeRules{byPair: map[uint16][]string{}, kwRules: map[string][]int{}}
	v := viper.New()
	v.SetConfigType("toml")
	if s.err = v.ReadConfig(strings.NewReader(glconfig.DefaultConfig)); s.err != nil {
		return s
	}
	var vc glconfig.ViperConfig
	if s.err = v.Unmarshal(&vc); s.err != nil {
		return s
	}
	cfg, err := vc.Translate()
	if s.err = err; err != nil {
		return s
	}
	s.global = cfg.Allowlists
	for _, id := range cfg.OrderedRules {
		r, ok := cfg.Rules[id]
		if !ok || r.Regex == nil || len(r.Keywords) == 0 || len(s.rules) == maxRules {
			continue // a rule on file paths only, one no keyword bounds, or past maxRules
		}
		k := len(s.rules)
		s.rules = append(s.rules, shapeRule{id: id, re: r.Regex, group: r.SecretGroup, entropy: r.Entropy,
			allow: r.Allowlists, generic: strings.HasPrefix(id, "generic")})
		for _, kw := range r.Keywords {
			kw = strings.ToLower(kw)
			if len(kw) < 2 {
				continue
			}
			if _, seen := s.kwRules[kw]; !seen {
				p := pair(kw[0], kw[1])
				s.byPair[p] = append(s.byPair[p], kw)
				s.pairs[p/64] |= 1 << (p % 64)
			}
			s.kwRules[kw] = append(s.kwRules[kw], k)
		}
	}
	return s
}

// ShapeRulesError reports why the maintained rule set did not load (nil
// when it did): a capture then redacts with the package's own shapes only.
func ShapeRulesError() error { return loadedShapes().err }

func pair(a, b byte) uint16 { return uint16(a)<<8 | uint16(b) }

// lowerASCII lower-cases the ASCII letters of c.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ruleSet is a set of rules by index, as bits; maxRules bounds the rules
// kept.
type ruleSet [maxRules / 64]uint64

const maxRules = 512

func (r *ruleSet) add(k int)      { r[k/64] |= 1 << (k % 64) }
func (r *ruleSet) has(k int) bool { return r[k/64]&(1<<(k%64)) != 0 }
func (r *ruleSet) empty() bool    { return *r == ruleSet{} }

// keywordsIn returns the rules (generic ones or the others) of which str
// holds a keyword, ASCII case ignored. It makes one pass over str, looking
// each pair of bytes up in a bit set, and allocates nothing.
func (s *shapeRules) keywordsIn(str string, generic bool) ruleSet {
	var want ruleSet
	for i := 0; i+1 < len(str); i++ {
		p := pair(lowerASCII(str[i]), lowerASCII(str[i+1]))
		if s.pairs[p/64]&(1<<(p%64)) == 0 {
			continue
		}
		for _, kw := range s.byPair[p] {
			if !hasFoldPrefix(str[i:], kw) {
				continue
			}
			for _, k := range s.kwRules[kw] {
				if s.rules[k].generic == generic {
					want.add(k)
				}
			}
		}
	}
	return want
}

// hasFoldPrefix reports whether s starts with lower-case prefix p, ASCII
// case ignored.
func hasFoldPrefix(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		if lowerASCII(s[i]) != p[i] {
			return false
		}
	}
	return true
}

// redact replaces the secrets s holds by the rules of the set that are
// generic (key=value rules) or not, and reports whether there were any.
func (s *shapeRules) redact(str string, generic bool) (string, bool) {
	if s.err != nil || len(str) < 2 {
		return str, false
	}
	want := s.keywordsIn(str, generic)
	if want.empty() {
		return str, false
	}
	hit := false
	masked := endsAsSpace(str) // made anew only after a redaction
	for k := range s.rules {
		if !want.has(k) {
			continue
		}
		r := &s.rules[k]
		ms := r.re.FindAllStringSubmatchIndex(masked, -1)
		if len(ms) == 0 {
			continue
		}
		var b strings.Builder
		last := 0
		for _, m := range ms {
			lo, hi := secretSpan(m, r.group)
			if lo < last || !s.secret(r, str[lo:hi], str[m[0]:m[1]]) {
				continue
			}
			b.WriteString(str[last:lo])
			b.WriteString(Redacted)
			last = hi
		}
		if last > 0 {
			b.WriteString(str[last:])
			str, hit = b.String(), true
			masked = endsAsSpace(str)
		}
	}
	return str, hit
}

// endsAsSpace returns s with the punctuation that ends a word in prose (a
// comma, full stop, colon, closing bracket, ! or ? before white space or
// the end) turned into spaces, byte for byte, so that a match found in it
// lies at the same place in s: gitleaks' patterns end a secret only at
// white space, a quote, a semicolon or the end, and "sk_live_…, thanks"
// would pass them by.
func endsAsSpace(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(",.:)]}!?", s[i]) < 0 || i+1 < len(s) && !isSpaceByte(s[i+1]) {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		b[i] = ' '
	}
	if b == nil {
		return s
	}
	return string(b)
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// secretSpan returns where the secret lies in match m (submatch indexes):
// submatch group, or, for group 0, the first submatch that matched, as
// gitleaks reads a rule; the whole match when there is none.
func secretSpan(m []int, group int) (int, int) {
	if group > 0 {
		if 2*group+1 < len(m) && m[2*group] >= 0 {
			return m[2*group], m[2*group+1]
		}
		return m[0], m[1]
	}
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 && m[g+1] > m[g] {
			return m[g], m[g+1]
		}
	}
	return m[0], m[1]
}

// secret reports whether secret, found by rule r in match, counts: its
// entropy reaches the rule's, and no allowlist of the rule or the set
// lets it pass (their stop words and patterns on the secret or the
// match; path and commit conditions do not apply to a page).
func (s *shapeRules) secret(r *shapeRule, secret, match string) bool {
	if strings.Contains(secret, Redacted) {
		return false // already redacted by an earlier rule
	}
	if r.entropy > 0 && shannon(secret) < r.entropy {
		return false
	}
	for _, lists := range [][]*glconfig.Allowlist{r.allow, s.global} {
		for _, a := range lists {
			if len(a.Paths) > 0 || len(a.Commits) > 0 {
				continue
			}
			target := secret
			if a.RegexTarget == "match" || a.RegexTarget == "line" {
				target = match
			}
			if len(a.Regexes) > 0 && a.RegexAllowed(target) {
				return false
			}
			if len(a.StopWords) > 0 {
				if stop, _ := a.ContainsStopWord(secret); stop {
					return false
				}
			}
		}
	}
	return true
}

// shannon returns the Shannon entropy of s in bits per byte.
func shannon(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	e, n := 0.0, float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			e -= p * math.Log2(p)
		}
	}
	return e
}

// spans returns where the secrets of str lie by the rules of the set that
// are generic or not, each rule run over str as it is (redact runs each
// over what the rules before it left): the byte ranges redact replaces,
// and at most those a rule before would have taken first.
func (s *shapeRules) spans(str string, generic bool) [][2]int {
	if s.err != nil || len(str) < 2 {
		return nil
	}
	want := s.keywordsIn(str, generic)
	if want.empty() {
		return nil
	}
	var out [][2]int
	masked := endsAsSpace(str)
	for k := range s.rules {
		if !want.has(k) {
			continue
		}
		r := &s.rules[k]
		for _, m := range r.re.FindAllStringSubmatchIndex(masked, -1) {
			lo, hi := secretSpan(m, r.group)
			if hi > lo && s.secret(r, str[lo:hi], str[m[0]:m[1]]) {
				out = append(out, [2]int{lo, hi})
			}
		}
	}
	return out
}
