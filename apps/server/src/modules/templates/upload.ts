/**
 * Reads the upload form (product.md §5.7: file, title, description, isPublic) from a
 * multipart request, holding the file in memory up to the video limit. Missing parts are the
 * product's 'Please fill in all fields'.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { MESSAGES, TEMPLATE_VIDEO_MAX_BYTES } from '@memeforge/contract';
import { InvalidInput } from '../../domain-errors';

export interface UploadForm {
  file: Buffer;
  fileName: string;
  title: string;
  description: string;
  isPublic: boolean;
}

export const UPLOAD_LIMITS = { fileSize: TEMPLATE_VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 };

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new InvalidInput(MESSAGES.fillAllFields);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = await part.toBuffer();
        fileName = part.filename;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw InvalidInput.fields({ file: [MESSAGES.templateVideoTooLarge] });
    if (code?.startsWith('FST_')) throw new InvalidInput(MESSAGES.fillAllFields);
    throw error;
  }
  const title = (fields.title ?? '').trim();
  const description = (fields.description ?? '').trim();
  if (!file?.length || !title || !description) throw new InvalidInput(MESSAGES.fillAllFields);
  if (title.length > 200) throw InvalidInput.fields({ title: ['Title must be at most 200 characters.'] });
  if (description.length > 2000) {
    throw InvalidInput.fields({ description: ['Description must be at most 2000 characters.'] });
  }
  return { file, fileName, title, description, isPublic: fields.isPublic !== 'false' };
}
