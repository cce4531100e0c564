-- Memes from before card_pictures keep null ("ask the storage"); new rows start false.
ALTER TABLE "memes" ADD COLUMN "card_pictures" boolean;--> statement-breakpoint
ALTER TABLE "memes" ALTER COLUMN "card_pictures" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "memes_user_unfinished_idx" ON "memes" USING btree ("user_id") WHERE status in ('queued', 'started', 'processing');
