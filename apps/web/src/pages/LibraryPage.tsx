import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import { TEMPLATE_THUMBNAIL_HEIGHT, type Template } from '@memeforge/contract';
import { Button } from '../ui';
import { LazyTemplateEditorDialog } from '../features/editor/lazy-meme-editor-dialog';
import { useMe } from '../features/session/queries';
import { TemplateBrowser } from '../features/templates/template-browser';
import { LibraryTemplateCard, editorUrlFor, type LibraryCardHandlers } from '../features/templates/template-card';
import { TemplatePreviewDialog } from '../features/templates/template-preview-dialog';
import { TemplateUploadDialog } from '../features/templates/template-upload-dialog';
import { useTemplateDownload } from '../features/templates/use-template-download';
import { useUrlBrowseState } from '../features/browse/use-browse-state';
import { useTemplateGate } from '../features/templates/use-template-gate';
import { PageHeading } from './PageHeading';

/**
 * The Library (product.md §2.8): search, filter and page the templates; view, edit or download one.
 * The page hands the editor's dialog to the template cards (features compose here, not in each other),
 * and holds the free-plan gate their preview, edit and download go through: one for the page, not
 * one per card.
 */
export function LibraryPage() {
  const { data: me } = useMe();
  const browse = useUrlBrowseState();
  const gate = useTemplateGate();
  const downloadClick = useTemplateDownload();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const [uploading, setUploading] = useState(false);

  const handlers: LibraryCardHandlers = {
    onView: (template) => void gate.run('use', () => setPreviewing(template)),
    onEdit: (_template, openEditor) => void gate.run('use', openEditor),
    onEditClick: (template) => gate.guardLink('use', () => void navigate(editorUrlFor(template))),
    onDownloadClick: (template) => downloadClick(template.file),
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading title="Library">Browse meme templates, preview them and open one in the editor.</PageHeading>
        {me?.isSuperuser && (
          <Button variant="secondary" onClick={() => setUploading(true)} className="mb-6 shrink-0">
            <Upload className="size-4" aria-hidden /> Upload template
          </Button>
        )}
      </div>
      <TemplateBrowser
        state={browse}
        showTypeFilter
        thumbnailHeight={TEMPLATE_THUMBNAIL_HEIGHT}
        renderCard={(template, index) => (
          <LibraryTemplateCard
            template={template}
            handlers={handlers}
            editorDialog={LazyTemplateEditorDialog}
            lead={index === 0}
          />
        )}
      />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      {me?.isSuperuser && <TemplateUploadDialog open={uploading} onOpenChange={setUploading} />}
    </>
  );
}
