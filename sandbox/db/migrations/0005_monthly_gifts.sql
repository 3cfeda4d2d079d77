ALTER TABLE "orders" ADD COLUMN "frequency" text DEFAULT 'Single' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before this column: their cart's plan, else a plan when they have several payments.
UPDATE "orders" SET "frequency" = "carts"."installments"->>'frequency' FROM "carts" WHERE "carts"."id" = "orders"."cart_id" AND "carts"."installments"->>'frequency' IN ('Installment', 'Monthly') AND (SELECT count(*) FROM "payments" WHERE "payments"."order_id" = "orders"."id") > 1;--> statement-breakpoint
UPDATE "orders" SET "frequency" = 'Installment' WHERE "frequency" = 'Single' AND (SELECT count(*) FROM "payments" WHERE "payments"."order_id" = "orders"."id") > 1;
