import type { JsonObject } from '../../../src-shared/contract/envelope';
import { checkActNumber } from './document-number';
import { checkInnKpp } from './id-checks';
import { isInnKey } from './keys';
import { checkDuplicateParties, checkMissingInn, checkSenderCarrier } from './party-checks';
import { collectParties } from './parties';
import { checkLargeAmounts } from './suspicious';
import { checkTotals } from './totals';
import { walk } from './tree';
import { checkDates, checkOcrNoise, checkWeights } from './values';
import type { Warning } from '../../../src-shared/contract/warnings';

export type { CheckCode } from './warn';

export interface ValidateContext {
  /** The document text the result was extracted from (Markdown or plain). */
  text: string;
  /** The caller's `document_type` hint or the detected type; null when unknown. */
  documentType: string | null;
}

export interface Validated {
  /** A copy of the result; the only change is a blanked duplicate party INN. */
  result: JsonObject;
  warnings: Warning[];
}

/**
 * The data checks of the spec ("Warnings", data checks), run after every extraction whatever the
 * schema: fields are recognised by their key names along the path. The input is not changed.
 */
export function validateResult(result: JsonObject, ctx: ValidateContext): Validated {
  const copy = structuredClone(result);
  const parties = collectParties(copy);
  // INN rules apply to Russian documents: the schema asks for an INN, or the text shows one.
  let innKeys = false;
  walk(copy, (node) => { if (typeof node.slot === 'string' && isInnKey(node.key)) innKeys = true; });
  const innContext = innKeys || /ИНН|(?<!\p{L})INN(?!\p{L})/u.test(ctx.text);

  const warnings: Warning[] = [...checkInnKpp(copy, innContext)];
  const duplicates = checkDuplicateParties(parties);
  warnings.push(...duplicates.warnings);
  if (innContext) warnings.push(...checkMissingInn(parties, duplicates.blanked, ctx.documentType));
  warnings.push(
    ...checkLargeAmounts(copy, ctx.text),
    ...checkOcrNoise(copy),
    ...checkActNumber(copy, ctx.documentType),
    ...checkTotals(copy),
    ...checkWeights(copy),
    ...checkSenderCarrier(parties, ctx.documentType),
    ...checkDates(copy),
  );
  return { result: copy, warnings };
}
