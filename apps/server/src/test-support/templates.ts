/** Library templates for tests that generate: one small JPEG reaction picture per topic, every level. */
import type { MediaStorage } from '../adapters/storage';
import type { TemplateRow } from '../db/schema';
import type { Db } from '../db/types';
import { ingestTemplate } from '../modules/templates/ingest';
import { makeImage } from './media';

/** A "<topic> reaction" image template per topic, keyworded with the topic's words; answered in order. */
export async function ingestTopicImages(
  ctx: { db: Db; storage: MediaStorage },
  topics: readonly string[],
): Promise<TemplateRow[]> {
  const made: TemplateRow[] = [];
  for (const topic of topics) {
    const { template } = await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
      title: `${topic} reaction`,
      description: `A reaction image about ${topic}`,
      keywords: topic.split(' '),
      levels: [1, 2, 3, 4, 5],
    });
    made.push(template);
  }
  return made;
}
