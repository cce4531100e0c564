CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"meme_id" uuid,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"media_type" text NOT NULL,
	"unhinged_level" smallint NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unhinged_level" smallint NOT NULL,
	"template_id" integer,
	"tagline" text DEFAULT '' NOT NULL,
	"font_size" real,
	"text_align" text DEFAULT 'center' NOT NULL,
	"text_color" text,
	"drag_y_offset" real DEFAULT -0.3 NOT NULL,
	"canvas_width" integer DEFAULT 800 NOT NULL,
	"canvas_height" integer DEFAULT 600 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" uuid NOT NULL,
	"file_key" text,
	"error" text,
	"writer" text DEFAULT 'offline' NOT NULL,
	"writer_fallback" text,
	"is_liked" boolean DEFAULT false NOT NULL,
	"is_disliked" boolean DEFAULT false NOT NULL,
	"is_favorited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_batch_id_generation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."generation_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_once" ON "credit_ledger" USING btree ("meme_id") WHERE kind = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_spend_once" ON "credit_ledger" USING btree ("meme_id") WHERE kind = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "generation_batches_idempotency_key" ON "generation_batches" USING btree ("user_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "generation_batches_user_created_idx" ON "generation_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memes_job_id_key" ON "memes" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "memes_user_created_idx" ON "memes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "memes_batch_idx" ON "memes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "memes_unfinished_idx" ON "memes" USING btree ("created_at") WHERE status in ('queued', 'started', 'processing');--> statement-breakpoint
-- The ledger starts from the balances accounts already hold, so it adds up to users.credits.
INSERT INTO "credit_ledger" ("user_id", "delta", "kind", "reason", "balance_after")
SELECT "id", "credits", 'grant', 'Opening balance', "credits" FROM "users" WHERE "credits" <> 0;
