CREATE TABLE "billing_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text NOT NULL,
	"provider_subscription_id" text,
	"provider_invoice_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_checkout_sessions_provider_check" CHECK (provider in ('local', 'stripe')),
	CONSTRAINT "billing_checkout_sessions_status_check" CHECK (status in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_provider_check" CHECK (provider in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hosted_receipt_url" text,
	"credits_granted" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone,
	"failure_notified_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_transactions_provider_check" CHECK (provider in ('local', 'stripe')),
	CONSTRAINT "billing_transactions_status_check" CHECK (status in ('paid', 'pending', 'failed')),
	CONSTRAINT "billing_transactions_type_check" CHECK (type in ('subscription_create', 'subscription_cycle', 'subscription_update')),
	CONSTRAINT "billing_transactions_plan_check" CHECK (plan in ('free', 'legacy_starter', 'basic', 'pro', 'legacy_pro', 'business')),
	CONSTRAINT "billing_transactions_billing_cycle_check" CHECK (billing_cycle in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "local_billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"previous_plan" text,
	"previous_billing_cycle" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_billing_invoices_status_check" CHECK (status in ('open', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"pending_plan" text,
	"pending_billing_cycle" text,
	"card_last4" text NOT NULL,
	"card_fails_renewals" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_billing_subscriptions_status_check" CHECK (status in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"pending_plan" text,
	"pending_billing_cycle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_check" CHECK (provider in ('local', 'stripe')),
	CONSTRAINT "subscriptions_plan_check" CHECK (plan in ('free', 'legacy_starter', 'basic', 'pro', 'legacy_pro', 'business')),
	CONSTRAINT "subscriptions_billing_cycle_check" CHECK (billing_cycle in ('month', 'year')),
	CONSTRAINT "subscriptions_status_check" CHECK (status in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "billing_checkout_sessions" ADD CONSTRAINT "billing_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_invoices" ADD CONSTRAINT "local_billing_invoices_subscription_id_local_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ADD CONSTRAINT "local_billing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkout_sessions_user_idx" ON "billing_checkout_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_user_provider_key" ON "billing_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_customer_key" ON "billing_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_transactions_invoice_key" ON "billing_transactions" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_transactions_user_idx" ON "billing_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "local_billing_invoices_subscription_idx" ON "local_billing_invoices" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "local_billing_subscriptions_due_idx" ON "local_billing_subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_key" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");