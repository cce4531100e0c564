/**
 * Uploads end where their limits say. A route that takes a multipart form names its whole
 * request's cap (`config.upload`); a request that declares a longer body is refused before a byte
 * of it is read. And any refused request whose body was not read to its end (a file cut off at
 * its limit, a declared body refused) closes its connection after the answer, so that Node does
 * not go on draining the rest of a many-gigabyte upload to keep the connection alive.
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form's cap: its files' limits plus room for the text fields, and the words of a refusal. */
    upload?: { maxBytes: number; field: string; message: string };
  }
}

/** A form's file that reached its limit; the form reader names the field's message. */
export class FileOverLimit extends Error {
  constructor(readonly field: string) {
    super(`${field} is over its limit`);
  }
}

/**
 * Whether a form reader's error is busboy's refusal of the bytes it was sent: a form cut short,
 * a boundary missing or not the one declared. The client's doing, so a 400, never a 500; these
 * are busboy's own messages, since it gives its errors no code.
 */
export function isMalformedForm(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle .*)$/.test(
      error.message,
    )
  );
}

/**
 * Busboy cuts a file off at its limit (`truncated`) but then reads and drops the rest of the part,
 * and so of the request, however long it is. This ends the file's stream with FileOverLimit the
 * moment it is cut off: destroying it stops the parsing, the rest of the request is never read,
 * and the connection is closed after the answer (below).
 */
function endAtLimit(file: Readable, field: string) {
  file.once('limit', () => file.destroy(new FileOverLimit(field)));
}

/** A form's file in memory, or FileOverLimit (read with `throwFileSizeLimit: false`). */
export async function bufferWithinLimit(part: MultipartFile): Promise<Buffer> {
  endAtLimit(part.file, part.fieldname);
  const bytes = await part.toBuffer();
  // Cut off before the listener was there: the whole body had already arrived and been parsed.
  if (part.file.truncated) throw new FileOverLimit(part.fieldname);
  return bytes;
}

/** A form's file streamed to `target`, or FileOverLimit (read with `throwFileSizeLimit: false`). */
export async function saveWithinLimit(part: MultipartFile, target: string): Promise<void> {
  endAtLimit(part.file, part.fieldname);
  await pipeline(part.file, createWriteStream(target));
  if (part.file.truncated) throw new FileOverLimit(part.fieldname);
}

async function uploadLimitsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const upload = request.routeOptions.config?.upload;
    if (!upload) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > upload.maxBytes) {
      return reply.code(413).send({ [upload.field]: [upload.message] });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });
}

export default fp(uploadLimitsPlugin, { name: 'upload-limits' });
