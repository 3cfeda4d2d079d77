CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"test_mode_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_cart_id_unique";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "prepared_by" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "caller" text DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_live_cart" ON "payment_requests" USING btree ("cart_id") WHERE "payment_requests"."replaced_at" is null;