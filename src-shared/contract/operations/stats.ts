import type { JsonSchema, OperationSpec } from './spec';

/** `/v1/stats` (SPEC: aggregated usage statistics; the shape is ours, docs/api.md). */
const COUNTS: JsonSchema = {
  type: 'object', additionalProperties: {
    type: 'object', additionalProperties: false, required: ['requests', 'pages'],
    properties: { requests: { type: 'integer', minimum: 0 }, pages: { type: 'integer', minimum: 0 } },
  },
};
const MS = { type: ['number', 'null'], minimum: 0 };

export const STATS: OperationSpec = {
  operationId: 'getStats', method: 'GET', path: '/v1/stats', tag: 'stats',
  summary: 'Aggregated usage statistics', description: 'Requests and billed pages by task kind, outcome and input format; error codes; latency percentiles. The admin key sees every account (`scope: all`); a client key its own account\'s requests (`scope: client`).',
  body: 'none', fields: {}, auth: 'key',
  response: { status: 200, description: 'The statistics since the last reset.', schema: {
    type: 'object', additionalProperties: false,
    required: ['scope', 'since', 'requests', 'pages', 'by_task_kind', 'by_status', 'by_format', 'errors_by_code', 'latency_ms'],
    properties: {
      scope: { type: 'string', enum: ['all', 'client'] },
      since: { type: ['string', 'null'], format: 'date-time', description: 'The first request counted; null when none.' },
      requests: { type: 'integer', minimum: 0 }, pages: { type: 'integer', minimum: 0 },
      by_task_kind: COUNTS, by_status: COUNTS, by_format: COUNTS,
      errors_by_code: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
      latency_ms: { type: 'object', additionalProperties: false, required: ['p50', 'p90', 'p99', 'max'], properties: { p50: MS, p90: MS, p99: MS, max: MS } },
    },
  } },
};

export const STATS_RESET: OperationSpec = {
  operationId: 'resetStats', method: 'POST', path: '/v1/stats/reset', tag: 'stats',
  summary: 'Reset every statistic to zero', body: 'none', fields: {}, auth: 'admin',
  response: { status: 200, description: 'How many request records were removed.', schema: {
    type: 'object', additionalProperties: false, required: ['reset', 'removed'], properties: { reset: { const: true }, removed: { type: 'integer', minimum: 0 } },
  } },
};
