/**
 * `f` computed once per distinct key (key classifiers, label patterns, header forms: the same few
 * keys come back many times). The worker lives long and schemas vary, so the cache is emptied when
 * it grows past a bound. Null and undefined results are cached too.
 */
export function memo<T>(f: (key: string) => T, bound = 5000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = f(key);
    if (cache.size >= bound) cache.clear();
    cache.set(key, value);
    return value;
  };
}
