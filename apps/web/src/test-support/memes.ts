/** Meme and job fixtures shaped (and checked) by the contract's schemas. */
import {
  GenerateResponseSchema,
  JobStatusSchema,
  MemeSchema,
  UserMemesListSchema,
  type JobStatus,
  type Meme,
} from '@memeforge/contract';

/** A valid v4-shaped UUID ending in `n`. */
export function uuid(n: number, prefix = '0'): string {
  return `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeMeme(n: number, overrides: Partial<Meme> = {}): Meme {
  return MemeSchema.parse({
    memeId: uuid(n),
    tagline: `Caption number ${n}`,
    description: 'Mondays at a startup',
    createdAt: '2025-01-02T10:00:00.000Z',
    canvasWidth: 800,
    canvasHeight: 600,
    isLiked: false,
    isDisliked: false,
    isFavorited: false,
    templateFile: `${n}.jpg`,
    templateFileUrl: `/media/templates/${n}.jpg`,
    type: 1,
    file: `/media/memes/${n}.png`,
    templateId: n,
    status: 'finished',
    jobInfo: null,
    fontSize: null,
    textAlign: 'center',
    dragYOffset: 0,
    templateTitle: `Template ${n}`,
    poster: null,
    unhingedLevel: 3,
    writer: 'offline',
    writerFallback: null,
    error: null,
    document: null,
    altText: `Meme: Template ${n}, with the caption "Caption number ${n}"`,
    ...overrides,
  });
}

export function makeVideoMeme(n: number, overrides: Partial<Meme> = {}): Meme {
  return makeMeme(n, {
    type: 2,
    file: `/media/memes/${n}.mp4`,
    poster: `/media/templates/${n}-poster.jpg`,
    ...overrides,
  });
}

/** A meme still being made, with its job (the job id ends in the same number, under 'a's). */
export function makeQueuedMeme(n: number, overrides: Partial<Meme> = {}): Meme {
  return makeMeme(n, { status: 'queued', file: null, jobInfo: { jobId: jobId(n), status: 'queued' }, ...overrides });
}

export function jobId(n: number): string {
  return uuid(n, 'a');
}

export function job(n: number, status: JobStatus['status'], overrides: Partial<JobStatus> = {}): JobStatus {
  return JobStatusSchema.parse({
    jobId: jobId(n),
    status,
    error: status === 'failed' ? 'The meme could not be rendered.' : null,
    message:
      status === 'failed'
        ? 'The meme could not be rendered.'
        : status === 'finished'
          ? 'Video processing completed!'
          : null,
    createdAt: '2025-01-02T10:00:00.000Z',
    startedAt: status === 'queued' ? null : '2025-01-02T10:00:01.000Z',
    endedAt: status === 'finished' || status === 'failed' ? '2025-01-02T10:00:05.000Z' : null,
    result: status === 'finished' ? { fileUrl: `/media/memes/${n}-done.mp4` } : null,
    ...overrides,
  });
}

export function generateResponse(memes: Meme[], credits = '26') {
  return GenerateResponseSchema.parse({ memes, credits });
}

export function memeList(results: Meme[], count = results.length) {
  return UserMemesListSchema.parse({ count, next: null, previous: null, results });
}
