/**
 * Operations as data: each endpoint's request fields with their types, defaults and bounds, and the
 * JSON Schema of its answer. The host validates requests from these specs (src-main/server/request/
 * operation.ts) and `/openapi.json` is generated from the very same objects, so the two cannot drift.
 */
export type JsonSchema = { readonly [key: string]: unknown };

interface FieldBase {
  readonly description: string;
  /** A required field missing from the request is a 422 VALIDATION_ERROR naming it. */
  readonly required?: boolean;
  /** Documents that `null` is accepted (readOperation reads `null` as absent: the default, or null). */
  readonly nullable?: boolean;
}

/** A binary part of a multipart body (only the names `file` and `registry` exist in the contract). */
export interface FileField extends FieldBase {
  readonly kind: 'file';
  readonly extensions: readonly string[];
  readonly maxBytes: number;
}
export interface StringField extends FieldBase {
  readonly kind: 'string';
  readonly default?: string;
  readonly enum?: readonly string[];
  readonly minLength?: number;
  /** Counted in characters (code points). */
  readonly maxLength?: number;
}
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default?: boolean;
}
export interface NumberField extends FieldBase {
  readonly kind: 'integer' | 'number';
  readonly default?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}
/**
 * An object or array. Multipart carries it as a JSON string (SPEC: "object and array fields are JSON
 * strings"); a JSON body carries it as it is. `schema` is checked with a JSON Schema validator.
 */
export interface JsonField extends FieldBase {
  readonly kind: 'json';
  readonly schema: JsonSchema;
  readonly default?: unknown;
}
export type FieldSpec = FileField | StringField | BooleanField | NumberField | JsonField;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationSpec {
  /** Unique, camelCase: the generated client's method name. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Fastify style (`/v1/task/:task_id`); the OpenAPI generator writes `{task_id}`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /**
   * `multipart`: form fields and files; `json`: an object body; `none`: no body; `multipart+json`:
   * either (SPEC `/v1/process`: multipart for file input, JSON for text input; files only in multipart).
   */
  readonly body: 'multipart' | 'json' | 'none' | 'multipart+json';
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** Path parameters, each a string. */
  readonly params?: Readonly<Record<string, string>>;
  /** Query parameters (`?format=xlsx`), described like body fields. */
  readonly query?: Readonly<Record<string, StringField | NumberField>>;
  /** Request headers the operation needs besides the key (the cabinet's `X-Requested-With`). */
  readonly headers?: Readonly<Record<string, StringField>>;
  /**
   * The main answer. `alternatives`: other media types the same status may carry instead of JSON
   * (content type → schema), e.g. the workbook of `format=xlsx`.
   */
  readonly response: {
    readonly status: number; readonly description: string; readonly schema: JsonSchema; readonly contentType?: string;
    readonly alternatives?: Readonly<Record<string, JsonSchema>>;
  };
  /** Other answers worth naming (202 accepted, 404, …), each with its schema. */
  readonly otherResponses?: Readonly<Record<number, { readonly description: string; readonly schema?: JsonSchema }>>;
  /**
   * Example values of some fields (a file field: its file name), for the reference page's curl line
   * and the request examples of `/openapi.json`; absent: required fields with their defaults.
   */
  readonly example?: Readonly<Record<string, unknown>>;
  /**
   * `none`: no key at all (health); `key`: any client key; `admin`: the admin key; `session`: the
   * browser cabinet's `session` cookie instead of a key.
   */
  readonly auth: 'none' | 'key' | 'admin' | 'session';
}

type ValueOf<F extends FieldSpec> =
  F extends FileField ? { fileName: string; bytes: Uint8Array } :
  F extends StringField ? (F['enum'] extends readonly (infer E)[] ? E : string) :
  F extends BooleanField ? boolean :
  F extends NumberField ? number :
  unknown;

type Present<F extends FieldSpec> = F extends { required: true } ? true : F extends { default: unknown } ? true : false;

/** What a validated request holds: required or defaulted fields are always there, the rest may be null. */
export type OperationValues<S extends { fields: Readonly<Record<string, FieldSpec>> }> = {
  -readonly [K in keyof S['fields']]: Present<S['fields'][K]> extends true ? ValueOf<S['fields'][K]> : ValueOf<S['fields'][K]> | null;
};
