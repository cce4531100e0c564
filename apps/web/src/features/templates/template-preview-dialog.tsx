import type { Template } from '@memeforge/contract';
import { Dialog } from '../../ui';
import { TemplateFullMedia, TypeBadge } from './template-media';

/** The whole template, image or playable video (product.md §2.8; Escape closes). */
export function TemplatePreviewDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={template?.title ?? ''}
      className="max-w-[848px]"
    >
      {template && (
        <div className="flex flex-col gap-3">
          <TemplateFullMedia template={template} />
          <div className="flex items-start gap-2">
            <TypeBadge type={template.type} />
            {template.description && <p className="text-sm text-slate-600">{template.description}</p>}
          </div>
        </div>
      )}
    </Dialog>
  );
}
