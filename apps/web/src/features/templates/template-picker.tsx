import { useCallback, useRef } from 'react';
import { MEDIA_TYPE, type MediaTypeId, type Template } from '@memeforge/contract';
import { Dialog } from '../../ui';
import { TemplateBrowser } from './template-browser';
import { COMPACT_THUMBNAIL_HEIGHT, PickerTemplateCard } from './template-card';
import { useLocalBrowseState } from '../browse/use-browse-state';
import { useTemplateGate } from './use-template-gate';

export interface TemplatePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Image templates or video templates: the kind the picker opens on (product.md §2.10). Its type
   * filter (Images, Videos, All Types) lets the person look at the other kind too; the editor takes
   * a template of either kind.
   */
  type: MediaTypeId;
  /** A template was chosen (paid plans only; the free plan gets the upgrade modal). */
  onSelect: (template: Template) => void;
}

function PickerBody({
  type,
  onSelect,
  close,
}: {
  type: MediaTypeId;
  onSelect: (t: Template) => void;
  close: () => void;
}) {
  const browse = useLocalBrowseState(type);
  const gate = useTemplateGate();
  const top = useRef<HTMLDivElement>(null);
  const scroll = useCallback(() => top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), []);

  return (
    <div ref={top} className="scroll-mt-6">
      <TemplateBrowser
        state={browse}
        showTypeFilter
        thumbnailHeight={COMPACT_THUMBNAIL_HEIGHT}
        scroll={scroll}
        onLeave={close}
        renderCard={(template) => (
          <PickerTemplateCard
            template={template}
            onSelect={() =>
              void gate.run('select', () => {
                onSelect(template);
                close();
              })
            }
          />
        )}
      />
    </div>
  );
}

/**
 * 'Select Template' (product.md §2.10): the library's search, type filter, grid and pagination in a
 * dialog, opening on one media type. The browsing state lives in the dialog's content, so each
 * opening starts afresh on the picker's own kind.
 */
export function TemplatePicker({ open, onOpenChange, type, onSelect }: TemplatePickerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Select Template"
      description={type === MEDIA_TYPE.video ? 'Choose from Video Templates' : 'Choose from Image Templates'}
      className="max-w-5xl"
    >
      <PickerBody type={type} onSelect={onSelect} close={() => onOpenChange(false)} />
    </Dialog>
  );
}
