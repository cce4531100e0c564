/**
 * The AI caption helper (product.md §7.8): POST /memes/tagline/ writes one caption for a library
 * template from the person's prompt, for AI_CAPTION_COST credits, on paid plans. A refusal the
 * client acts on carries a machine-readable `code` beside its `detail` (ERROR_MARKERS): the web
 * app opens the out-of-credits or the premium upgrade dialog from it and shows only the detail.
 */
import { z } from 'zod';
import { MEME_TEXT_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

/** The `code` of a refusal's body `{detail, code}`: what the client should offer instead. */
export const ERROR_MARKERS = {
  outOfCredits: 'out_of_credits',
  planNotAllowed: 'plan_not_allowed',
} as const;
export type ErrorMarker = (typeof ERROR_MARKERS)[keyof typeof ERROR_MARKERS];

/** A refusal with its marker (402 out of credits, 403 plan not allowed). */
export const MarkedErrorSchema = z
  .object({ detail: z.string(), code: z.enum([ERROR_MARKERS.outOfCredits, ERROR_MARKERS.planNotAllowed]) })
  .meta({ id: 'MarkedError', description: 'A refusal with the marker the client acts on.' });
export type MarkedError = z.infer<typeof MarkedErrorSchema>;

/** The prompt has the meme text's limit (product.md §5.6). */
export const AiPromptSchema = z
  .string({ error: MESSAGES.aiPromptRequired })
  .trim()
  .min(1, MESSAGES.aiPromptRequired)
  .max(MEME_TEXT_MAX_LENGTH, MESSAGES.aiPromptLimit(MEME_TEXT_MAX_LENGTH));

export const AiTaglineRequestSchema = z
  .object({
    prompt: AiPromptSchema,
    template_id: z.coerce
      .number({ error: MESSAGES.editorInvalidField('template_id') })
      .int(MESSAGES.editorInvalidField('template_id'))
      .positive(MESSAGES.editorInvalidField('template_id')),
  })
  .meta({ id: 'AiTaglineRequest' });
export type AiTaglineRequest = z.input<typeof AiTaglineRequestSchema>;
export type ParsedAiTaglineRequest = z.output<typeof AiTaglineRequestSchema>;

/** The caption, and the balance after paying for it (a string holding a number, like the current package's). */
export const AiTaglineResponseSchema = z
  .object({
    tagline: z.string().max(MEME_TEXT_MAX_LENGTH),
    credits: z.string().regex(/^-?\d+$/),
  })
  .meta({ id: 'AiTaglineResponse' });
export type AiTaglineResponse = z.infer<typeof AiTaglineResponseSchema>;

/** The marker of an error body, when it has one of ours. */
export function errorMarkerOf(body: unknown): ErrorMarker | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  return code === ERROR_MARKERS.outOfCredits || code === ERROR_MARKERS.planNotAllowed ? code : null;
}
