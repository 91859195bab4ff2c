/** A process request as it arrived, before the field rules: the same shape for multipart and JSON. */
export interface UploadedFile {
  field: 'file' | 'registry';
  fileName: string;
  bytes: Buffer;
}

export interface RawRequest {
  transport: 'multipart' | 'json';
  /** Text fields (multipart: strings; JSON: any JSON value), by name. */
  fields: Map<string, unknown>;
  files: Map<'file' | 'registry', UploadedFile>;
  /** Names outside the contract, in arrival order, without repeats. */
  unknown: string[];
}
