ALTER TABLE "memes" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "memes" ADD COLUMN "caption" text GENERATED ALWAYS AS (coalesce(document #>> '{layers,0,text}', '')) STORED NOT NULL;--> statement-breakpoint
-- Every meme whose template was chosen gets its document from the old caption columns, before they
-- go. A meme still waiting for its template keeps a null document, as new ones do.
UPDATE "memes" AS m SET "document" = jsonb_build_object(
  'version', 1,
  'media', jsonb_build_object(
    'source', 'template', 'templateId', m.template_id, 'type', t.type, 'width', t.width, 'height', t.height
  ),
  'layers', jsonb_build_array(jsonb_build_object(
    'text', m.tagline,
    'fontSize', to_jsonb(m.font_size),
    'align', CASE WHEN m.text_align IN ('left', 'right') THEN m.text_align ELSE 'center' END,
    'color', CASE WHEN m.text_color ~* '^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$' THEN m.text_color END,
    'offsetY', to_jsonb(greatest(-0.4::real, least(0.4::real, m.drag_y_offset)))
  ))
)
FROM "templates" AS t
WHERE t.id = m.template_id;--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "tagline";--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "font_size";--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "text_align";--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "text_color";--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "drag_y_offset";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK (kind in ('grant', 'spend', 'refund', 'reset'));--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_media_type_check" CHECK (media_type in ('images', 'videos', 'both', 'regenerate'));--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_status_check" CHECK (status in ('writing', 'written', 'failed'));--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_type_check" CHECK (type in (1, 2));--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_status_check" CHECK (status in ('queued', 'started', 'processing', 'finished', 'failed'));--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_writer_check" CHECK (writer in ('offline', 'llm'));--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_type_check" CHECK (type in (1, 2));--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_text_align_check" CHECK (text_align in ('left', 'center', 'right'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_check" CHECK (plan in ('free', 'legacy_starter', 'basic', 'pro', 'legacy_pro', 'business'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_cycle_check" CHECK (billing_cycle in ('month', 'year'));