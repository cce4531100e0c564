/**
 * Where the Editor page starts (product.md §2.1 /dashboard/editor): `?memeId=` opens one of the
 * person's memes, `?templateId=` a library template, `?template=` one by slug (the public template
 * page's link; paid plans: a 403 is the premium-only answer), none of them an empty editor. The calls live here beside the query keys.
 */
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, MemeSchema, TemplateSchema, type Meme, type Template } from '@memeforge/contract';
import { ApiError, api } from '../../api';

export const editorSourceKeys = {
  meme: (memeId: string) => ['editor-source', 'meme', memeId] as const,
  template: (key: TemplateKey) => ['editor-source', 'template', key] as const,
};

export function fetchMeme(memeId: string): Promise<Meme> {
  return api(ENDPOINTS.meme(memeId), { schema: MemeSchema });
}

/** A library template by its id, or by its slug. */
export type TemplateKey = number | string;

export function fetchLibraryTemplate(key: TemplateKey): Promise<Template> {
  const path = typeof key === 'number' ? ENDPOINTS.libraryTemplate(key) : ENDPOINTS.libraryTemplateBySlug(key);
  return api(path, { schema: TemplateSchema });
}

/** Not found, refused or broken answers are shown, not retried (a 5xx gets one more try). */
function retryUnlessAnswered(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < 1;
}

export type EditorSource =
  { kind: 'empty' } | { kind: 'meme'; memeId: string } | { kind: 'template'; key: TemplateKey } | { kind: 'invalid' };

/**
 * Reads the page's query: a meme wins over a template id, which wins over a slug; a template id
 * that is not a positive whole number is invalid.
 */
export function editorSourceOf(search: URLSearchParams): EditorSource {
  const memeId = search.get('memeId')?.trim();
  if (memeId) return { kind: 'meme', memeId };
  const templateId = search.get('templateId')?.trim();
  if (templateId) {
    const id = Number(templateId);
    return Number.isInteger(id) && id > 0 ? { kind: 'template', key: id } : { kind: 'invalid' };
  }
  const slug = search.get('template')?.trim();
  return slug ? { kind: 'template', key: slug } : { kind: 'empty' };
}

export function useEditorMeme(memeId: string | null) {
  return useQuery({
    queryKey: editorSourceKeys.meme(memeId ?? ''),
    queryFn: () => fetchMeme(memeId!),
    enabled: memeId !== null,
    retry: retryUnlessAnswered,
    // The editor copies what it opens: a later refetch must not reset the person's edits.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useEditorTemplate(key: TemplateKey | null) {
  return useQuery({
    queryKey: editorSourceKeys.template(key ?? 0),
    queryFn: () => fetchLibraryTemplate(key!),
    enabled: key !== null,
    retry: retryUnlessAnswered,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
