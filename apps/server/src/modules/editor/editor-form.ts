/**
 * Reads the editor's multipart forms. The save form's two images are held in memory up to the
 * custom image limit (10 MB each); the uploaded video is streamed to a temporary file as it
 * arrives, cut off at the device video limit (100 MB), never held whole in memory. A file past
 * its limit is refused once the rest of the request is read, and its temporary file is removed.
 * Text fields are parsed with the contract's schemas into field errors.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { z } from 'zod';
import { CUSTOM_IMAGE_MAX_BYTES, DEVICE_VIDEO_MAX_BYTES, MESSAGES, type FieldErrors } from '@memeforge/contract';
import { InvalidInput } from '../../domain-errors';

/** Where uploaded videos wait while they are checked; one folder per request. */
export const UPLOAD_TEMP_PREFIX = 'memeforge-editor-upload-';

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, parts: 30 };

/**
 * Busboy's limits, and a file past its size is cut off (`truncated`) instead of failing the
 * iteration, so the rest of the request is still read. The plugin reads `throwFileSizeLimit` here,
 * though its types list it only for the stream-mode calls.
 */
function partsOptions(limits: { files: number; fileSize: number }) {
  const options = { limits: { ...FIELD_LIMITS, ...limits }, throwFileSizeLimit: false };
  return options;
}

/** Field values as strings, the last of a repeated name winning. */
type Fields = Record<string, string>;

/** Parses the text fields with the contract's schema; the issues become {field: [messages]}. */
export function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Fields): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (errors[field] ??= []).push(issue.message);
  }
  throw InvalidInput.fields(errors);
}

function multipartFailure(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code?.startsWith('FST_')) throw new InvalidInput(MESSAGES.noFileSelected);
  throw error;
}

export interface SaveForm {
  fields: Fields;
  /** The browser's rendering (`file`); null when the form has none. */
  rendering: Buffer | null;
  /** The person's original picture (`template_file`); null when the form has none. */
  original: Buffer | null;
}

const SAVE_FILES = { file: 'rendering', template_file: 'original' } as const;

/** The /memes/save/ form. */
export async function readSaveForm(request: FastifyRequest): Promise<SaveForm> {
  if (!request.isMultipart()) throw InvalidInput.fields({ file: [MESSAGES.noFileSelected] });
  const form: SaveForm = { fields: {}, rendering: null, original: null };
  const tooLarge: string[] = [];
  try {
    for await (const part of request.parts(partsOptions({ files: 2, fileSize: CUSTOM_IMAGE_MAX_BYTES }))) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const slot = SAVE_FILES[part.fieldname as keyof typeof SAVE_FILES];
        if (!slot) continue;
        if (part.file.truncated) tooLarge.push(part.fieldname);
        else form[slot] = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    multipartFailure(error);
  }
  if (tooLarge.length > 0) {
    throw InvalidInput.fields(Object.fromEntries(tooLarge.map((field) => [field, [MESSAGES.imageTooLarge]])));
  }
  return form;
}

export interface UploadedVideoForm {
  fields: Fields;
  /** The temporary file holding `video_file`; null when the form has none. */
  videoPath: string | null;
  /** Removes the temporary file; call it when the request is done with the video. */
  cleanup(): Promise<void>;
}

/** The /memes/background/process_uploaded_video/ form, its video streamed to a temporary file. */
export async function readUploadedVideoForm(request: FastifyRequest): Promise<UploadedVideoForm> {
  if (!request.isMultipart()) throw InvalidInput.fields({ video_file: [MESSAGES.noFileSelected] });
  let dir: string | null = null;
  const cleanup = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  const fields: Fields = {};
  let videoPath: string | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts(partsOptions({ files: 1, fileSize: DEVICE_VIDEO_MAX_BYTES }))) {
      if (part.type === 'file') {
        if (part.fieldname !== 'video_file') {
          part.file.resume();
          continue;
        }
        dir ??= await mkdtemp(path.join(tmpdir(), UPLOAD_TEMP_PREFIX));
        const target = path.join(dir, 'video');
        await pipeline(part.file, createWriteStream(target));
        if (part.file.truncated) {
          // Cut off at the limit: the rest of the request is read (and dropped) before answering.
          tooLarge = true;
          await rm(target, { force: true });
        } else {
          videoPath = target;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (tooLarge) throw InvalidInput.fields({ video_file: [MESSAGES.videoTooLarge] });
  } catch (error) {
    await cleanup();
    if (error instanceof InvalidInput) throw error;
    multipartFailure(error);
  }
  return { fields, videoPath, cleanup };
}
