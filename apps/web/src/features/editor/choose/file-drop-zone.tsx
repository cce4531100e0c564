import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { FileUp } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { FieldMessage, cn } from '../../../ui';

export interface FileDropZoneProps {
  /** The file input's accessible name. */
  label: string;
  accept: string;
  onFile: (file: File) => void;
  /** Shown under the zone unless there is an error. */
  hint?: ReactNode;
  error?: string | null;
  /** The chosen file's preview, in place of the upload icon. */
  preview?: ReactNode;
  /** The line in the zone; 'Click or tap here to upload' by default. */
  caption?: ReactNode;
  disabled?: boolean;
}

/**
 * The file input wrapper (product.md §2.10): 'Click or tap here to upload', or drop a file on it;
 * the chosen file's preview replaces the icon. The input itself is visually hidden inside the
 * label, so the whole zone opens the device's picker and keyboard focus shows on the zone.
 */
export function FileDropZone({ label, accept, onFile, hint, error, preview, caption, disabled }: FileDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed',
          'border-slate-300 bg-slate-50 p-4 text-center transition-colors',
          'hover:border-brand-500 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200',
          dragging && 'border-brand-500 bg-brand-50',
          // A refused file stays marked while the input keeps focus (focus-within would turn it purple).
          error && 'border-red-400 hover:border-red-500 focus-within:border-red-500 focus-within:ring-red-100',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {preview ?? <FileUp className="size-8 text-slate-400" aria-hidden />}
        <span className="text-sm font-medium text-slate-700">{caption ?? MESSAGES.clickOrTapToUpload}</span>
        {!preview && <span className="text-xs text-slate-500">or drag and drop a file here</span>}
        <input
          id={id}
          type="file"
          accept={accept}
          aria-label={label}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again must fire change again.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
