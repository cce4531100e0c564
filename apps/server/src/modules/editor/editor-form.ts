/**
 * Reads the editor's multipart forms. The save form's two images are held in memory up to the
 * custom image limit (10 MB each); the uploaded video is streamed to a temporary file as it
 * arrives, cut off at the device video limit (100 MB), never held whole in memory. A file past
 * its limit is refused at once, its temporary file removed, and the rest of the request is never
 * read (plugins/upload-limits.ts closes the connection instead).
 * Text fields are parsed with the contract's schemas into field errors.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { z } from 'zod';
import { CUSTOM_IMAGE_MAX_BYTES, DEVICE_VIDEO_MAX_BYTES, MESSAGES, type FieldErrors } from '@memeforge/contract';
import { makeWorkDir } from '@memeforge/render/media';
import { InvalidInput } from '../../domain-errors';
import { bufferWithinLimit, FileOverLimit, isMalformedForm, saveWithinLimit } from '../../plugins/upload-limits';
import { productWords } from '../../plugins/errors';

/** Where uploaded videos wait while they are checked; one folder per request. */
/** An upload's folder: `memeforge-editor-upload-<pid>-XXXXXX` (`makeWorkDir`). */
export const UPLOAD_WORK_KIND = 'editor-upload';
export const UPLOAD_TEMP_PREFIX = `memeforge-${UPLOAD_WORK_KIND}-`;

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, parts: 30 };

/** What a whole form may hold besides its files: every text field at its cap, and room for the parts' headers. */
const FIELDS_MAX_BYTES = FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 64 * 1024;

/** The save form's cap as a whole (plugins/upload-limits.ts): both pictures at their limit and the fields. */
export const SAVE_FORM_UPLOAD = {
  maxBytes: 2 * CUSTOM_IMAGE_MAX_BYTES + FIELDS_MAX_BYTES,
  field: 'file',
  message: MESSAGES.imageTooLarge,
};

/** The uploaded-video form's cap as a whole: the clip at its limit and the fields. */
export const UPLOADED_VIDEO_FORM_UPLOAD = {
  maxBytes: DEVICE_VIDEO_MAX_BYTES + FIELDS_MAX_BYTES,
  field: 'video_file',
  message: MESSAGES.videoTooLarge,
};

/** Busboy's limits; a file past its size ends the form with FileOverLimit (plugins/upload-limits.ts). */
function partsOptions(limits: { files: number; fileSize: number }) {
  return { limits: { ...FIELD_LIMITS, ...limits }, throwFileSizeLimit: false };
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
    (errors[field] ??= []).push(productWords({ keyword: issue.code, message: issue.message }));
  }
  throw InvalidInput.fields(errors);
}

function multipartFailure(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code?.startsWith('FST_')) throw new InvalidInput(MESSAGES.noFileSelected);
  if (isMalformedForm(error)) throw new InvalidInput(MESSAGES.malformedForm);
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
  try {
    for await (const part of request.parts(partsOptions({ files: 2, fileSize: CUSTOM_IMAGE_MAX_BYTES }))) {
      if (part.type === 'file') {
        const bytes = await bufferWithinLimit(part);
        const slot = SAVE_FILES[part.fieldname as keyof typeof SAVE_FILES];
        if (slot) form[slot] = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof FileOverLimit) throw InvalidInput.fields({ [error.field]: [MESSAGES.imageTooLarge] });
    multipartFailure(error);
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
  try {
    for await (const part of request.parts(partsOptions({ files: 1, fileSize: DEVICE_VIDEO_MAX_BYTES }))) {
      if (part.type === 'file') {
        if (part.fieldname !== 'video_file') {
          part.file.resume();
          continue;
        }
        dir ??= await makeWorkDir(UPLOAD_WORK_KIND);
        const target = path.join(dir, 'video');
        await saveWithinLimit(part, target);
        videoPath = target;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await cleanup();
    if (error instanceof FileOverLimit) throw InvalidInput.fields({ video_file: [MESSAGES.videoTooLarge] });
    multipartFailure(error);
  }
  return { fields, videoPath, cleanup };
}
