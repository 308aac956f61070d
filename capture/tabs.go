package capture

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
)

// TabInfo is one page of a browser as its tab list shows it.
type TabInfo struct {
	ID    string // the target id, which Browser.Tab takes as its pattern
	URL   string // the page's URL as the browser reports it
	Title string // the page's title
}

// Tabs lists the browser's pages (targets of type "page"), in the order
// the browser gives them. It asks the browser only for its target list:
// nothing is attached to and no page is asked anything.
func (b *Browser) Tabs(ctx context.Context) ([]TabInfo, error) {
	res, err := cdp.Call(ctx, b.browser(), target.GetTargets, target.GetTargetsParams{})
	if err != nil {
		return nil, fmt.Errorf("capture: listing tabs: %w", err)
	}
	var tabs []TabInfo
	for _, in := range res.TargetInfos {
		if in != nil && in.Type == "page" {
			tabs = append(tabs, TabInfo{ID: string(in.TargetID), URL: in.URL, Title: in.Title})
		}
	}
	return tabs, nil
}
