-- Template search without whole-table trigram work (issue 4, Performance; see bench/README.md).
-- 1. template_words: the library's distinct words, which a misspelt search word is corrected
--    against (trigram `%` on a small table) instead of trigram matching over every document.
--    Filled here from the templates already there; insertTemplate adds the words of new ones.
-- 2. The trigram index over whole search documents goes: search no longer uses it.
-- 3. The full-text index is rebuilt with fastupdate off (which also empties its pending list):
--    PGlite runs no autovacuum, so a GIN pending list would only grow and every search reads it.
CREATE TABLE "template_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "template_words" ("word")
SELECT DISTINCT "words"."lexeme"
FROM "templates", unnest(to_tsvector('simple', "templates"."search_document")) AS "words"
WHERE "words"."lexeme" ~ '^[a-z0-9]{3,}$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP INDEX "templates_search_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_search_vector_idx";--> statement-breakpoint
CREATE INDEX "template_words_word_trgm_idx" ON "template_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "templates_search_vector_idx" ON "templates" USING gin ("search_vector") WITH (fastupdate = off);
