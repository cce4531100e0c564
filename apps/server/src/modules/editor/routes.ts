/**
 * The editor's calls (product.md §7.6): saving an image meme (form), starting a video meme on a
 * library template (JSON) or on the person's own clip (form). Parse, then the services decide.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  DetailErrorSchema,
  EDITOR_VIDEOS_IN_PROGRESS_MAX,
  ENDPOINTS,
  ErrorResponseSchema,
  ProcessTemplateVideoRequestSchema,
  ProcessUploadedVideoFieldsSchema,
  SaveMemeFieldsSchema,
  SaveMemeResponseSchema,
  VideoJobStartResponseSchema,
} from '@memeforge/contract';
import {
  parseFields,
  readSaveForm,
  readUploadedVideoForm,
  SAVE_FORM_UPLOAD,
  UPLOADED_VIDEO_FORM_UPLOAD,
} from './editor-form';
import { saveMeme } from './save-service';
import { processTemplateVideo, processUploadedVideo } from './video-service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

const refusals = {
  400: ErrorResponseSchema,
  401: DetailErrorSchema,
  403: DetailErrorSchema.describe("The free plan on a library template none of the person's memes uses"),
  404: DetailErrorSchema.describe('No such template (or not one this person may see)'),
  // The editor's renders are metered (decision 047).
  413: ErrorResponseSchema.describe(
    "The body or a file is over its cap (`{field: [message]}`), or the person's memes already fill their " +
      "plan's storage (`{detail}`, saying to delete memes in My Memes); nothing was stored",
  ),
  429: DetailErrorSchema.describe(
    `Too many renders started in the last minutes, or (video calls) ${EDITOR_VIDEOS_IN_PROGRESS_MAX} videos of ` +
      'the person already being made; try again after Retry-After seconds. Nothing was stored',
  ),
};

export const editorRoutes: ModuleRoutes = async (app, { services: ctx }) => {
  app.post(
    ENDPOINTS.saveMeme,
    {
      config: { upload: SAVE_FORM_UPLOAD },
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary:
          'Save an image meme (multipart: file, templateId, template_file, title, description, type, text, ' +
          'font_size, text_align, text_color, dragYOffset); the server renders it',
        description:
          '`file` is the browser rendering: checked as an image; the server renders the meme itself on ' +
          'a library template, or with templateId -1 on `template_file` (the original picture, optional). ' +
          'With templateId -1 and no `template_file`, the checked `file` is the saved picture as sent. ' +
          'Text fields as SaveMemeFields.',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: SaveMemeResponseSchema,
          ...refusals,
          503: DetailErrorSchema.describe('The render failed; nothing was kept'),
        },
      },
    },
    async (request) => {
      const form = await readSaveForm(request);
      const fields = parseFields(SaveMemeFieldsSchema, form.fields);
      return saveMeme(ctx, request.auth!.userId, { fields, rendering: form.rendering, original: form.original });
    },
  );

  app.post(
    ENDPOINTS.processTemplateVideo,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary: 'Start a video meme on a library video template',
        security,
        body: ProcessTemplateVideoRequestSchema,
        response: { 200: VideoJobStartResponseSchema, ...refusals },
      },
    },
    async (request) => processTemplateVideo(ctx, request.auth!.userId, request.body),
  );

  app.post(
    ENDPOINTS.processUploadedVideo,
    {
      config: { upload: UPLOADED_VIDEO_FORM_UPLOAD },
      preHandler: app.requireUser,
      schema: {
        tags: ['editor'],
        summary:
          'Start a video meme on an uploaded clip (multipart: video_file, text, font_size, text_align, ' +
          'text_color, drag_y_offset, description, generation_id, priority)',
        description:
          'MP4, MOV or WebM, at most 100 MB, 1 to 120 s, 64 to 4096 px a side, at most 120 frames per ' +
          'second. A repeated generation_id answers its first job. Text fields as ProcessUploadedVideoFields.',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: VideoJobStartResponseSchema,
          ...refusals,
          409: DetailErrorSchema.describe("The generation_id is another person's"),
        },
      },
    },
    async (request) => {
      const form = await readUploadedVideoForm(request);
      try {
        const fields = parseFields(ProcessUploadedVideoFieldsSchema, form.fields);
        return await processUploadedVideo(ctx, request.auth!.userId, { fields, videoPath: form.videoPath });
      } finally {
        await form.cleanup();
      }
    },
  );
};
