CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"origin_content" text DEFAULT '' NOT NULL,
	"use_cases" text[] DEFAULT '{}'::text[] NOT NULL,
	"seo_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"levels" smallint[] DEFAULT '{1,2,3}'::smallint[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"font_size" real,
	"text_align" text DEFAULT 'center' NOT NULL,
	"drag_y_offset" real DEFAULT -0.3 NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"poster_key" text,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"has_audio" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, search_document), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_slug_key" ON "templates" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_content_hash_key" ON "templates" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "templates_search_vector_idx" ON "templates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "templates_search_trgm_idx" ON "templates" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_public_type_idx" ON "templates" USING btree ("is_public","type","id");