import type { AppendixType } from '../../../src-shared/contract/older';

/**
 * Words that open the heading of an appendix-like part of a contract, by the type we report
 * (`AppendixInfo.type`, `/v1/extract` `extract_appendices`). Lower case; matched at the start of a
 * heading line, followed by a number ("№ 1", "No. 2", "A", "1.1") or standing alone as the heading.
 * The more specific types come first: "Приложение № 1. Спецификация" is a specification.
 */
export const APPENDIX_TYPE_WORDS: readonly { type: AppendixType; words: readonly string[]; specific: boolean }[] = [
  { type: 'specification', specific: true, words: ['спецификация', 'specification', 'spezifikation', 'spécification', 'especificación', 'specifica', 'specificatie', '规格'] },
  { type: 'supplementary_agreement', specific: true, words: ['дополнительное соглашение', 'доп. соглашение', 'supplementary agreement', 'addendum', 'amendment', 'nachtrag', 'avenant', 'adenda', '补充协议'] },
  { type: 'act', specific: true, words: ['акт приема-передачи', 'акт приёма-передачи', 'акт сдачи-приемки', 'акт сдачи-приёмки', 'акт'] },
  { type: 'price_list', specific: true, words: ['прайс-лист', 'перечень цен', 'price list', 'preisliste'] },
  { type: 'schedule', specific: false, words: ['schedule', 'график', 'календарный план'] },
  { type: 'annex', specific: false, words: ['annex', 'annexe', 'anexo', 'allegato', 'bijlage'] },
  { type: 'exhibit', specific: false, words: ['exhibit'] },
  { type: 'appendix', specific: false, words: ['приложение', 'appendix', 'anlage', 'anhang', 'apéndice', 'appendice', '附件', '附录'] },
];


/** Number marks between the word and the number: "№ 1", "No. 1", "Nr. 1", "N 1", "#1". */
export const NUMBER_MARKS: readonly string[] = ['№', 'no.', 'no', 'nr.', 'nr', 'n', '#', 'n°', 'nº'];

/** "Приложение к договору …", "Appendix to the Agreement": the word, then what it belongs to. */
export const RELATION_WORDS: readonly string[] = ['к', 'ко', 'to', 'zum', 'zur', 'au', 'à', 'al', 'bij', '至'];
