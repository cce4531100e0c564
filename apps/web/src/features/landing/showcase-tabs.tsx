import { LayoutGrid, PenLine, Sparkles } from 'lucide-react';
import type { LandingData } from '@memeforge/contract';
import { EditorPreview } from './editor-preview';
import { FeatureTabs } from './feature-tabs';
import { GeneratorPreview } from './generator-preview';
import { LibraryPreview } from './library-preview';

/** The tabbed feature showcase (docs/product.md §1.2): Generator, Library, Editor. */
export function ShowcaseTabs({ data }: { data: Pick<LandingData, 'imageMemes' | 'templates'> }) {
  return (
    <FeatureTabs
      label="Features"
      tabs={[
        {
          label: 'Generator',
          icon: <Sparkles className="size-4" aria-hidden />,
          panel: <GeneratorPreview memes={data.imageMemes} />,
        },
        {
          label: 'Library',
          icon: <LayoutGrid className="size-4" aria-hidden />,
          panel: <LibraryPreview templates={data.templates} />,
        },
        {
          label: 'Editor',
          icon: <PenLine className="size-4" aria-hidden />,
          panel: <EditorPreview meme={data.imageMemes[1] ?? data.imageMemes[0]} />,
        },
      ]}
    />
  );
}
