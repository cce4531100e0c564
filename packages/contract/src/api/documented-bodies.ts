/**
 * Request bodies the server reads itself instead of through a route's body schema, described here
 * for the API document (decision 043): the multipart forms, whose files are streamed by
 * @fastify/multipart and whose fields are checked by their own schemas, and the payment provider's
 * events, which are verified against their raw bytes before they are parsed. The routes never
 * validate with these; the OpenAPI document and the clients generated from it read them.
 */
import { z } from 'zod';
import { ProcessUploadedVideoFieldsSchema, SaveMemeFieldsSchema } from './editor';
import { TemplateTypeSchema, TemplateUploadCaptionFieldsSchema } from './templates';

/** POST /memes/save/: the fields of SaveMemeFields plus two files. */
export const SaveMemeFormSchema = z
  .object({
    ...SaveMemeFieldsSchema.shape,
    // The field is coerced from text, so its own schema documents only "a number": say which.
    type: TemplateTypeSchema.default(1).describe('The media type: 1 image, 2 video.'),
    file: z.file().describe("The browser's rendering of the meme: checked as an image, never stored."),
    template_file: z
      .file()
      .optional()
      .describe('The original picture, when templateId is -1 (the person’s own image).'),
  })
  .meta({ id: 'SaveMemeForm' });

/** POST /memes/background/process_uploaded_video/: the fields of ProcessUploadedVideoFields plus the clip. */
export const UploadedVideoFormSchema = z
  .object({
    ...ProcessUploadedVideoFieldsSchema.shape,
    video_file: z.file().describe('MP4, MOV or WebM, at most 100 MB, 1 to 120 s long.'),
  })
  .meta({ id: 'UploadedVideoForm' });

/** POST /library/templates/ (superusers): the picture or clip and its catalogue fields. */
export const TemplateUploadFormSchema = z
  .object({
    file: z.file().describe('The template: an image or a video.'),
    title: z.string().min(1),
    description: z.string().min(1),
    isPublic: z.enum(['true', 'false']),
    ...TemplateUploadCaptionFieldsSchema.shape,
  })
  .meta({ id: 'TemplateUploadForm' });

/** POST /billing/local-checkout/{sessionId}/: the test card form of the built-in provider. */
export const LocalCheckoutFormSchema = z
  .object({
    number: z.string().describe('A test card number, e.g. 4242 4242 4242 4242.'),
    expiry: z.string().describe('MM / YY'),
    cvc: z.string(),
    name: z.string(),
  })
  .meta({ id: 'LocalCheckoutForm' });

/**
 * An event as the payment provider delivers it (Stripe's event object; the built-in provider sends
 * the same shape). Only `id`, `type` and the id of `data.object` are read: the object itself is
 * fetched again from the provider, so an event cannot claim a state the provider does not hold.
 */
export const BillingEventSchema = z
  .looseObject({
    id: z.string().describe('The event id: a delivery repeated with the same id is applied once.'),
    object: z.literal('event'),
    type: z.string(),
    created: z.number().int().describe('When the event happened, in Unix seconds.'),
    data: z.looseObject({
      object: z.looseObject({ id: z.string().describe('The checkout session, invoice or subscription.') }),
    }),
  })
  .meta({ id: 'BillingEvent' });
export type BillingEventBody = z.infer<typeof BillingEventSchema>;
