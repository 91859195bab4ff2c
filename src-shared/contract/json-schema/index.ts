import type { JsonSchema } from '../operations/spec';
import {
  DOCUMENT_SECTION_SCHEMA, ENVELOPE_SCHEMA, FIELD_SCHEMA, FRAGMENT_SCHEMA, MATCH_SCHEMA, METADATA_SCHEMA, TABLE_SCHEMA,
  TASK_ACCEPTED_SCHEMA, TASK_POLL_SCHEMA, TRANSLATED_SCHEMA, USAGE_SCHEMA, WARNING_SCHEMA,
} from './envelope';
import { DETAIL_ERROR_SCHEMA, ERROR_BODY_SCHEMA, ERROR_INFO_SCHEMA, KEY_ERROR_SCHEMA, PROCESSING_ERROR_SCHEMA } from './errors';
import { CLIENT_CREATED_SCHEMA, CLIENT_SCHEMA, CLIENT_USAGE_SCHEMA, ISSUED_KEY_SCHEMA, KEY_INFO_SCHEMA } from './clients';

export * from './envelope';
export * from './errors';
export * from './clients';

/**
 * Schemas that `/openapi.json` names under `components.schemas`: wherever an operation's schema
 * holds one of these very objects (by identity), the document writes a `$ref` to it instead. An
 * operation that shares a shape imports the object from here and gets the reference for free.
 */
export const COMPONENT_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  ProcessEnvelope: ENVELOPE_SCHEMA,
  DocumentSection: DOCUMENT_SECTION_SCHEMA,
  Fragment: FRAGMENT_SCHEMA,
  Table: TABLE_SCHEMA,
  FieldProvenance: FIELD_SCHEMA,
  MatchSection: MATCH_SCHEMA,
  Translated: TRANSLATED_SCHEMA,
  Usage: USAGE_SCHEMA,
  Metadata: METADATA_SCHEMA,
  Warning: WARNING_SCHEMA,
  TaskAccepted: TASK_ACCEPTED_SCHEMA,
  TaskPoll: TASK_POLL_SCHEMA,
  ErrorInfo: ERROR_INFO_SCHEMA,
  DetailError: DETAIL_ERROR_SCHEMA,
  ProcessingError: PROCESSING_ERROR_SCHEMA,
  KeyError: KEY_ERROR_SCHEMA,
  ErrorBody: ERROR_BODY_SCHEMA,
  ClientResponse: CLIENT_SCHEMA,
  ClientCreatedResponse: CLIENT_CREATED_SCHEMA,
  KeyInfo: KEY_INFO_SCHEMA,
  IssuedKey: ISSUED_KEY_SCHEMA,
  ClientUsageResponse: CLIENT_USAGE_SCHEMA,
};
