import { memeCardEditor } from '../features/editor/card-editors';
import { GeneratedMemes } from '../features/generation/generated-memes';
import { GeneratorForm } from '../features/generation/generator-form';
import { useGeneration } from '../features/generation/use-generation';
import { MemeEditorProvider } from '../features/memes/meme-editor-slot';
import { useKnownFree } from '../features/session/queries';
import { PageHeading } from './PageHeading';

/**
 * Generate (product.md §2.6): the Meme Generator card, then the current batch or the empty gallery.
 * The page provides the editor the meme cards open.
 */
export function GeneratePage() {
  const generation = useGeneration();
  const free = useKnownFree();
  return (
    <MemeEditorProvider value={memeCardEditor}>
      <PageHeading title="Generate">Describe a topic and get a batch of ready-to-post memes.</PageHeading>
      <div className="flex flex-col gap-8">
        <GeneratorForm
          phase={generation.phase}
          error={generation.error}
          onGenerate={(input) => void generation.generate(input)}
          onEdit={generation.clearError}
          free={free}
        />
        <GeneratedMemes
          memes={generation.memes}
          phase={generation.phase}
          onPatch={generation.patchMeme}
          onRegenerate={generation.regenerate}
          regeneratingId={generation.regeneratingId}
        />
      </div>
    </MemeEditorProvider>
  );
}
