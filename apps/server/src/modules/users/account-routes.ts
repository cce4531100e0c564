/**
 * The account's own routes (our addition, decision 027): what deleting it asks for, deleting it, and
 * exporting its data as a zip. Parse, call the service, clear the session cookies after a deletion.
 */
import type { Readable } from 'node:stream';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AccountDeleteRequestSchema,
  AccountInfoSchema,
  DetailErrorSchema,
  DetailResponseSchema,
  ENDPOINTS,
  ErrorResponseSchema,
} from '@memeforge/contract';
import { clearSessionCookies } from '../../auth/session-cookies';
import { attachmentDisposition } from '../memes/download-service';
import { cancelSubscriptionBeforeDeletion } from '../billing/account-deletion-service';
import { accountInfo, deleteAccount, type AccountContext } from './account-deletion-service';
import { exportAccount } from './account-export-service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export const accountRoutes: ModuleRoutes = async (app, { services }) => {
  const { publicUrl } = services;
  // Billing's step of a deletion: cancel any subscription at the provider first (decision 027).
  const account: AccountContext = {
    ...services,
    cancelSubscriptionFirst: cancelSubscriptionBeforeDeletion(services.billing),
  };
  app.get(
    ENDPOINTS.account,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'What deleting the signed-in account asks for: its password, or its e-mail when it has none',
        security,
        response: { 200: AccountInfoSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => accountInfo(account, request.auth!.userId),
  );

  app.delete(
    ENDPOINTS.account,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'Deletes the signed-in account after its password (or, with no password, its e-mail) is given: any subscription is cancelled at once first (503, nothing deleted, when the payment provider cannot do it), then memes, uploads, sessions and personal data; the credit ledger and payment records keep anonymised rows. Signs out.',
        security,
        body: AccountDeleteRequestSchema.nullish(),
        response: {
          200: DetailResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          429: DetailErrorSchema,
          503: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(account, request.auth!.userId, request.body ?? {}, { ip: request.ip });
      clearSessionCookies(reply, publicUrl);
      return { detail: ACCOUNT_MESSAGES.deleted };
    },
  );

  app.get(
    ENDPOINTS.accountExport,
    {
      config: { changesState: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'The signed-in account’s data as a zip, streamed: account.json, memes.json (with each meme’s Edit With AI conversation), memes/ (the finished memes) and uploads/',
        security,
        response: {
          200: z.custom<Readable>().meta({
            type: 'string',
            format: 'binary',
            description: 'application/zip, as an attachment named memeforge-export-YYYY-MM-DD.zip',
          }),
          401: DetailErrorSchema,
          429: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const exported = await exportAccount(account, request.auth!.userId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(exported.fileName))
        .header('cache-control', 'no-store')
        .send(exported.body);
    },
  );
};
