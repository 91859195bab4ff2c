import type { ParsedDocument } from '../../../../src-shared/document/model';
import { cellPartyBlocks, columnPartyBlocks } from './party-cells';
import { conceptById } from '../../../lib/fields/concepts';
import type { PartyRole } from '../../../lib/fields/concepts';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { SchemaArray } from '../../../lib/fields/schema';
import type { TextView } from '../../../lib/reading/text-view';
import { amountWordsOfTotal } from './amount-words';
import { subjectInTitle } from './subject';
import { byLabels, currency, documentDate, documentNumber, letterDate, total } from './document';
import { addressWindow, returnLineSender } from './address-window';
import { completeTotals } from './complete-totals';
import { resolveTotals } from './resolve-totals';
import { labelsOf } from '../../../lib/reading/labels';
import { extractItems } from './items';
import { outlineItems } from './outline-items';
import type { ItemRow } from './items';
import { partyBlocks, partyField } from './parties';
import { issuerName } from './issuer';
import { introducedParty } from './preamble';
import { typedValue } from './values';
import type { Found } from './values';

/**
 * The built-in extractor (the embedded default: no model, no network). It fills any caller's
 * schema from the parsed document using the schema's own words and types: parties by their role
 * blocks, document number/date from the title, totals from their lines, line items from tables
 * (or, with none, from an outline of "name … amount" lines),
 * and any other field by its labels (same line, or the line below); a missing total of net, VAT
 * and gross is computed from the other two.
 */
export interface BuiltinOutput {
  values: Map<string, Found>;
  items: Map<string, ItemRow[]>;
}

export function builtinExtract(_doc: ParsedDocument, view: TextView, matches: LeafMatch[]): BuiltinOutput {
  const values = new Map<string, Found>();
  const items = new Map<string, ItemRow[]>();
  // Parties side by side in a drawn table are read by its cells first (read as lines, a label cell set
  // close glues onto a value); then parties printed as text; those in drawn label/value cells last.
  const blocks = [...columnPartyBlocks(view), ...partyBlocks(view), ...cellPartyBlocks(view)];
  const arrays = new Set<SchemaArray>();
  for (const m of matches) {
    if (m.array) {
      arrays.add(m.array);
      continue;
    }
    const found = findLeaf(view, m, blocks);
    if (found && found.value !== null && found.value !== '') values.set(m.leaf.path, found);
  }
  resolveTotals(view, matches, values);
  completeTotals(values, matches);
  const inWords = matches.find((m) => !m.array && m.concept === 'totals.amount_in_words' && m.leaf.type === 'string');
  if (inWords && !values.has(inWords.leaf.path)) {
    const found = amountWordsOfTotal(view, matches, values);
    if (found) values.set(inWords.leaf.path, found);
  }
  for (const array of arrays) {
    if (array.item.kind !== 'object') continue;
    const rows = extractItems(array, matches, view);
    items.set(array.path, rows.length ? rows : outlineItems(matches.filter((m) => m.array === array), view));
  }
  return { values, items };
}

/**
 * A seller printed with no label: the sender of a letter's return line, or the issuer of the
 * letterhead (never the addressee of its window). A return line may shorten the name ("Alphabet" for
 * "Alphabet Fuhrparkmanagement GmbH"): the letterhead's longer name that starts with it wins. A
 * block shaped like an address window is the addressee only when no labelled block names another
 * buyer: under a "CLIENT" block of its own, the name-street-town block at the top is the issuer's.
 */
function unlabelledSeller(view: TextView, blocks: ReturnType<typeof partyBlocks>): Found | null {
  const window = addressWindow(view);
  const sender = returnLineSender(window);
  const issuer = issuerName(view, blocks, window && addresseeIsBuyer(window, blocks) ? window.lines : []);
  if (sender && issuer && typeof issuer.value === 'string' && typeof sender.value === 'string'
    && issuer.value.length > sender.value.length && issuer.value.toLowerCase().startsWith(sender.value.toLowerCase())) return issuer;
  return sender ?? issuer;
}

/** Whether the window's addressee can be the buyer: no labelled buyer block, or one that holds the window's name line. */
function addresseeIsBuyer(window: NonNullable<ReturnType<typeof addressWindow>>, blocks: ReturnType<typeof partyBlocks>): boolean {
  const buyers = blocks.filter((b) => b.role === 'buyer');
  const nameLine = window.lines[0];
  return buyers.length === 0 || buyers.some((b) => b.lines.some((part) => part.line === nameLine));
}

function findLeaf(view: TextView, m: LeafMatch, blocks: ReturnType<typeof partyBlocks>): Found | null {
  const { leaf, concept } = m;
  if (concept) {
    const [head, field] = concept.split('.') as [string, string];
    if (['seller', 'buyer', 'shipper', 'consignee', 'carrier'].includes(head)) {
      // A party's details are read only inside its own block: the same labels elsewhere belong to others.
      const introduced = field === 'name' ? introducedParty(view, head as PartyRole) : null;
      const raw = introduced ?? partyField(view, blocks, head as PartyRole, field)
        ?? (concept === 'seller.name' ? unlabelledSeller(view, blocks) : concept === 'buyer.name' ? addressWindow(view)?.name ?? null : null);
      if (!raw) return null;
      const typed = typeof raw.value === 'string' ? typedValue(leaf, raw.value, concept) : raw.value;
      return typed === null ? null : { ...raw, value: typed };
    }
    if (concept === 'document.number') return documentNumber(view) ?? byLabels(view, leaf, concept, conceptById(concept)?.labels ?? []);
    if (concept === 'document.date') {
      const d = documentDate(view) ?? byLabels(view, leaf, concept, conceptById(concept)?.labels ?? []) ?? letterDate(view);
      return d && typeof d.value === 'string' ? { ...d, value: typedValue(leaf, d.value, concept) } : d;
    }
    if (concept === 'document.currency') return currency(view);
    if (concept.startsWith('totals.') && conceptById(concept)?.kind === 'amount') return total(view, leaf, concept);
    const found = byLabels(view, leaf, concept, [...labelsOf(leaf, null), ...(conceptById(concept)?.labels ?? [])]);
    return concept === 'document.subject' ? found ?? subjectInTitle(view) : found;
  }
  // A free leaf: its own name, title and description are the labels to look for.
  return byLabels(view, leaf, null, labelsOf(leaf, null).filter((l) => l.length >= 3));
}
