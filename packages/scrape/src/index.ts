// Public entry of @plateful/scrape.
export {};
