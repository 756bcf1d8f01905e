// Public entry of @plateful/web (an application: nothing is exported).
export {};
