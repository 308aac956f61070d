module github.com/chatproof/chatproof

go 1.26.0

require (
	github.com/PuerkitoBio/goquery v1.13.0 // indirect
	github.com/andybalholm/cascadia v1.3.5 // indirect
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/chromedp/chromedp v0.23.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/sebdah/goldie/v2 v2.8.0 // indirect
	github.com/sergi/go-diff v1.0.0 // indirect
	golang.org/x/net v0.62.0 // indirect
)
