CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"water_pct" double precision,
	"freezing_point_c" double precision NOT NULL,
	"specific_heat_above_freezing_kj_kg_k" double precision NOT NULL,
	"specific_heat_below_freezing_kj_kg_k" double precision NOT NULL,
	"latent_heat_of_fusion_kj_kg" double precision NOT NULL,
	"heat_of_respiration_mw_kg" double precision NOT NULL,
	"sources" jsonb NOT NULL,
	CONSTRAINT "goods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"conductivity_w_m_k" double precision NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "materials_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_freezing_point_c" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "product_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "refrigerants" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"glide_k" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "refrigerants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_group_id_idx" ON "goods" USING btree ("group_id");