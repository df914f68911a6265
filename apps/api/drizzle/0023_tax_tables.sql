CREATE TABLE "seller_fiscal_profile" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"regime" text NOT NULL,
	"origin" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_fiscal_profile_one_row" CHECK ("seller_fiscal_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "seller_fiscal_profile_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_fiscal_profile_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"before_state" text NOT NULL,
	"before_regime" text NOT NULL,
	"after_state" text NOT NULL,
	"after_regime" text NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rate_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"rate_percent" numeric(7, 4),
	"method" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" text NOT NULL,
	"note" text,
	"verified" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_dates_check" CHECK ("tax_rates"."valid_to" is null or "tax_rates"."valid_to" >= "tax_rates"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "seller_fiscal_profile" ADD CONSTRAINT "seller_fiscal_profile_updated_by_app_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_fiscal_profile_changes" ADD CONSTRAINT "seller_fiscal_profile_changes_changed_by_app_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_changes" ADD CONSTRAINT "tax_rate_changes_rate_id_tax_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_changes" ADD CONSTRAINT "tax_rate_changes_changed_by_app_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_updated_by_app_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rate_changes_rate_idx" ON "tax_rate_changes" USING btree ("rate_id","id");--> statement-breakpoint
CREATE INDEX "tax_rates_kind_key_idx" ON "tax_rates" USING btree ("kind","key","valid_from");