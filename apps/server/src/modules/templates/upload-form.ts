/**
 * Reads the upload form (product.md §5.7: file, title, description, isPublic) from a
 * multipart request, holding the file in memory up to the video limit. Missing parts are the
 * product's 'Please fill in all fields'. Our optional additions: caption_format (a one-liner when
 * left out), example_captions (the field repeated, one caption each, or one field holding a JSON
 * list) and layout (band, the default, or top-bottom), checked by the contract's
 * TemplateUploadCaptionFieldsSchema.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import {
  MAX_EXAMPLE_CAPTIONS,
  MESSAGES,
  TEMPLATE_VIDEO_MAX_BYTES,
  TemplateUploadCaptionFieldsSchema,
  type CaptionFormat,
  type TemplateLayout,
} from '@memeforge/contract';
import { InvalidInput } from '../../domain-errors';
import { bufferWithinLimit, FileOverLimit, isMalformedForm } from '../../plugins/upload-limits';
import { productWords } from '../../plugins/errors';

export interface UploadForm {
  file: Buffer;
  fileName: string;
  title: string;
  description: string;
  isPublic: boolean;
  captionFormat: CaptionFormat;
  exampleCaptions: string[];
  /** Where its text goes: the band above the picture, or top and bottom text. */
  layout: TemplateLayout;
}

export const UPLOAD_LIMITS = {
  fileSize: TEMPLATE_VIDEO_MAX_BYTES,
  files: 1,
  fields: 10 + MAX_EXAMPLE_CAPTIONS,
  fieldSize: 64 * 1024,
};

/**
 * A file past its limit ends the form with FileOverLimit (plugins/upload-limits.ts). The plugin
 * reads `throwFileSizeLimit` here, though its types list it only for the stream-mode calls.
 */
const PARTS_OPTIONS = { limits: UPLOAD_LIMITS, throwFileSizeLimit: false };

/** The upload form's cap as a whole (plugins/upload-limits.ts): the file at its limit and every field at its. */
export const TEMPLATE_UPLOAD_FORM_UPLOAD = {
  maxBytes: UPLOAD_LIMITS.fileSize + UPLOAD_LIMITS.fields * UPLOAD_LIMITS.fieldSize + 64 * 1024,
  field: 'file',
  message: MESSAGES.templateVideoTooLarge,
};

const EXAMPLES_FIELD = 'example_captions';
const EXAMPLES_NOT_A_LIST = 'The example captions are a list of texts.';

/** The example captions as sent: repeated fields, or one field holding a JSON list; undefined when none. */
function exampleCaptionsOf(values: string[]): unknown {
  if (values.length === 0) return undefined;
  if (values.length === 1 && values[0]!.trim().startsWith('[')) {
    try {
      return JSON.parse(values[0]!) as unknown;
    } catch {
      throw InvalidInput.fields({ [EXAMPLES_FIELD]: [EXAMPLES_NOT_A_LIST] });
    }
  }
  // A form that sends the field empty means none.
  return values.filter((value) => value.trim() !== '');
}

function captionFieldsOf(fields: Record<string, string>, examples: string[]) {
  const parsed = TemplateUploadCaptionFieldsSchema.safeParse({
    caption_format: fields.caption_format,
    example_captions: exampleCaptionsOf(examples),
    layout: fields.layout,
  });
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? EXAMPLES_FIELD);
    (errors[field] ??= []).push(productWords({ keyword: issue.code, message: issue.message }));
  }
  throw InvalidInput.fields(errors);
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new InvalidInput(MESSAGES.fillAllFields);
  const fields: Record<string, string> = {};
  const examples: string[] = [];
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts(PARTS_OPTIONS)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = await bufferWithinLimit(part);
        fileName = part.filename;
      } else if (typeof part.value === 'string') {
        if (part.fieldname === EXAMPLES_FIELD || part.fieldname === `${EXAMPLES_FIELD}[]`) examples.push(part.value);
        else fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof FileOverLimit) throw InvalidInput.fields({ file: [MESSAGES.templateVideoTooLarge] });
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_')) throw new InvalidInput(MESSAGES.fillAllFields);
    if (isMalformedForm(error)) throw new InvalidInput(MESSAGES.malformedForm);
    throw error;
  }
  const title = (fields.title ?? '').trim();
  const description = (fields.description ?? '').trim();
  if (!file?.length || !title || !description) throw new InvalidInput(MESSAGES.fillAllFields);
  if (title.length > 200) throw InvalidInput.fields({ title: ['Title must be at most 200 characters.'] });
  if (description.length > 2000) {
    throw InvalidInput.fields({ description: ['Description must be at most 2000 characters.'] });
  }
  const {
    caption_format: captionFormat,
    example_captions: exampleCaptions,
    layout,
  } = captionFieldsOf(fields, examples);
  return {
    file,
    fileName,
    title,
    description,
    isPublic: fields.isPublic !== 'false',
    captionFormat,
    exampleCaptions,
    layout: { kind: layout },
  };
}
