/**
 * The interface's words in English, by key. `ru.ts` has the same keys (the compiler holds it to
 * them). `{name}` is filled from the caller's values; a key ending in a plural category
 * (`.one`, `.few`, `.many`, `.other`) is chosen by the count (Intl.PluralRules).
 */
export const en = {
  'app.tagline': 'documents in, JSON out — on this machine',
  'app.nav.process': 'Process',
  'app.nav.cabinet': 'Cabinet',
  'app.language': 'Interface language',
  'app.server.up': 'server {version}',
  'app.server.down': 'server unreachable',
  'app.server.connecting': 'connecting…',
  'key.label': 'API key',
  'key.save': 'Save',
  'key.saved': 'saved in this browser',
  'process.textPlaceholder': '…or paste text / markdown here',
  'process.return': 'Return',
  'process.schemaAndPrompt': 'Schema and instruction',
  'process.promptPlaceholder': 'Instruction (optional)',
  'process.run': 'Process',
  'process.running': 'Processing…',
  'process.resultHere': 'The result appears here.',
  'drop.hint': 'Drop a document here or click to choose — PDF, Word, Excel, CSV, images, XML',
  'drop.remove': 'remove',
  'envelope.pages.one': '{count} page billed',
  // Every plural key has the four categories Russian needs; English chooses only one and other.
  'envelope.pages.few': '{count} pages billed',
  'envelope.pages.many': '{count} pages billed',
  'envelope.pages.other': '{count} pages billed',
  'envelope.status': 'status: {status}',
  'envelope.cached': 'cached',
  'envelope.notRequested': '(not requested)',
  'envelope.page': 'p. {page}',
  'progress.parse': 'Reading pages',
  'progress.ocr': 'Recognising text',
  'progress.extract': 'Extracting data',
  'progress.done': 'Finishing',
  'progress.page': '{stage} — page {page} of {total}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
