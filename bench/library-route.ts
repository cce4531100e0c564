/**
 * A route with the real GET /library/templates/ answer around another search function: the same
 * query-string schema, authentication, plan check, page cut, links, presenters and response
 * serialisation, so two routes differ only in their query. For benchmarks only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DetailErrorSchema,
  ErrorResponseSchema,
  TemplateListQuerySchema,
  TemplateListSchema,
} from '@memeforge/contract';
import type { Db } from '../apps/server/src/db/types';
import { NotFound } from '../apps/server/src/domain-errors';
import { toTemplate } from '../apps/server/src/modules/templates/presenters';
import { assertMayUseLibrary, type TemplatesContext } from '../apps/server/src/modules/templates/service';
import type { ListedTemplateRow } from '../apps/server/src/modules/templates/store';

export interface SearchFilter {
  search?: string | undefined;
  type?: number | undefined;
}

export type SearchFunction = (
  db: Db,
  filter: SearchFilter,
  page: { limit: number; offset: number },
) => Promise<{ rows: ListedTemplateRow[]; total: number }>;

export const libraryRoute =
  (path: string, search: SearchFunction): FastifyPluginAsyncZod<{ templates: TemplatesContext }> =>
  async (app, { templates: ctx }) => {
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          querystring: TemplateListQuerySchema,
          response: {
            200: TemplateListSchema,
            400: ErrorResponseSchema,
            401: DetailErrorSchema,
            403: DetailErrorSchema,
            404: DetailErrorSchema,
          },
        },
      },
      async (request) => {
        const query = request.query;
        await assertMayUseLibrary(ctx.db, request.auth!.userId);
        const offset = (query.page - 1) * query.page_size;
        const { rows, total } = await search(ctx.db, query, { limit: query.page_size, offset });
        if (query.page > 1 && offset >= total) throw new NotFound('Invalid page.');
        const link = (page: number) => {
          const params = new URLSearchParams({ page: String(page), page_size: String(query.page_size) });
          if (query.search) params.set('search', query.search);
          if (query.type) params.set('type', String(query.type));
          return `${path}?${params.toString()}`;
        };
        return {
          count: total,
          next: offset + rows.length < total ? link(query.page + 1) : null,
          previous: query.page > 1 ? link(query.page - 1) : null,
          results: await Promise.all(rows.map((row) => toTemplate(row, ctx.storage))),
        };
      },
    );
  };
