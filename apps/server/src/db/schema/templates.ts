/** The template library and its search words (modules/templates). */
import { sql } from 'drizzle-orm';
import {
  BAND_LAYOUT,
  CAPTION_FORMAT_KEYS,
  TEXT_ALIGNS,
  VIDEO_DEFAULT_DRAG_OFFSET,
  type TemplateLayout,
} from '@memeforge/contract';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, createdAt, oneOf } from './columns';
import { users } from './users';

/**
 * Meme templates (product.md §3.4 plus what the product needs). Files live in media storage under
 * content-addressed keys; `content_hash` makes imports idempotent. `search_document` is the
 * searchable text (title, keywords, description, use cases) written by the service; the tsvector
 * is generated from it. Typos are caught through `template_words`, not through the documents.
 *
 * The GIN indexes have `fastupdate` off: PGlite runs no autovacuum, so rows inserted into a GIN
 * pending list would stay there (up to gin_pending_list_limit, 4 MB) and every search would read
 * the list sequentially.
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    originContent: text('origin_content').notNull().default(''),
    useCases: text('use_cases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seoKeywords: text('seo_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    levels: smallint('levels')
      .array()
      .notNull()
      .default(sql`'{1,2,3}'::smallint[]`),
    /** What the template's joke is (contract caption-formats): the writers write for it. */
    captionFormat: text('caption_format', { enum: CAPTION_FORMAT_KEYS }).notNull().default('one_liner'),
    /** Two or three captions that show the joke, parts separated by line breaks. */
    exampleCaptions: text('example_captions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where its text goes (contract template-layout, decision 057): band, top-bottom, or boxes drawn to the picture. */
    layout: jsonb('layout').$type<TemplateLayout>().notNull().default(BAND_LAYOUT),
    isPublic: boolean('is_public').notNull().default(true),
    fontSize: real('font_size'),
    textAlign: text('text_align', { enum: TEXT_ALIGNS }).notNull().default('center'),
    dragYOffset: real('drag_y_offset').notNull().default(VIDEO_DEFAULT_DRAG_OFFSET),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    posterKey: text('poster_key'),
    /**
     * The widths of the template's card pictures (decision 033): WebP copies of its still stored
     * beside its file (`<file_key>.<width>w.webp`), narrowest first; empty until they are made.
     */
    thumbnailWidths: integer('thumbnail_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    hasAudio: boolean('has_audio').notNull().default(false),
    contentHash: text('content_hash').notNull(),
    source: text('source').notNull().default(''),
    licence: text('licence').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, search_document), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('templates_slug_key').on(table.slug),
    uniqueIndex('templates_content_hash_key').on(table.contentHash),
    index('templates_search_vector_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('templates_public_type_idx').on(table.isPublic, table.type, table.id),
    check('templates_type_check', sql`type in (1, 2)`),
    oneOf('templates_text_align_check', 'text_align', TEXT_ALIGNS),
    oneOf('templates_caption_format_check', 'caption_format', CAPTION_FORMAT_KEYS),
  ],
);

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplateRow = typeof templates.$inferInsert;

/**
 * Every distinct word (lower-case ASCII letters and digits, 3 characters or more) of the templates'
 * search documents, public or not. A misspelt search word is corrected against this small table
 * with the trigram `%` operator, which is cheap here and would be slow over the documents
 * themselves. Words are only added (by insertTemplate); a word no template holds any more costs a
 * correction that finds nothing.
 */
export const templateWords = pgTable(
  'template_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [
    index('template_words_word_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
