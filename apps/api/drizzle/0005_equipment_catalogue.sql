CREATE TABLE "catalog_evaporator_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_evaporator_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"code" text NOT NULL,
	"line_code" text NOT NULL,
	"length_mm" double precision NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"fan_count" integer NOT NULL,
	"fan_diameter_mm" double precision NOT NULL,
	"air_flow_m3h" double precision NOT NULL,
	"air_throw_m" double precision NOT NULL,
	"fan_power_w" double precision NOT NULL,
	"defrost_power_w" double precision NOT NULL,
	"fin_spacing_mm" double precision NOT NULL,
	"tube_rows" integer NOT NULL,
	"motor" text NOT NULL,
	"defrost_kinds" text[] NOT NULL,
	"reference_capacity_kcalh" double precision NOT NULL,
	"reference_dt_k" double precision NOT NULL,
	"reference_evaporating_temperature_c" double precision NOT NULL,
	"rating_condition" text NOT NULL,
	CONSTRAINT "catalog_evaporator_models_key" UNIQUE("catalog_version_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_evaporator_refrigerant_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_evaporator_refrigerant_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"refrigerant_code" text NOT NULL,
	"factor" double precision NOT NULL,
	CONSTRAINT "catalog_evaporator_refrigerant_factors_key" UNIQUE("catalog_version_id","model_code","refrigerant_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_evaporator_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_evaporator_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"sku" text NOT NULL,
	"model_code" text NOT NULL,
	"frequency_hz" integer NOT NULL,
	"voltage_v" integer NOT NULL,
	"phases" integer NOT NULL,
	"defrost" text NOT NULL,
	"fin_protection" text NOT NULL,
	"expansion_valve" text NOT NULL,
	"has_isolated_tray" boolean NOT NULL,
	CONSTRAINT "catalog_evaporator_skus_key" UNIQUE("catalog_version_id","sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_product_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"application" text,
	"dt_choices_k" double precision[] NOT NULL,
	"image_path" text,
	CONSTRAINT "catalog_product_lines_key" UNIQUE("catalog_version_id","kind","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_remote_condenser_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_remote_condenser_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"sku" text NOT NULL,
	"model_code" text NOT NULL,
	"frequency_hz" integer NOT NULL,
	"voltage_v" integer NOT NULL,
	"phases" integer NOT NULL,
	"fin_protection" text NOT NULL,
	CONSTRAINT "catalog_remote_condenser_skus_key" UNIQUE("catalog_version_id","sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_remote_condensers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_remote_condensers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"code" text NOT NULL,
	"line_code" text NOT NULL,
	"length_mm" double precision NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"fan_count" integer NOT NULL,
	"fan_diameter_mm" double precision NOT NULL,
	"air_flow_m3h" double precision NOT NULL,
	"fan_power_w" double precision NOT NULL,
	"fan_poles" integer NOT NULL,
	"fin_spacing_mm" double precision NOT NULL,
	"noise_level_dba" double precision NOT NULL,
	"heat_rejection_kcalh_per_k" double precision NOT NULL,
	CONSTRAINT "catalog_remote_condensers_key" UNIQUE("catalog_version_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_unit_capacity_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_unit_capacity_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"refrigerant_code" text NOT NULL,
	"frequency_hz" integer NOT NULL,
	"condensing_offset_k" double precision NOT NULL,
	"evaporating_temperature_c" double precision NOT NULL,
	"ambient_temperature_c" double precision NOT NULL,
	"capacity_kcalh" double precision NOT NULL,
	"power_kw" double precision NOT NULL,
	CONSTRAINT "catalog_unit_capacity_points_key" UNIQUE("catalog_version_id","model_code","refrigerant_code","frequency_hz","evaporating_temperature_c","ambient_temperature_c")
);
--> statement-breakpoint
CREATE TABLE "catalog_unit_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_unit_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"line_code" text NOT NULL,
	"application" text NOT NULL,
	"length_mm" double precision NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"fan_count" integer NOT NULL,
	"fan_diameter_mm" double precision NOT NULL,
	"air_flow_m3h" double precision NOT NULL,
	"compressor_type" text NOT NULL,
	"compressor_brand" text NOT NULL,
	"compressor_count" integer NOT NULL,
	"has_capacity_control" boolean NOT NULL,
	"has_hot_gas_defrost" boolean NOT NULL,
	CONSTRAINT "catalog_unit_models_key" UNIQUE("catalog_version_id","code"),
	CONSTRAINT "catalog_unit_models_kind_check" CHECK ("catalog_unit_models"."kind" in ('CONDENSING_UNIT', 'COMPRESSOR_UNIT'))
);
--> statement-breakpoint
CREATE TABLE "catalog_unit_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_unit_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_version_id" integer NOT NULL,
	"sku" text NOT NULL,
	"model_code" text NOT NULL,
	"frequency_hz" integer NOT NULL,
	"voltage_v" integer NOT NULL,
	"phases" integer NOT NULL,
	"has_condensation_control" boolean NOT NULL,
	"controller" text NOT NULL,
	CONSTRAINT "catalog_unit_skus_key" UNIQUE("catalog_version_id","sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_key" text NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"is_demonstration" boolean NOT NULL,
	"file_name" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_versions_source_check" CHECK ("catalog_versions"."source" in ('DEMONSTRATION', 'IMPORT'))
);
--> statement-breakpoint
ALTER TABLE "catalog_evaporator_models" ADD CONSTRAINT "catalog_evaporator_models_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_evaporator_refrigerant_factors" ADD CONSTRAINT "catalog_evaporator_refrigerant_factors_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_evaporator_refrigerant_factors" ADD CONSTRAINT "catalog_evaporator_refrigerant_factors_model_fk" FOREIGN KEY ("catalog_version_id","model_code") REFERENCES "public"."catalog_evaporator_models"("catalog_version_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_evaporator_skus" ADD CONSTRAINT "catalog_evaporator_skus_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_evaporator_skus" ADD CONSTRAINT "catalog_evaporator_skus_model_fk" FOREIGN KEY ("catalog_version_id","model_code") REFERENCES "public"."catalog_evaporator_models"("catalog_version_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_lines" ADD CONSTRAINT "catalog_product_lines_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_remote_condenser_skus" ADD CONSTRAINT "catalog_remote_condenser_skus_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_remote_condenser_skus" ADD CONSTRAINT "catalog_remote_condenser_skus_model_fk" FOREIGN KEY ("catalog_version_id","model_code") REFERENCES "public"."catalog_remote_condensers"("catalog_version_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_remote_condensers" ADD CONSTRAINT "catalog_remote_condensers_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_unit_capacity_points" ADD CONSTRAINT "catalog_unit_capacity_points_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_unit_capacity_points" ADD CONSTRAINT "catalog_unit_capacity_points_model_fk" FOREIGN KEY ("catalog_version_id","model_code") REFERENCES "public"."catalog_unit_models"("catalog_version_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_unit_models" ADD CONSTRAINT "catalog_unit_models_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_unit_skus" ADD CONSTRAINT "catalog_unit_skus_version_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_unit_skus" ADD CONSTRAINT "catalog_unit_skus_model_fk" FOREIGN KEY ("catalog_version_id","model_code") REFERENCES "public"."catalog_unit_models"("catalog_version_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_evaporator_skus_model_idx" ON "catalog_evaporator_skus" USING btree ("catalog_version_id","model_code");--> statement-breakpoint
CREATE INDEX "catalog_unit_skus_model_idx" ON "catalog_unit_skus" USING btree ("catalog_version_id","model_code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_versions_one_active_idx" ON "catalog_versions" USING btree ("is_active") WHERE is_active;