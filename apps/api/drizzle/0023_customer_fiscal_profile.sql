ALTER TABLE "projects" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_state_registration" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "icms_contribution" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "goods_use" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "simples_nacional" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "free_trade_zone" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "public_body" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_fiscal_profile_check" CHECK (("projects"."icms_contribution" is null and "projects"."goods_use" is null and "projects"."simples_nacional" is null and "projects"."free_trade_zone" is null and "projects"."public_body" is null) or ("projects"."icms_contribution" in ('CONTRIBUTOR', 'EXEMPT', 'NON_CONTRIBUTOR') and "projects"."goods_use" in ('RESALE', 'INDUSTRIALIZATION', 'OWN_USE', 'FIXED_ASSETS') and "projects"."simples_nacional" is not null and "projects"."free_trade_zone" is not null and "projects"."public_body" is not null));