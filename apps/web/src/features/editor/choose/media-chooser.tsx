import { useState, type DragEvent } from 'react';
import { LayoutGrid, Upload } from 'lucide-react';
import { DEVICE_VIDEO_ACCEPT, MEDIA_TYPE, MESSAGES, type Template } from '@memeforge/contract';
import { Button, Dialog, cn } from '../../../ui';
import { TemplatePicker } from '../../templates/template-picker';
import { useTemplateGate } from '../../templates/use-template-gate';
import { templateMedia, type EditorCommand } from '../engine';
import { FileDropZone } from './file-drop-zone';
import { deviceVideoError } from './file-checks';
import { createMediaUrl, useMediaUrlLifetime } from './object-urls';
import { UploadCustomImageDialog } from './upload-custom-image-dialog';

export interface MediaChooserProps {
  kind: 'image' | 'video';
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(command: EditorCommand): void;
}

/** The command for a file chosen on the device; its size is set when the editor loads it (`mediaLoaded`). */
export function localFileCommand(file: File, kind: 'image' | 'video'): EditorCommand {
  return {
    type: 'chooseLocalFile',
    media: {
      source: 'local',
      type: kind === 'video' ? MEDIA_TYPE.video : MEDIA_TYPE.image,
      file,
      name: file.name,
      url: createMediaUrl(file),
      width: 0,
      height: 0,
      fileKey: null,
    },
  };
}

export function templateCommand(template: Template): EditorCommand {
  return { type: 'chooseTemplate', media: templateMedia(template) };
}

/**
 * The picture's device route: a button that opens 'Upload Custom Image', and a drop target that
 * opens it with the dropped file already checked and previewed.
 */
function ImageDevice({ onOpenUpload }: { onOpenUpload: (file: File | null) => void }) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">From your device</h3>
      <button
        type="button"
        data-testid="image-drop-target"
        onClick={() => onOpenUpload(null)}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          onOpenUpload(event.dataTransfer.files?.[0] ?? null);
        }}
        className={cn(
          'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed',
          'border-slate-300 bg-slate-50 p-4 text-center transition-colors hover:border-brand-500',
          'focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
          dragging && 'border-brand-500 bg-brand-50',
        )}
      >
        <Upload className="size-8 text-slate-400" aria-hidden />
        <span className="text-sm font-semibold text-slate-800">{MESSAGES.uploadCustomImage}</span>
        <span className="text-xs text-slate-500">Drag and drop a picture here, or click to choose one</span>
      </button>
    </div>
  );
}

function VideoDevice({ onFile }: { onFile: (file: File) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">From your device</h3>
      <FileDropZone
        label="Video file"
        accept={DEVICE_VIDEO_ACCEPT}
        error={error}
        hint={MESSAGES.maxVideoSize}
        onFile={(file) => {
          const refusal = deviceVideoError(file);
          setError(refusal);
          if (!refusal) onFile(file);
        }}
      />
    </div>
  );
}

/**
 * The image chooser and the video chooser (product.md §2.10): a file from the device, or a library
 * template through 'Select Template' (on the free plan the upgrade modal opens instead). A picture goes
 * through 'Upload Custom Image' (checks and preview); a clip is checked here and used at once, the
 * editor's preview showing it. Either way the choice is one editor command.
 */
export function MediaChooser({ kind, open, onOpenChange, onChoose }: MediaChooserProps) {
  useMediaUrlLifetime();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [upload, setUpload] = useState<{ open: boolean; file: File | null }>({ open: false, file: null });
  const video = kind === 'video';
  // The free plan meets the upgrade modal here, before a picker it could not use (product.md §4.9).
  const gate = useTemplateGate();

  // Closing the chooser closes what it opened, so the next opening starts on the chooser itself.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setPickerOpen(false);
      setUpload({ open: false, file: null });
    }
  }

  const chooseFile = (file: File) => onChoose(localFileCommand(file, kind));

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={video ? MESSAGES.addVideo : MESSAGES.addImage}
        description={
          video
            ? 'Upload a clip from your device, or pick one from the template library.'
            : 'Upload a picture from your device, or pick one from the template library.'
        }
        className="max-w-lg"
      >
        <div className="flex flex-col gap-5">
          {video ? (
            <VideoDevice onFile={chooseFile} />
          ) : (
            <ImageDevice onOpenUpload={(file) => setUpload({ open: true, file })} />
          )}
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Button variant="secondary" size="lg" onClick={() => void gate.run('select', () => setPickerOpen(true))}>
            <LayoutGrid className="size-5" aria-hidden />
            {video ? MESSAGES.chooseVideoTemplates : MESSAGES.chooseImageTemplates}
          </Button>
        </div>
      </Dialog>
      <TemplatePicker
        open={open && pickerOpen}
        onOpenChange={setPickerOpen}
        type={video ? MEDIA_TYPE.video : MEDIA_TYPE.image}
        onSelect={(template) => onChoose(templateCommand(template))}
      />
      {!video && (
        <UploadCustomImageDialog
          open={open && upload.open}
          initialFile={upload.file}
          onOpenChange={(next) => setUpload({ open: next, file: null })}
          onUse={(file) => {
            setUpload({ open: false, file: null });
            chooseFile(file);
          }}
        />
      )}
    </>
  );
}
