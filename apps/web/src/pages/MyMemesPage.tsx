import type { Meme } from '@memeforge/contract';
import { useUrlBrowseState } from '../features/browse/use-browse-state';
import { forgetGeneratedMeme, patchGeneratedMeme } from '../features/generation/generation-storage';
import { memeCardEditor } from '../features/editor/card-editors';
import { MemeBrowser } from '../features/memes/meme-browser';
import { MemeEditorProvider } from '../features/memes/meme-editor-slot';
import { PageHeading } from './PageHeading';

/** A deleted meme also leaves the generate page's stored batch, and a like or dislike shows there. */
const onDeleted = (meme: Meme) => forgetGeneratedMeme(meme.memeId);
const onPatch = (memeId: string, patch: Partial<Meme>) => patchGeneratedMeme(memeId, patch);

/**
 * My Memes (product.md §2.9): every meme the user generated, searchable, filtered by type and paged
 * in the URL. The page provides the editor the meme cards open.
 */
export function MyMemesPage() {
  const browse = useUrlBrowseState();
  return (
    <MemeEditorProvider value={memeCardEditor}>
      <PageHeading title="My Memes">Everything you have generated, newest first.</PageHeading>
      <MemeBrowser state={browse} onDeleted={onDeleted} onPatch={onPatch} />
    </MemeEditorProvider>
  );
}
