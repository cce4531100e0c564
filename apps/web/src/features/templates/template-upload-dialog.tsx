import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { DEFAULT_CAPTION_FORMAT, MESSAGES, type CaptionFormat, type TemplateUploadLayout } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Dialog, FieldShell, Input, Textarea, cn, toast } from '../../ui';
import { FormAlert } from '../auth/form-parts';
import { templateKeys, uploadTemplate } from './templates-api';
import {
  CAPTION_FORMAT_OPTIONS,
  TEMPLATE_FILE_ACCEPT,
  exampleCaptionsFrom,
  TEMPLATE_FILE_HINT,
  formatBytes,
  templateFileError,
  templateFileKind,
  titleFromFileName,
} from './upload-validation';

/** Where an uploaded template's caption goes (decision 057): the band above it (the default), or top and bottom text. */
const LAYOUT_OPTIONS: readonly { value: TemplateUploadLayout; label: string }[] = [
  { value: 'band', label: 'Caption above the picture' },
  { value: 'top-bottom', label: 'Top and bottom text' },
];

/** The layout as two native radio buttons (arrow keys move between them). */
function LayoutChoice({
  value,
  onChange,
  disabled,
}: {
  value: TemplateUploadLayout;
  onChange: (value: TemplateUploadLayout) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Text placement</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
        {LAYOUT_OPTIONS.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An object URL for a chosen file's preview, revoked when the file changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** 'Click or tap here to upload', then the chosen file's preview, name and size. */
function FilePicker({
  file,
  error,
  onChoose,
  disabled,
}: {
  file: File | null;
  error: string | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  const preview = usePreviewUrl(file);
  const kind = file ? templateFileKind(file) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700" id={`${id}-label`}>
        File
      </span>
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center',
          'hover:border-brand-500 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200',
          error && 'border-red-400',
        )}
      >
        {file && preview && kind === 'image' && (
          <img src={preview} alt="" className="max-h-40 rounded-lg object-contain" />
        )}
        {file && preview && kind === 'video' && (
          <video src={preview} muted playsInline className="max-h-40 rounded-lg" />
        )}
        {!file && <FileUp className="size-8 text-slate-400" aria-hidden />}
        <span className="text-sm font-medium text-slate-700">
          {file ? `${file.name} (${formatBytes(file.size)})` : 'Click or tap here to upload'}
        </span>
        <input
          id={id}
          type="file"
          accept={TEMPLATE_FILE_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="sr-only"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {TEMPLATE_FILE_HINT}
        </p>
      )}
    </div>
  );
}

function UploadForm({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  /** The title last filled in from a file name; replaced by the next file's until the user edits it. */
  const [suggestedTitle, setSuggestedTitle] = useState('');
  const [description, setDescription] = useState('');
  const [captionFormat, setCaptionFormat] = useState<CaptionFormat>(DEFAULT_CAPTION_FORMAT);
  const [examplesText, setExamplesText] = useState('');
  const [layout, setLayout] = useState<TemplateUploadLayout>('band');
  const [formError, setFormError] = useState<string | null>(null);
  const fileError = file ? templateFileError(file) : null;
  const examples = exampleCaptionsFrom(examplesText);
  const formatId = useId();

  const upload = useMutation({
    mutationFn: uploadTemplate,
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: async () => {
      toast.success(MESSAGES.templateUploaded);
      onDone();
      await client.invalidateQueries({ queryKey: templateKeys.all });
    },
    onError: (error) => {
      toast.error(MESSAGES.templateUploadError(error instanceof ApiError ? error.message : undefined));
    },
  });

  const choose = (next: File | null) => {
    setFile(next);
    setFormError(null);
    if (next && (title === '' || title === suggestedTitle)) {
      const suggestion = titleFromFileName(next.name);
      setTitle(suggestion);
      setSuggestedTitle(suggestion);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file || !title.trim() || !description.trim()) {
      setFormError(MESSAGES.fillAllFields);
      return;
    }
    if (fileError || examples.error) return;
    setFormError(null);
    upload.mutate({
      file,
      title: title.trim(),
      description: description.trim(),
      captionFormat,
      exampleCaptions: examples.captions,
      layout,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={upload.isPending}>
      <FilePicker file={file} error={fileError} onChoose={choose} disabled={upload.isPending} />
      <Input
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        disabled={upload.isPending}
        maxLength={200}
        required
      />
      <Textarea
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={upload.isPending}
        required
      />
      <FieldShell id={formatId} label="Caption format" hint="What the template's joke is: the parts its caption has.">
        <select
          id={formatId}
          value={captionFormat}
          onChange={(event) => setCaptionFormat(event.target.value as CaptionFormat)}
          disabled={upload.isPending}
          aria-describedby={`${formatId}-hint`}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        >
          {CAPTION_FORMAT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldShell>
      <LayoutChoice value={layout} onChange={setLayout} disabled={upload.isPending} />
      <Textarea
        label="Example captions (optional)"
        value={examplesText}
        onChange={(event) => setExamplesText(event.target.value)}
        disabled={upload.isPending}
        error={examples.error ?? undefined}
        hint="Up to 5 captions that show the joke, separated by a blank line; each part of a caption on its own line."
        rows={4}
      />
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Button type="submit" loading={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload'}
      </Button>
    </form>
  );
}

/**
 * The superuser's template upload (product.md §2.11, §5.7): file, title, description; isPublic sent
 * as true. Ours besides: the caption format (a one-liner unless chosen), optional example captions
 * and where the caption goes (above the picture unless top and bottom text is chosen).
 */
export function TemplateUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={MESSAGES.uploadTemplateTitle}
      className="max-w-lg"
    >
      <UploadForm onDone={() => onOpenChange(false)} onBusyChange={setBusy} />
    </Dialog>
  );
}
