/** Text comparison used by tests and benchmarks (corpus README: compare OCR text after NFC). */
export function squash(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, '');
}

/** Words and numbers with all whitespace collapsed to single spaces. */
export function normaliseSpaces(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Levenshtein distance over code points, O(n·m) time and O(m) memory. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

/** Character error rate of `actual` against `expected`, whitespace removed. */
export function cer(actual: string, expected: string): number {
  const e = squash(expected);
  return e.length === 0 ? 0 : editDistance(squash(actual), e) / e.length;
}
