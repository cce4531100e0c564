import { useEffect, useRef, useState } from 'react';
import { CUSTOM_IMAGE_ACCEPT, CUSTOM_IMAGE_MAX_BYTES, MB, MESSAGES } from '@memeforge/contract';
import { Button, Dialog } from '../../../ui';
import { formatBytes } from '../../templates/upload-validation';
import { FileDropZone } from './file-drop-zone';
import { customImageError } from './file-checks';

export interface UploadCustomImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Use This Image' with a checked, readable picture. */
  onUse: (file: File) => void;
  /** A file dropped on the chooser before this dialog opened: checked and previewed at once. */
  initialFile?: File | null;
}

interface Chosen {
  file: File;
  /** The picture read as a data URL, for the preview. */
  preview: string;
}

/** Reads a picture for its preview; rejects when the browser cannot read the file. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function UploadForm({
  initialFile,
  onUse,
  onCancel,
}: {
  initialFile: File | null;
  onUse: (file: File) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The last file asked for: a slow read of an earlier one must not win. */
  const latest = useRef<File | null>(null);

  const choose = (file: File) => {
    latest.current = file;
    const refusal = customImageError(file);
    if (refusal) {
      setChosen(null);
      setError(refusal);
      return;
    }
    setError(null);
    readAsDataUrl(file).then(
      (preview) => {
        if (latest.current !== file) return;
        setChosen({ file, preview });
      },
      () => {
        if (latest.current !== file) return;
        setChosen(null);
        setError(MESSAGES.fileReadFailed);
      },
    );
  };

  const first = useRef(initialFile);
  useEffect(() => {
    if (first.current) choose(first.current);
    first.current = null;
    // Only the file the dialog opened with.
  }, []);

  const use = () => {
    if (!chosen) {
      setError(MESSAGES.selectFileFirst);
      return;
    }
    onUse(chosen.file);
  };

  return (
    <div className="flex flex-col gap-4">
      <FileDropZone
        label="Image file"
        accept={CUSTOM_IMAGE_ACCEPT}
        onFile={choose}
        error={error}
        hint={`JPG, PNG, GIF or WebP, less than ${CUSTOM_IMAGE_MAX_BYTES / MB}MB`}
        preview={
          chosen ? <img src={chosen.preview} alt="Preview" className="max-h-56 rounded-lg object-contain" /> : undefined
        }
        caption={chosen ? `${chosen.file.name} (${formatBytes(chosen.file.size)})` : undefined}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={use}>{MESSAGES.useThisImage}</Button>
      </div>
    </div>
  );
}

/**
 * 'Upload Custom Image' (product.md §2.10, §5.9): drop or choose a picture, see it with its name
 * and size, then Cancel or 'Use This Image'. The dialog's content unmounts when it closes, so each
 * opening starts empty.
 */
export function UploadCustomImageDialog({
  open,
  onOpenChange,
  onUse,
  initialFile = null,
}: UploadCustomImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={MESSAGES.uploadCustomImage} className="max-w-lg">
      <UploadForm initialFile={initialFile} onUse={onUse} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
