/**
 * The library's rules: who may list templates (paid plans and superusers; free plans get the
 * product's premium-only 403), how pages are cut, and what the public pages show.
 */
import {
  MESSAGES,
  PUBLIC_TEMPLATE_PAGE_SIZE,
  type Template,
  type PublicTemplateIndex,
  type PublicTemplatePage,
  TemplateListSchema,
  type TemplateList,
  type TemplateListQuery,
} from '@memeforge/contract';
import type { Db } from '../../db/types';
import { NotFound } from '../../domain-errors';
import { browsePage, offsetOf, pagedAnswer } from '../../pagination';
import { assertLibraryAccess, assertTemplateUpload, entitlementsOf } from '../entitlements/service';
import { toPublicTemplatePage, toPublicTemplateSummary, toTemplate } from './presenters';
import { templateSearchCache } from './search-cache';
import {
  findTemplateById,
  findTemplateBySlug,
  searchTemplates,
  type Page,
  type SearchResult,
  type TemplateFilter,
} from './store';
import type { Services } from '../../wiring/services';

export type TemplatesContext = Pick<Services, 'db' | 'storage'>;

/** Refuses unless the account's plan includes the library (a paid plan, or a superuser). */
export async function assertMayUseLibrary(db: Db, userId: number): Promise<void> {
  assertLibraryAccess(await entitlementsOf(db, userId));
}

/** Refuses unless the account may add templates to the library (superusers). */
export async function assertMayUploadTemplates(db: Db, userId: number): Promise<void> {
  assertTemplateUpload(await entitlementsOf(db, userId));
}

/** searchTemplates through this process's page cache (search-cache.ts). */
function cachedSearchTemplates(db: Db, filter: TemplateFilter, page: Page): Promise<SearchResult> {
  const key = JSON.stringify([
    filter.search ?? '',
    filter.type ?? 0,
    filter.publicOnly !== false,
    page.limit,
    page.offset,
  ]);
  return templateSearchCache<SearchResult>(db).get(key, () => searchTemplates(db, filter, page));
}

async function buildTemplateList(ctx: TemplatesContext, query: TemplateListQuery, path: string): Promise<TemplateList> {
  return browsePage(
    query,
    path,
    (filter, page) => cachedSearchTemplates(ctx.db, filter, page),
    (row) => toTemplate(row, ctx.storage),
  );
}

/**
 * One page of the library for this user, as the JSON text it is sent as. A page is checked against the
 * contract's schema and serialised once, then served from this process's page cache: at the rates the
 * library is searched (50 requests in flight), validating and stringifying twenty templates again for
 * every hit cost more than the rest of the request. The route sends it compressed once too
 * (`sendSharedJson`).
 */
export async function listTemplatesJson(
  ctx: TemplatesContext,
  userId: number,
  query: TemplateListQuery,
  path: string,
): Promise<string> {
  await assertMayUseLibrary(ctx.db, userId);
  const key = JSON.stringify(['json', path, query.search ?? '', query.type ?? 0, query.page, query.page_size]);
  return templateSearchCache<string>(ctx.db).get(key, async () =>
    JSON.stringify(TemplateListSchema.parse(await buildTemplateList(ctx, query, path))),
  );
}

/**
 * One library template by id or slug (the editor's `?templateId=` and `?template=` links), with the list's entitlement:
 * paid plans and superusers, else the premium-only 403. A template the list would not show (not
 * public) is found only by superusers, who may manage it.
 */
export async function getLibraryTemplate(
  ctx: TemplatesContext,
  userId: number,
  key: { id: number } | { slug: string },
): Promise<Template> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  assertLibraryAccess(entitlements);
  const row = 'id' in key ? await findTemplateById(ctx.db, key.id) : await findTemplateBySlug(ctx.db, key.slug);
  if (!row || (!row.isPublic && !entitlements.isSuperuser)) throw new NotFound(MESSAGES.templateNotFound);
  return toTemplate(row, ctx.storage);
}

export async function publicTemplateIndex(
  ctx: TemplatesContext,
  page: number,
  path: string,
): Promise<PublicTemplateIndex> {
  const request = { page, pageSize: PUBLIC_TEMPLATE_PAGE_SIZE };
  const { rows, total } = await cachedSearchTemplates(
    ctx.db,
    {},
    { limit: request.pageSize, offset: offsetOf(request) },
  );
  return pagedAnswer({
    path,
    query: {},
    request,
    total,
    results: await Promise.all(rows.map((row) => toPublicTemplateSummary(row, ctx.storage))),
  });
}

export async function publicTemplatePage(ctx: TemplatesContext, slug: string): Promise<PublicTemplatePage | null> {
  const row = await findTemplateBySlug(ctx.db, slug);
  return row?.isPublic ? toPublicTemplatePage(row, ctx.storage) : null;
}
