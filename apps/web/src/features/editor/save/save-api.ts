/**
 * The editor's save calls (product.md §7.6), through the app's API client: the image save (a form
 * with the browser's rendering, the text fields and, on the person's own picture, the original),
 * the two ways to start a video, and the video job's status. The answers are read a little more
 * leniently than the contract writes them, so that an answer without a file, without a job or with
 * the spec's 'completed' status is told apart from an unreadable one.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  JobStatusSchema,
  MemeSchema,
  SaveMemeResponseSchema,
  VideoJobStartResponseSchema,
  type ProcessTemplateVideoRequest,
} from '@memeforge/contract';
import { api } from '../../../api';

const SavedMemeSchema = SaveMemeResponseSchema.extend({ file: z.string().nullish() });
export type SavedMeme = z.infer<typeof SavedMemeSchema>;

const StartedVideoSchema = VideoJobStartResponseSchema.extend({
  jobInfo: z.object({ jobId: z.string(), status: z.string() }).nullish(),
  meme: MemeSchema.extend({ fileUrl: z.string().nullish() }),
});
export type StartedVideo = z.infer<typeof StartedVideoSchema>;

/** The spec names a finished job 'completed' or 'finished'; both are read. */
const VideoJobRecordSchema = JobStatusSchema.extend({ status: z.string() }).partial({
  error: true,
  createdAt: true,
  startedAt: true,
  endedAt: true,
});
export type VideoJobRecord = z.infer<typeof VideoJobRecordSchema>;

function formOf(fields: Record<string, string>, files: Record<string, Blob | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (Array.isArray(file)) form.append(name, file[0], file[1]);
    else form.append(name, file);
  }
  return form;
}

export interface SaveImageInput {
  /** The browser's rendering of the meme (PNG). */
  rendering: Blob;
  fields: Record<string, string>;
  /** The person's original picture, when the meme is on their own image (templateId -1). */
  original?: { file: Blob; name: string } | null;
}

export function saveImageMeme({ rendering, fields, original }: SaveImageInput): Promise<SavedMeme> {
  const files: Record<string, [Blob, string]> = { file: [rendering, 'meme.png'] };
  if (original) files.template_file = [original.file, original.name];
  return api(ENDPOINTS.saveMeme, { method: 'POST', form: formOf(fields, files), schema: SavedMemeSchema });
}

export function startTemplateVideo(request: ProcessTemplateVideoRequest): Promise<StartedVideo> {
  return api(ENDPOINTS.processTemplateVideo, { method: 'POST', json: request, schema: StartedVideoSchema });
}

export function startUploadedVideo(video: { file: Blob; name: string }, fields: Record<string, string>) {
  return api(ENDPOINTS.processUploadedVideo, {
    method: 'POST',
    form: formOf(fields, { video_file: [video.file, video.name] }),
    schema: StartedVideoSchema,
  });
}

export function fetchVideoJob(jobId: string, signal?: AbortSignal): Promise<VideoJobRecord> {
  return api(ENDPOINTS.videoJobStatus, {
    query: { job_id: jobId },
    schema: VideoJobRecordSchema,
    ...(signal ? { signal } : {}),
  });
}

/** A saved meme's upload, fetched again to send it as the original (the stored upload's URL). */
export async function fetchOriginal(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not read the original (${response.status})`);
  return response.blob();
}
