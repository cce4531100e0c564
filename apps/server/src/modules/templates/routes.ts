/**
 * The library calls of product.md §7.5: the paid template list (and, our addition, one template by
 * id for the editor's link) and the superuser upload; plus
 * the public template index and pages (no account) and the sitemap data.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  MESSAGES,
  PublicTemplateIndexQuerySchema,
  PublicTemplateIndexSchema,
  PublicTemplatePageSchema,
  TemplateListQuerySchema,
  TemplateListSchema,
  TemplateSchema,
  TemplateSitemapSchema,
} from '@memeforge/contract';
import { InvalidInput, NotFound } from '../../domain-errors';
import { sendSharedJson } from '../../http-json';
import { MediaRejectedError } from './media-check';
import { ingestTemplate } from './ingest';
import { toTemplate } from './presenters';
import {
  assertMayUploadTemplates,
  getLibraryTemplate,
  listTemplatesJson,
  publicTemplateIndex,
  publicTemplatePage,
} from './service';
import { publicTemplateUrls } from './seo-service';
import { readUploadForm, TEMPLATE_UPLOAD_FORM_UPLOAD } from './upload-form';

export const templatesRoutes: ModuleRoutes = async (app, { services: ctx }) => {
  const { publicUrl } = ctx;
  app.get(
    ENDPOINTS.libraryTemplates,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['library'],
        summary: 'Search the template library (paid plans)',
        security: [{ bearer: [] }, { cookie: [] }],
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
    async (request, reply) => {
      const json = await listTemplatesJson(ctx, request.auth!.userId, request.query, ENDPOINTS.libraryTemplates);
      reply.header('Cache-Control', 'private, max-age=60');
      // Already checked against TemplateListSchema, serialised and compressed (service.ts): sent as it is.
      return sendSharedJson(request, reply, json);
    },
  );

  app.post(
    ENDPOINTS.libraryTemplates,
    {
      config: { upload: TEMPLATE_UPLOAD_FORM_UPLOAD },
      preHandler: app.requireUser,
      schema: {
        tags: ['library'],
        summary:
          'Upload a template (superusers): multipart file, title, description, isPublic; optional caption_format, example_captions and layout',
        security: [{ bearer: [] }, { cookie: [] }],
        response: {
          200: TemplateSchema,
          201: TemplateSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          403: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await assertMayUploadTemplates(ctx.db, request.auth!.userId);
      const form = await readUploadForm(request);
      try {
        const { template, created } = await ingestTemplate(ctx, form.file, {
          title: form.title,
          description: form.description,
          isPublic: form.isPublic,
          uploadedBy: request.auth!.userId,
          licence: 'Uploaded by the operator',
          source: form.fileName,
          captionFormat: form.captionFormat,
          exampleCaptions: form.exampleCaptions,
          layout: form.layout,
        });
        request.log.info({ templateId: template.id, created }, 'template uploaded');
        return reply.code(created ? 201 : 200).send(await toTemplate(template, ctx.storage));
      } catch (error) {
        if (error instanceof MediaRejectedError) throw InvalidInput.fields({ file: [error.message] });
        throw error;
      }
    },
  );

  const oneTemplateResponses = {
    200: TemplateSchema,
    400: ErrorResponseSchema,
    401: DetailErrorSchema,
    403: DetailErrorSchema,
    404: DetailErrorSchema,
  };

  app.get(
    ENDPOINTS.libraryTemplatePattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['library'],
        summary: 'One library template by id (paid plans)',
        security: [{ bearer: [] }, { cookie: [] }],
        params: z.object({ templateId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: oneTemplateResponses,
      },
    },
    async (request) => getLibraryTemplate(ctx, request.auth!.userId, { id: request.params.templateId }),
  );

  app.get(
    ENDPOINTS.libraryTemplateBySlugPattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['library'],
        summary: 'One library template by slug (paid plans)',
        security: [{ bearer: [] }, { cookie: [] }],
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: oneTemplateResponses,
      },
    },
    async (request) => getLibraryTemplate(ctx, request.auth!.userId, { slug: request.params.slug }),
  );

  app.get(
    ENDPOINTS.publicTemplates,
    {
      schema: {
        tags: ['library'],
        summary: 'The public template index (no account needed)',
        querystring: PublicTemplateIndexQuerySchema,
        response: { 200: PublicTemplateIndexSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => publicTemplateIndex(ctx, request.query.page, ENDPOINTS.publicTemplates),
  );

  app.get(
    `${ENDPOINTS.publicTemplates}:slug/`,
    {
      schema: {
        tags: ['library'],
        summary: 'One public template page (no account needed)',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: PublicTemplatePageSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => {
      const page = await publicTemplatePage(ctx, request.params.slug);
      if (!page) throw new NotFound(MESSAGES.templateNotFound);
      return page;
    },
  );

  app.get(
    ENDPOINTS.templateSitemap,
    {
      schema: {
        tags: ['library'],
        summary: 'Every public template page, for sitemaps',
        response: { 200: TemplateSitemapSchema },
      },
    },
    async () => ({
      results: (await publicTemplateUrls(ctx.db, publicUrl)).map(({ slug, url, updatedAt }) => ({
        slug,
        url,
        updatedAt: updatedAt.toISOString(),
      })),
    }),
  );
};
