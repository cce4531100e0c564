/**
 * Which operations an API key reaches, and with which scope: the whole list, so that anything not
 * on it (the account's password, e-mail and deletion, the keys themselves, billing, sign-in) is
 * refused to every key, whatever its scopes. A new route is closed to keys until it is added here.
 */
import { ENDPOINTS, type ApiKeyScope } from '@memeforge/contract';

/** What an operation needs from a key: a scope, or `any` for the MCP endpoint, whose tools each call an operation here. */
export type KeyRequirement = ApiKeyScope | 'any';

const OPERATION_SCOPES: ReadonlyMap<string, KeyRequirement> = new Map<string, KeyRequirement>([
  [`POST ${ENDPOINTS.mcp}`, 'any'],
  [`GET ${ENDPOINTS.generationJobStatus}`, 'read'],
  [`GET ${ENDPOINTS.userMemes}`, 'read'],
  [`GET ${ENDPOINTS.memeItemPattern}`, 'read'],
  [`GET ${ENDPOINTS.memeDownloadPattern}`, 'read'],
  [`GET ${ENDPOINTS.libraryTemplates}`, 'read'],
  [`GET ${ENDPOINTS.libraryTemplatePattern}`, 'read'],
  [`GET ${ENDPOINTS.libraryTemplateBySlugPattern}`, 'read'],
  [`GET ${ENDPOINTS.chat}`, 'read'],
  [`POST ${ENDPOINTS.generate}`, 'generate'],
  [`POST ${ENDPOINTS.aiTagline}`, 'generate'],
  [`POST ${ENDPOINTS.saveMeme}`, 'edit'],
  [`POST ${ENDPOINTS.processTemplateVideo}`, 'edit'],
  [`POST ${ENDPOINTS.processUploadedVideo}`, 'edit'],
  [`POST ${ENDPOINTS.chat}`, 'edit'],
  [`POST ${ENDPOINTS.memeActions}`, 'edit'],
  [`DELETE ${ENDPOINTS.memeItemPattern}`, 'edit'],
  [`POST ${ENDPOINTS.memeSharePattern}`, 'edit'],
  [`DELETE ${ENDPOINTS.memeSharePattern}`, 'edit'],
  [`POST ${ENDPOINTS.libraryTemplates}`, 'edit'],
]);

/** The scope an operation needs from a key (a route's method and URL pattern), or null when keys may not use it. */
export function scopeForOperation(method: string, routeUrl: string | undefined): KeyRequirement | null {
  if (!routeUrl) return null;
  const asGet = method === 'HEAD' ? 'GET' : method;
  return OPERATION_SCOPES.get(`${asGet} ${routeUrl}`) ?? null;
}

/** Every operation keys reach, as "METHOD /pattern" (the OpenAPI document and the tests read it). */
export function operationsForKeys(): ReadonlyMap<string, KeyRequirement> {
  return OPERATION_SCOPES;
}
