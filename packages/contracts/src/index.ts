// Public entry of @plateful/contracts.
export {};
