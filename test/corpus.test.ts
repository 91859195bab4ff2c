/**
 * The corpus suites in one process, on one host (test/helpers/corpus-host.ts): every document of
 * corpus/external is parsed once, and the suite that comes second reads its parses from the parse
 * cache (a document sent with a `language` is parsed again: the language is part of the cache key).
 * Each suite's own file says what it proves.
 */
import './corpus-anonymization.suite';
import './corpus-external.suite';
