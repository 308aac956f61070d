package site

import "testing"

// FuzzLoad: any input is a profile or an error, never a panic; a profile
// Load accepts validates again and merges over the embedded one.
func FuzzLoad(f *testing.F) {
	f.Add(mustReadF(f, "profiles/chatgpt.json"))
	f.Add([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [{"id": "copy", "drop": true}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Load(data)
		if err != nil {
			return
		}
		if err := Validate(p); err != nil {
			t.Fatalf("Load accepted what Validate refuses: %v", err)
		}
		_ = Merge(ChatGPT(), p)
	})
}

func mustReadF(f *testing.F, name string) []byte {
	data, err := profileFiles.ReadFile(name)
	if err != nil {
		f.Fatal(err)
	}
	return data
}
