ALTER TABLE "projects" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "neighborhood" text;