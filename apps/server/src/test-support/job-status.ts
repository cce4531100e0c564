import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type JobStatus, type Meme } from '@memeforge/contract';

/** Polls each meme's job status, as the Generate page does, until it has ended or a minute passed. */
export async function waitForJobStatuses(
  app: FastifyInstance,
  headers: Record<string, string>,
  memes: Meme[],
): Promise<JobStatus[]> {
  const statuses: JobStatus[] = [];
  for (const meme of memes) {
    let status: JobStatus;
    const deadline = Date.now() + 60_000;
    do {
      const response = await app.inject({
        method: 'GET',
        url: `${ENDPOINTS.generationJobStatus}?job_id=${meme.jobInfo!.jobId}`,
        headers,
      });
      status = response.json<JobStatus>();
      if (status.status === 'finished' || status.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    statuses.push(status);
  }
  return statuses;
}
