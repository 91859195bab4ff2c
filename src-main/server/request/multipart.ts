import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../../../src-shared/contract/app-error';
import { BINARY_FIELDS, LIMITS, PROCESS_FIELDS } from '../../../src-shared/contract/request';
import type { RawRequest, UploadedFile } from '../../services/uploads';

const MAX_BYTES: Record<UploadedFile['field'], number> = { file: LIMITS.fileBytes, registry: LIMITS.registryBytes };

/**
 * Busboy limits for the process endpoint. Text fields may hold the longest `text`; files are
 * counted by us while streaming (see readFilePart), busboy only stops an absurd upload.
 */
export const MULTIPART_LIMITS = {
  fieldSize: LIMITS.textChars * 4,
  fields: 40,
  files: 4,
  parts: 50,
  fileSize: LIMITS.fileBytes * 4,
  fieldNameSize: 200,
} as const;

/** Which names a multipart body may carry, and which of them are files (with their byte limits). */
export interface MultipartNames {
  known: ReadonlySet<string>;
  binary: ReadonlyMap<UploadedFile['field'], number>;
}

/** The names of `POST /v1/process`. */
export const PROCESS_MULTIPART: MultipartNames = {
  known: new Set<string>(PROCESS_FIELDS),
  binary: new Map(BINARY_FIELDS.map((f) => [f, MAX_BYTES[f]])),
};

/**
 * Reads a multipart body part by part. A file is buffered only up to its limit; past that its
 * bytes are counted and dropped, so a 60 MB upload costs 50 MB at most and gets an exact size.
 */
export async function readMultipart(request: FastifyRequest, names: MultipartNames = PROCESS_MULTIPART): Promise<RawRequest> {
  try {
    return await readParts(request, names);
  } catch (err) {
    if (err instanceof AppError || (err as { code?: string }).code?.startsWith('FST_')) throw err;
    throw new AppError('BODY_MALFORMED', `the multipart body could not be read: ${(err as Error).message}`, {});
  }
}

async function readParts(request: FastifyRequest, names: MultipartNames): Promise<RawRequest> {
  const raw: RawRequest = { transport: 'multipart', fields: new Map(), files: new Map(), unknown: [] };
  const seen = new Set<string>();
  let tooLarge: AppError | null = null;
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    const name = part.fieldname;
    if (!names.known.has(name)) {
      if (!raw.unknown.includes(name)) raw.unknown.push(name);
      if (part.type === 'file') await drain(part);
      continue;
    }
    if (seen.has(name)) {
      if (part.type === 'file') await drain(part);
      throw new AppError('FIELD_INVALID', `field '${name}' was sent more than once`, { field: name });
    }
    seen.add(name);
    if (part.type === 'file') {
      const max = names.binary.get(name as UploadedFile['field']);
      if (max === undefined) {
        await drain(part);
        throw new AppError('FIELD_INVALID', `field '${name}' must be a text field, not a file`, { field: name });
      }
      const field = name as UploadedFile['field'];
      const read = await readFilePart(part, max);
      if (read.size > max) {
        tooLarge ??= fileTooLarge(field, read.size, read.complete);
      } else {
        raw.files.set(field, { field, fileName: part.filename, bytes: read.bytes });
      }
      continue;
    }
    raw.fields.set(name, fieldValue(part));
  }
  if (tooLarge) throw tooLarge;
  return raw;
}

function fieldValue(part: Extract<Multipart, { type: 'field' }>): unknown {
  if (part.valueTruncated) {
    const code = part.fieldname === 'prompt' ? 'PROMPT_TOO_LONG' : 'FIELD_TOO_LONG';
    throw new AppError(code, `field '${part.fieldname}' is longer than allowed`, { field: part.fieldname, max_size: MULTIPART_LIMITS.fieldSize });
  }
  return part.value;
}

async function readFilePart(part: MultipartFile, max: number): Promise<{ bytes: Buffer; size: number; complete: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
    else if (chunks.length) chunks.length = 0;
  }
  return { bytes: Buffer.concat(chunks, Math.min(size, max)), size, complete: !part.file.truncated };
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file as AsyncIterable<Buffer>) { /* discard */ }
}

export function fileTooLarge(field: UploadedFile['field'], size: number, complete = true): AppError {
  const max = MAX_BYTES[field];
  return new AppError('FILE_TOO_LARGE', `'${field}' is ${size} bytes${complete ? '' : ' or more'}; the limit is ${max} bytes`, {
    field, size, max_size: max, ...(complete ? {} : { size_is_lower_bound: true }),
  });
}
