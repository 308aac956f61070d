package dom

// WarmBatch is the number of elements a caller should warm at once.
const WarmBatch = 16

// Warm loads the nodes of elements is, then the first byte of each of their
// attribute keys and values, and returns the sum of what it loaded; a caller
// keeps the sum so that the loads are not compiled away. A large tree is
// mostly out of cache, and read one element after another, each node,
// attribute list and attribute string is a wait for memory. Warm's loads
// for different elements do not depend on each other, so the processor
// waits for them together, and the reading that follows finds them in
// cache. It changes nothing.
func (d *Document) Warm(is []int) int {
	sum := 0
	for _, i := range is {
		n := d.els[i].Node
		sum += int(n.DataAtom) + len(n.Attr) // the node may span two cache lines
	}
	for _, i := range is {
		for _, a := range d.els[i].Node.Attr {
			if a.Key != "" {
				sum += int(a.Key[0])
			}
			if a.Val != "" {
				sum += int(a.Val[0])
			}
		}
	}
	return sum
}
