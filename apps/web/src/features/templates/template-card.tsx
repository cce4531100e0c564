import { useState, type ComponentType, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Download, Eye, Pencil } from 'lucide-react';
import { ROUTES, TEMPLATE_THUMBNAIL_HEIGHT, type Template } from '@memeforge/contract';
import { Skeleton, cn } from '../../ui';
import { downloadUrl } from './media-url';
import { TemplateThumbnail, TypeBadge } from './template-media';

/** The picker's thumbnails are smaller so a dialog shows a page at a glance. */
export const COMPACT_THUMBNAIL_HEIGHT = 160;

/** The editor page on this template: the deep link behind the card's edit action (new tab, shared). */
export function editorUrlFor(template: Pick<Template, 'id'>): string {
  return `${ROUTES['dashboard.editor']}?templateId=${template.id}`;
}

function CardFooter({ template }: { template: Template }) {
  // The title takes what the badge leaves and is cut short there (`w-0 flex-1`): a long title must
  // not widen the card past its grid column (the picker's narrower columns showed it).
  return (
    <div className="flex items-center justify-between gap-2 px-3 py-2.5">
      <h3 className="w-0 flex-1 truncate text-sm font-semibold text-slate-900" title={template.title}>
        {template.title}
      </h3>
      <TypeBadge type={template.type} />
    </div>
  );
}

const actionClass =
  'flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow ' +
  'hover:bg-white hover:text-brand-700 cursor-pointer';

/** What every card action shares: its look, its name ('Edit Drake') and its hover title ('Edit'). */
function actionProps(verb: string, template: Template) {
  return { className: actionClass, 'aria-label': `${verb} ${template.title}`, title: verb };
}

export interface LibraryCardHandlers {
  onView: (template: Template) => void;
  /**
   * A plain click on edit: the page runs `openEditor` (the card's Meme Editor dialog) behind the
   * free-plan gate. The page holds the one gate for all its cards: a gate per card subscribed each
   * of a page's 20 cards to the session's two queries once hydrated, 40 observers setting a stale
   * timer each in one task (about 18 ms of CPU on a desktop, four times that on Lighthouse's phone).
   */
  onEdit: (template: Template, openEditor: () => void) => void;
  /** A click on edit meant for a new tab or window (the link to the editor page), gated by the page. */
  onEditClick: (template: Template) => (event: MouseEvent<HTMLAnchorElement>) => void;
  onDownloadClick: (template: Template) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** What the card gives the Meme Editor dialog it opens. */
export interface TemplateEditorDialogProps {
  /** The template as it was when the dialog opened: every opening starts afresh from it. */
  template: Template;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LibraryTemplateCardProps {
  template: Template;
  handlers: LibraryCardHandlers;
  /**
   * The Meme Editor dialog, handed over by the page (`LazyTemplateEditorDialog` of features/editor):
   * this feature does not import the editor, whose template picker is built on it.
   */
  editorDialog: ComponentType<TemplateEditorDialogProps>;
  /** The grid's first card: its still loads at once (the page's largest paint on a phone). */
  lead?: boolean;
}

/** A plain click opens the dialog; a click meant for a new tab or window follows the link. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The card's edit action: the Meme Editor dialog on the template, behind the page's free-plan gate
 * (the upgrade modal instead). It stays a link to the editor page for a new tab.
 */
function EditTemplateAction({ template, handlers, editorDialog: EditorDialog }: LibraryTemplateCardProps) {
  const [editing, setEditing] = useState<Template | null>(null);
  return (
    <>
      <Link
        to={editorUrlFor(template)}
        {...actionProps('Edit', template)}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return handlers.onEditClick(template)(event);
          event.preventDefault();
          handlers.onEdit(template, () => setEditing(template));
        }}
      >
        <Pencil className="size-5" aria-hidden />
      </Link>
      <EditorDialog
        template={editing ?? template}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </>
  );
}

/**
 * A Library card: thumbnail, title, type badge, and the view / edit / download actions. The
 * actions show on hover and on keyboard focus, and always on small or touch screens.
 */
export function LibraryTemplateCard({ template, handlers, editorDialog, lead = false }: LibraryTemplateCardProps) {
  const hasFile = Boolean(template.file);
  return (
    <article
      className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="template-card"
    >
      <div className="relative">
        <TemplateThumbnail template={template} height={TEMPLATE_THUMBNAIL_HEIGHT} lead={lead} />
        {hasFile && (
          <div
            className={cn(
              'absolute inset-x-0 bottom-0 flex justify-center gap-3 bg-gradient-to-t from-black/60 to-transparent p-4',
              'transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100',
              'pointer-coarse:opacity-100',
            )}
          >
            <button type="button" {...actionProps('Preview', template)} onClick={() => handlers.onView(template)}>
              <Eye className="size-5" aria-hidden />
            </button>
            <EditTemplateAction template={template} handlers={handlers} editorDialog={editorDialog} />
            <a
              href={downloadUrl(template.file)}
              download
              {...actionProps('Download', template)}
              onClick={handlers.onDownloadClick(template)}
            >
              <Download className="size-5" aria-hidden />
            </a>
          </div>
        )}
      </div>
      <CardFooter template={template} />
    </article>
  );
}

/** A picker card: the whole card is one button that selects the template. */
export function PickerTemplateCard({ template, onSelect }: { template: Template; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={`Select ${template.title}`}
      disabled={!template.file}
      className={cn(
        'group w-full cursor-pointer overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm',
        'transition hover:border-brand-500 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-70',
      )}
      data-testid="template-card"
    >
      <TemplateThumbnail template={template} height={COMPACT_THUMBNAIL_HEIGHT} />
      <CardFooter template={template} />
    </button>
  );
}

export function TemplateCardSkeleton({ height }: { height: number }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="template-skeleton">
      <Skeleton className="w-full rounded-none" style={{ height }} />
      <div className="flex items-center justify-between gap-2 px-3 py-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-12 rounded-full" />
      </div>
    </div>
  );
}
