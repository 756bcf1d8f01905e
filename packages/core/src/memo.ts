/**
 * A bounded memo for pure functions of a string: shopping lists repeat the same names ("onions",
 * "olive oil") across recipes and rebuilds, so their normalisation and aisle are worked out once.
 * The cache is cleared when full, so memory stays bounded whatever the input.
 */
export function memoise<T>(compute: (key: string) => T, maxEntries = 5000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string): T => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, value);
    return value;
  };
}
