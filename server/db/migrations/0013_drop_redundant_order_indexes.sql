DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_borough_created_idx";--> statement-breakpoint
DROP INDEX "orders_payment_created_idx";