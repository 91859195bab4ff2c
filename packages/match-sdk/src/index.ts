/**
 * @docintel/match-sdk: the registry match of DocIntel on the caller's machine, for registries of any
 * size (the server reads at most 20 MB). The matching itself is the server's own module
 * (src-shared/matching), so the `match` object is the same; CSV is read as a stream.
 */
export { normaliseKey, keyColumnIndex, valuesAt, RegistryMatcher, matchRows, matchRowStream, MAX_ROWS_PER_VALUE } from '../../../src-shared/matching';
export type { MatchedRow, MatchOptions, MatchOutcome, ValueMatch } from '../../../src-shared/matching';
export type { MatchSection } from '../../../src-shared/contract/envelope';
export { readCsvRows, CsvParser, CsvEncodingError, guessDelimiter, guessNewline } from './csv';
export { valuesFromAnswer, ResultShapeError, MissingValuesFrom } from './result';
export type { ValuesSource } from './result';
export { matchCsv } from './match-csv';
export type { CsvMatchAnswer } from './match-csv';
export { runMatchCli, EXIT, help } from './cli';
export type { CliIo } from './cli';
