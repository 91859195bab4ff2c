/** Characters as a person counts them (code points, not UTF-16 units): the billing and limit unit. */
export function countChars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
