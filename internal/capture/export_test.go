package capture

import "github.com/chromedp/cdproto/cdp"

// Session exposes the tab's protocol session to the tests, which ask the
// browser's own hit-test what it paints.
func (t *Tab) Session() cdp.Session { return t.s }
