ALTER TABLE "memes" ADD COLUMN "stored_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "memes_user_stored_bytes_idx" ON "memes" USING btree ("user_id","stored_bytes");--> statement-breakpoint
ALTER TABLE "memes" ADD CONSTRAINT "memes_stored_bytes_check" CHECK (stored_bytes >= 0);