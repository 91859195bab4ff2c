/**
 * The registry match as one pure module (no I/O, no libraries): the pipeline's match stage, `POST
 * /v1/match` and the client-side matching SDK (packages/match-sdk) all compute `match` here, so the
 * three give the same object for the same registry and values.
 */
export { normaliseKey, keyColumnIndex } from './keys';
export { valuesAt } from './values';
export { RegistryMatcher, matchRows, matchRowStream, MAX_ROWS_PER_VALUE } from './matcher';
export type { MatchedRow, MatchOptions, MatchOutcome, ValueMatch } from './matcher';
