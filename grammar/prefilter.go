package grammar

// Allocation-free pre-checks run before folding and regular expressions.
//
// For input made only of printable ASCII and ASCII white space, Fold only
// lower-cases letters and collapses white space, so a lower-case keyword
// without spaces occurs in Fold(s) exactly when it occurs in s ignoring
// case. Any other input (non-ASCII, control bytes) always takes the slow
// path.

// quickReject reports whether s is plain ASCII text that contains none of
// keys (lower-case, no spaces) ignoring case, so that no grammar requiring
// one of keys can match it.
func quickReject(s string, keys []string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c > 0x7E || (c < 0x20 && !isASCIISpace(c)) {
			return false
		}
	}
	for _, k := range keys {
		if containsFoldASCII(s, k) {
			return false
		}
	}
	return true
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// containsFoldASCII reports whether s contains the lower-case ASCII key,
// comparing ASCII letters without regard to case.
func containsFoldASCII(s, key string) bool {
	if key == "" {
		return true
	}
	first := key[0]
	for i := 0; i+len(key) <= len(s); i++ {
		if lowerASCII(s[i]) != first {
			continue
		}
		j := 1
		for j < len(key) && lowerASCII(s[i+j]) == key[j] {
			j++
		}
		if j == len(key) {
			return true
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
