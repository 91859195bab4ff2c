import type { AmountHit } from './types';

/**
 * Chinese amounts in characters: the upper-case financial numerals of invoices and contracts
 * (`人民币壹拾贰万伍仟肆佰元整`) and the plain ones (`十二万五千四百元`).
 */

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 两: 2, 兩: 2, 贰: 2, 貳: 2, 三: 3, 叁: 3, 參: 3, 四: 4, 肆: 4,
  五: 5, 伍: 5, 六: 6, 陆: 6, 陸: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
const UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const SCALES: Record<string, number> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };
/** Characters that only appear in financial writing, so a run of them is an amount even without 元. */
const FINANCIAL = /[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]/u;

const NUMERAL = `[${Object.keys(DIGITS).join('')}${Object.keys(UNITS).join('')}${Object.keys(SCALES).join('')}]`;
const DIGIT = `[${Object.keys(DIGITS).join('')}]`;
const ZH_RE = new RegExp(
  `(人民币|人民幣|RMB)?[:：]?\\s*(${NUMERAL}+)(?:\\s*([元圆圓])(?:零?(${DIGIT})角)?(?:零?(${DIGIT})分)?([整正])?)?`,
  'gu',
);

/** A run of Chinese numerals → its value; null when the run is not a well-formed number. */
export function zhNumber(s: string): number | null {
  let total = 0;
  let section = 0;
  let digit = 0;
  let sawDigitOrUnit = false;
  for (const ch of s) {
    const d = DIGITS[ch];
    const u = UNITS[ch];
    const scale = SCALES[ch];
    if (d !== undefined) {
      digit = d;
      sawDigitOrUnit = true;
    } else if (u !== undefined) {
      // A leading 十 means "one ten" (十二 = 12); elsewhere a unit needs its digit (五千).
      section += (digit || 1) * u;
      digit = 0;
      sawDigitOrUnit = true;
    } else if (scale !== undefined) {
      if (!sawDigitOrUnit) return null;
      if (scale === 1e8) total = (total + section + digit) * scale;
      else total += (section + digit) * scale;
      section = 0;
      digit = 0;
    } else {
      return null;
    }
  }
  return sawDigitOrUnit ? total + section + digit : null;
}

export function zhAmountsInWords(text: string): AmountHit[] {
  const hits: AmountHit[] = [];
  ZH_RE.lastIndex = 0;
  for (let m = ZH_RE.exec(text); m; m = ZH_RE.exec(text)) {
    const [raw, prefix, run = '', yuan, jiao, fen] = m;
    // Plain numerals occur inside ordinary words (一般, 统一): ask for a currency sign or financial characters.
    const financial = FINANCIAL.test(run) && [...run].length >= 2;
    if (!prefix && !yuan && !financial) continue;
    const whole = zhNumber(run);
    if (whole === null) continue;
    const cents = (jiao ? (DIGITS[jiao] ?? 0) * 10 : 0) + (fen ? (DIGITS[fen] ?? 0) : 0);
    const start = m.index + raw.indexOf(prefix ?? run);
    const trimmed = raw.slice(raw.indexOf(prefix ?? run));
    hits.push({
      value: { amount: Math.round((whole + cents / 100) * 100) / 100, currency: prefix || yuan ? 'CNY' : null },
      raw: trimmed,
      start,
      end: start + trimmed.length,
    });
  }
  return hits;
}
