/**
 * The AI caption helper's call (product.md §7.8): POST /memes/tagline/ {prompt, template_id} →
 * {tagline, credits}. Parse, then the service decides.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  AiTaglineRequestSchema,
  AiTaglineResponseSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  MarkedErrorSchema,
} from '@memeforge/contract';
import { writeAiTagline } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const aiCaptionRoutes: ModuleRoutes = async (app, { services }) => {
  app.post(
    ENDPOINTS.aiTagline,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary: 'Write a caption for a library template from a prompt (paid plans, 1 credit)',
        description:
          'The prompt is 1 to 150 characters. One credit is spent before writing and given back when ' +
          'writing fails (503). A 402 carries `code: out_of_credits`, a 403 `code: plan_not_allowed`.',
        security,
        body: AiTaglineRequestSchema,
        response: {
          200: AiTaglineResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          402: MarkedErrorSchema.describe('No credits left; nothing was spent'),
          403: MarkedErrorSchema.describe('The free plan: AI captions are a premium feature'),
          404: DetailErrorSchema.describe('No such template (or not one this person may see)'),
          429: DetailErrorSchema.describe('Too many captions in a minute'),
          503: DetailErrorSchema.describe('The caption could not be written; the credit was refunded'),
        },
      },
    },
    async (request) => writeAiTagline(services, request.auth!.userId, request.body),
  );
};
