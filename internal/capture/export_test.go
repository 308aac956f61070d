package capture

import "context"

// ReadBoth reads the tab's page with DOMSnapshot.captureSnapshot and with
// the scoped reader told to write everything, for tests that compare the
// raw inputs of both paths.
func (t *Tab) ReadBoth() (snapshot, reader *Page, err error) {
	snapshot, _, err = t.read(CaptureOptions{})
	if err != nil {
		return nil, nil, err
	}
	cfg := newScopedConfig()
	cfg.All, cfg.Full = "html", "html"
	reply, err := readScoped(context.Background(), t.session(), &t.world, scopedExpression(cfg), DefaultTimeout)
	if err != nil {
		return nil, nil, err
	}
	reader, err = Decode(&reply.Snapshot)
	return snapshot, reader, err
}
