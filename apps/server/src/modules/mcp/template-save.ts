/**
 * Saving a caption on a library template as the editor does: an image through `POST /memes/save/`
 * (the server renders the meme itself; the form's `file`, the browser's rendering, is only checked
 * as an image, so a blank placeholder stands in for it: decision 044), a video through
 * `POST /memes/background/process_template_video/` and its job. Editor saves cost no credit but
 * are metered like the editor's (decision 047).
 */
import {
  ENDPOINTS,
  MEDIA_TYPE,
  SaveMemeResponseSchema,
  VideoJobStartResponseSchema,
  type Meme,
  type TextAlign,
} from '@memeforge/contract';
import { waitForMemes, type WaitOptions } from './meme-jobs';
import { callApi } from './tool-results';
import type { ToolContext } from './tool-context';

/** A 16 × 16 white PNG: the smallest picture the save form's rendering check takes. */
const PLACEHOLDER_RENDERING = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQoz2P4TyJgGNUwqmH4agAAr639H5UeHUkAAAAASUVORK5CYII=',
  'base64',
);

export interface TemplateCaption {
  template: { id: number; type: 1 | 2; title: string | null };
  text: string;
  /** The topic, kept as the meme's description. */
  description: string;
  /** The caption's style: the template's own for a new meme, the meme's when editing it. */
  style: { fontSize: number | null; textAlign: TextAlign; dragYOffset: number; textColor?: string | null };
}

export async function saveOnTemplate(
  { api, site }: ToolContext,
  { template, text, description, style }: TemplateCaption,
  wait: WaitOptions,
): Promise<Meme> {
  const shared = {
    text,
    text_align: style.textAlign,
    ...(style.fontSize === null ? {} : { font_size: String(style.fontSize) }),
    ...(style.textColor ? { text_color: style.textColor } : {}),
  };
  if (template.type === MEDIA_TYPE.image) {
    const saved = await callApi(
      api,
      site,
      {
        method: 'POST',
        path: ENDPOINTS.saveMeme,
        body: {
          form: {
            ...shared,
            templateId: String(template.id),
            type: String(MEDIA_TYPE.image),
            description,
            ...(template.title ? { title: template.title } : {}),
            file: { filename: 'rendering.png', contentType: 'image/png', bytes: PLACEHOLDER_RENDERING },
          },
        },
      },
      SaveMemeResponseSchema,
    );
    return saved.meme;
  }
  const started = await callApi(
    api,
    site,
    {
      method: 'POST',
      path: ENDPOINTS.processTemplateVideo,
      body: { json: { ...shared, template_id: template.id, drag_y_offset: style.dragYOffset } },
    },
    VideoJobStartResponseSchema,
  );
  const [meme] = await waitForMemes(api, site, [started.meme], wait);
  return meme!;
}
