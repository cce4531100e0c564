-- A meme's whole text, for search and the caption writer's avoid list (decision 057): a band
-- meme's one text, or the texts of its boxes, trimmed, the empty ones left out, a line each (the
-- contract's documentText). Immutable, so a generated column can call it.
CREATE OR REPLACE FUNCTION meme_document_text(document jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN document IS NULL THEN ''
    WHEN jsonb_array_length(document -> 'layers') = 1 AND NOT ((document -> 'layers' -> 0) ? 'box')
      THEN coalesce(document #>> '{layers,0,text}', '')
    ELSE coalesce((
      SELECT string_agg(btrim(layer ->> 'text', E' \t\r\n'), E'\n' ORDER BY position)
      FROM jsonb_array_elements(document -> 'layers') WITH ORDINALITY AS layers(layer, position)
      WHERE btrim(layer ->> 'text', E' \t\r\n') <> ''
    ), '')
  END
$$;--> statement-breakpoint
ALTER TABLE "memes" DROP COLUMN "caption";--> statement-breakpoint
ALTER TABLE "memes" ADD COLUMN "caption" text GENERATED ALWAYS AS (meme_document_text(document)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "layout" jsonb DEFAULT '{"kind":"band"}'::jsonb NOT NULL;
