import { CLIENT_SCHEMA, CLIENT_USAGE_SCHEMA, ISSUED_KEY_SCHEMA, KEY_INFO_SCHEMA, PROCESSING_ERROR_SCHEMA } from '../json-schema';
import type { OperationSpec, StringField } from './spec';

/**
 * The browser cabinet (docs/api.md "Cabinet"; SPEC leaves its paths open). Listed under the tag
 * `cabinet` for completeness; integrations use keys. The routes (src-main/server/routes/cabinet.ts)
 * check their few string fields by hand; a test holds these specs to the guard's constants.
 */
export const CABINET_MARKER_VALUE = 'DocIntel';
const MARKER: StringField = { kind: 'string', required: true, enum: [CABINET_MARKER_VALUE],
  description: 'The fixed cabinet marker; without it 401 CABINET_HEADER_REQUIRED.' };
const headers = { 'X-Requested-With': MARKER };
const KEY_ID = { key_id: 'The key id, as listed by GET /v1/cabinet/keys.' };

const cabinet = (spec: Omit<OperationSpec, 'tag' | 'headers' | 'body' | 'fields'> & Partial<Pick<OperationSpec, 'body' | 'fields'>>): OperationSpec =>
  ({ body: 'none', fields: {}, ...spec, tag: 'cabinet', headers });

const SESSION_ANSWER = {
  account: CLIENT_SCHEMA,
  session_expires_at: { type: 'string', format: 'date-time' },
};

export const CABINET_OPERATIONS: readonly OperationSpec[] = [
  cabinet({ operationId: 'cabinetLogin', method: 'POST', path: '/v1/cabinet/login', auth: 'none', summary: 'Ask for a one-time login link',
    description: 'Always 202: a link goes to the address only if an account has it.', body: 'json',
    fields: { email: { kind: 'string', required: true, description: 'The account address.' } },
    response: { status: 202, description: 'Sent, if the address is known.', schema: { type: 'object', additionalProperties: false, required: ['sent'], properties: { sent: { const: true } } } } }),
  cabinet({ operationId: 'cabinetVerify', method: 'POST', path: '/v1/cabinet/login/verify', auth: 'none', summary: 'Open a session with the token of the link',
    description: 'Sets the `session` cookie (HttpOnly, SameSite=Strict). `first_key` only at the first login of an account without an active key.',
    body: 'json', fields: { token: { kind: 'string', required: true, description: 'The `token` of the link: 43 base64url characters.' } },
    response: { status: 200, description: 'The session.', schema: { type: 'object', additionalProperties: false,
      required: ['account', 'session_expires_at', 'first_key', 'first_login'],
      properties: { ...SESSION_ANSWER, first_key: { anyOf: [ISSUED_KEY_SCHEMA, { type: 'null' }] }, first_login: { type: 'boolean' } } } },
    otherResponses: { 401: { description: 'LOGIN_LINK_INVALID: unknown, used or expired.', schema: PROCESSING_ERROR_SCHEMA } } }),
  cabinet({ operationId: 'cabinetMe', method: 'GET', path: '/v1/cabinet/me', auth: 'session', summary: 'The account of this session',
    response: { status: 200, description: 'The account.', schema: { type: 'object', additionalProperties: false, required: ['account', 'session_expires_at'], properties: SESSION_ANSWER } } }),
  cabinet({ operationId: 'cabinetKeys', method: 'GET', path: '/v1/cabinet/keys', auth: 'session', summary: 'The keys of the account, revoked ones included',
    response: { status: 200, description: 'The keys.', schema: { type: 'array', items: KEY_INFO_SCHEMA } } }),
  cabinet({ operationId: 'cabinetIssueKey', method: 'POST', path: '/v1/cabinet/keys', auth: 'session', summary: 'Issue a key (at most five active: KEY_LIMIT_REACHED)',
    response: { status: 201, description: 'The new key, shown only this once.', schema: ISSUED_KEY_SCHEMA } }),
  cabinet({ operationId: 'cabinetRevokeKey', method: 'POST', path: '/v1/cabinet/keys/:key_id/revoke', auth: 'session', params: KEY_ID,
    summary: 'Revoke a key of the account (soft: it stays listed with its usage)',
    response: { status: 200, description: 'The key after revocation.', schema: KEY_INFO_SCHEMA },
    otherResponses: { 404: { description: "KEY_NOT_FOUND: unknown, or another account's.", schema: PROCESSING_ERROR_SCHEMA } } }),
  cabinet({ operationId: 'cabinetUsage', method: 'GET', path: '/v1/cabinet/usage', auth: 'session', summary: 'Pages and requests per month',
    response: { status: 200, description: 'The usage.', schema: CLIENT_USAGE_SCHEMA } }),
  cabinet({ operationId: 'cabinetLogout', method: 'POST', path: '/v1/cabinet/logout', auth: 'session', summary: 'End the session (clears the cookie)',
    response: { status: 204, description: 'Ended.', schema: {} } }),
];
