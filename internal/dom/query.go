package dom

// ByID returns the first element whose id attribute is id, or -1.
func (d *Document) ByID(id string) int {
	for i := range d.els {
		for _, a := range d.els[i].Node.Attr {
			if a.Key == "id" && a.Namespace == "" {
				if a.Val == id {
					return i
				}
				break
			}
		}
	}
	return -1
}
