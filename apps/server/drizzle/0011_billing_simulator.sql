CREATE TABLE "local_billing_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" integer,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"subscription_id" text,
	"invoice_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_billing_checkout_sessions_status_check" CHECK (status in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "local_billing_invoices" ADD COLUMN "unused_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_billing_checkout_sessions" ADD CONSTRAINT "local_billing_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The built-in provider's checkout sessions were read from the billing module's own table; the
-- simulator keeps its own (decision 035). Sessions made before this migration are copied over, so
-- an open one can still be paid and a paid one confirmed.
INSERT INTO "local_billing_checkout_sessions" ("id", "customer_id", "user_id", "price_id", "status", "success_url", "cancel_url", "subscription_id", "invoice_id", "expires_at", "created_at")
SELECT "id", "customer_id", "user_id", "price_id", "status",
	'/dashboard/billing/checkout/success?session_id=' || "id", '/dashboard/billing/checkout/cancel',
	"provider_subscription_id", "provider_invoice_id", "expires_at", "created_at"
FROM "billing_checkout_sessions" WHERE "provider" = 'local';
