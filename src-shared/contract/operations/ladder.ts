import { LADDER_GRAMMARS } from '../ladder';
import { LIMITS, SUPPORTED_EXTENSIONS } from '../request';
import type { JsonSchema, OperationSpec } from './spec';

const BOX: JsonSchema = {
  description: 'Box in PDF points, top-left origin (as the fragments of /v1/process); null where the input has no geometry.',
  oneOf: [{ type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 }, { type: 'null' }],
};
const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });

const VALUES: Record<(typeof LADDER_GRAMMARS)[number], JsonSchema> = {
  kks: {
    type: 'object',
    description: 'A KKS / RDS-PP code by breakdown level.',
    required: ['plant', 'system', 'equipment_unit', 'component', 'code'],
    properties: {
      plant: nullable('string'), system: { type: 'string' }, system_function: { type: 'string' }, system_number: { type: 'string' },
      equipment_unit: { type: 'string' }, equipment_unit_function: { type: 'string' }, equipment_unit_number: { type: 'string' },
      component: nullable('string'), code: { type: 'string', description: 'Canonical: levels parted by one space, the component with `-`.' },
    },
  },
  requisites: {
    type: 'object',
    description: 'A Russian company or bank identifier with its checksum verdict.',
    required: ['type', 'value', 'valid'],
    properties: {
      type: { enum: ['inn', 'kpp', 'ogrn', 'ogrnip', 'bic', 'swift', 'settlement_account', 'correspondent_account'] },
      value: { type: 'string' }, valid: { type: 'boolean' },
      holder: { enum: ['organisation', 'individual', null] }, bic: nullable('string'),
    },
  },
  measures: {
    type: 'object',
    description: 'A quantity with its unit normalised to the SI / international symbol.',
    required: ['kind', 'unit', 'quantity'],
    properties: {
      kind: { enum: ['single', 'range', 'max', 'min', 'tolerance', 'dimensions'] },
      value: nullable('number'), min: nullable('number'), max: nullable('number'),
      tolerance: { oneOf: [{ type: 'object', properties: { upper: { type: 'number' }, lower: { type: 'number' } } }, { type: 'null' }] },
      values: { oneOf: [{ type: 'array', items: { type: 'number' } }, { type: 'null' }] },
      fit: nullable('string'), diameter: { type: 'boolean' }, unit: { type: 'string' }, quantity: { type: 'string' },
      unit_as_written: nullable('string'), unit_implied: { type: 'boolean' },
    },
  },
  eskd_stamp: {
    type: 'object',
    description: 'The title block of an ESKD drawing (ГОСТ 2.104); `missing` names what was looked for and not found.',
    required: ['designation', 'name', 'roles', 'missing'],
    properties: {
      designation: nullable('string'), document_code: nullable('string'), name: nullable('string'),
      roles: { type: 'array', items: { type: 'object', required: ['role', 'label', 'name'], properties: { role: { type: 'string' }, label: { type: 'string' }, name: { type: 'string' } } } },
      letter: nullable('string'),
      mass: { oneOf: [{ type: 'object', properties: { value: { type: 'number' }, unit: { const: 'kg' } } }, { type: 'null' }] },
      scale: { oneOf: [{ type: 'object', properties: { text: { type: 'string' }, ratio: { type: 'array', items: { type: 'number' } } } }, { type: 'null' }] },
      sheet: nullable('integer'), sheets: nullable('integer'), missing: { type: 'array', items: { type: 'string' } },
    },
  },
};

const grammarResult = (value: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['count', 'hits'],
  properties: {
    count: { type: 'integer', minimum: 0 },
    hits: {
      type: 'array',
      items: { type: 'object', required: ['page', 'bbox', 'text', 'value'], properties: { page: { type: 'integer', minimum: 1 }, bbox: BOX, text: { type: 'string' }, value } },
    },
  },
});

const GRAMMAR_LIST = `Comma-separated grammar names, each one of ${LADDER_GRAMMARS.join(', ')}.`;

/** `POST /v1/ladder/extract` (SPEC "Older task and extraction endpoints"; our answer: docs/decisions.md "Ladder"). */
export const LADDER_EXTRACT = {
  operationId: 'ladderExtract',
  method: 'POST',
  path: '/v1/ladder/extract',
  tag: 'extraction',
  summary: 'Pattern grammars over a document (experimental, no model)',
  description: 'Parses the file as /v1/process does (OCR for pages without a text layer unless use_ocr is false) and runs pattern grammars over its lines: '
    + 'KKS / RDS-PP plant codes, Russian requisites with checksums, measures with units, the ESKD title block. Each hit has its page, box, text and normalised value. '
    + 'A `required` grammar that finds nothing is listed in `required_missing` with a warning (still 200). Billed like /v1/process.',
  body: 'multipart',
  fields: {
    file: { kind: 'file', required: true, extensions: SUPPORTED_EXTENSIONS, maxBytes: LIMITS.fileBytes, description: 'The document (PDF, image, office file, XML).' },
    grammars: { kind: 'string', default: LADDER_GRAMMARS.join(','), maxLength: 200, description: `${GRAMMAR_LIST} An unknown name is a 422 naming it.` },
    required: { kind: 'string', default: '', maxLength: 200, description: `${GRAMMAR_LIST} Grammars that must find something; each must also be in \`grammars\`.` },
    use_ocr: { kind: 'boolean', default: true, description: 'OCR pages that have no text layer. False: such pages stay unread and an `ocr_skipped` warning names them.' },
  },
  response: {
    status: 200,
    description: 'What each grammar found.',
    schema: {
      type: 'object',
      required: ['success', 'experimental', 'grammars', 'required_missing', 'pages_processed', 'pages_without_text', 'ocr_pages', 'warnings', 'usage'],
      properties: {
        success: { const: true },
        experimental: { const: true },
        grammars: { type: 'object', properties: Object.fromEntries(LADDER_GRAMMARS.map((g) => [g, grammarResult(VALUES[g])])), additionalProperties: false },
        required_missing: { type: 'array', items: { enum: [...LADDER_GRAMMARS] } },
        pages_processed: { type: 'integer', minimum: 0, description: 'Billed pages (SPEC "Billing"), as usage.pages.' },
        pages_without_text: { type: 'array', items: { type: 'integer' }, description: 'Pages with nothing to read (not OCR\'d, or OCR found nothing).' },
        ocr_pages: { type: 'array', items: { type: 'integer' } },
        warnings: { type: 'array', items: { type: 'object', required: ['code', 'field', 'severity', 'message'], properties: { code: { type: 'string' }, field: { type: 'string' }, severity: { enum: ['info', 'low', 'medium', 'high'] }, message: { type: 'string' } } } },
        usage: { type: 'object', required: ['pages'], properties: { pages: { type: 'integer', minimum: 0 } } },
      },
    },
  },
  auth: 'key',
} as const satisfies OperationSpec;
