/**
 * Edit With AI's calls (decision 029; product.md §7 lists /memes/chat/ without showing it):
 * POST /memes/chat/ {meme_id, message, chip?, caption, template_id} → {user, ai, credits}, and
 * GET /memes/chat/?meme_id= → {results}. Parse, then the service decides.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatTurnRequestSchema,
  ChatTurnResponseSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  MarkedErrorSchema,
} from '@memeforge/contract';
import { chatHistory, chatTurn } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const chatRoutes: ModuleRoutes = async (app, { services: ctx }) => {
  app.post(
    ENDPOINTS.chat,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary: 'Edit With AI: ask for a change to a meme (paid plans, 1 credit a message)',
        description:
          'Sends the meme as the editor shows it (caption, template) and one message (a chip or free text, 1 to ' +
          '500 characters); answers the stored user and ai messages, the ai one carrying the change (a new ' +
          'caption, another template, or both). One credit is spent before writing, given back when writing ' +
          'fails (503) or nothing changed. A 402 carries `code: out_of_credits`, a 403 `code: plan_not_allowed`.',
        security,
        body: ChatTurnRequestSchema,
        response: {
          200: ChatTurnResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          402: MarkedErrorSchema.describe('No credits left; nothing was spent'),
          403: MarkedErrorSchema.describe('The free plan: Edit With AI is a premium feature'),
          404: DetailErrorSchema.describe('No such meme of this person, or no such template'),
          429: DetailErrorSchema.describe('Too many messages in a minute'),
          503: DetailErrorSchema.describe('The meme could not be edited; the credit was refunded'),
        },
      },
    },
    async (request) => chatTurn(ctx, request.auth!.userId, request.body),
  );
  app.get(
    ENDPOINTS.chat,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary: "A meme's Edit With AI chat, oldest first",
        security,
        querystring: ChatHistoryQuerySchema,
        response: {
          200: ChatHistorySchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema.describe('No such meme of this person'),
        },
      },
    },
    async (request) => chatHistory(ctx, request.auth!.userId, request.query.meme_id),
  );
};
