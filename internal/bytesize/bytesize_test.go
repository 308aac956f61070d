package bytesize

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]int64{
		"33554432": 33554432, "10MB": 10e6, "10mb": 10e6, "10 MiB": 10 << 20, "32MiB": 32 << 20,
		"1.5KiB": 1536, "2k": 2000, "1Gi": 1 << 30, "0": 0, "7b": 7, "-1": -1,
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "MB", "ten", "1e400", "9999999999999GiB", "NaN"} {
		if got, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %d, want an error", bad, got)
		}
	}
}

func TestFormat(t *testing.T) {
	for n, want := range map[int64]string{
		512: "512 bytes", 41982881: "41982881 bytes (40 MiB)", 33554432: "33554432 bytes (32 MiB)", 1536: "1536 bytes (1.5 KiB)",
	} {
		if got := Format(n); got != want {
			t.Errorf("Format(%d) = %q, want %q", n, got, want)
		}
	}
}
