CREATE TABLE "operating_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operating_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"rack" boolean NOT NULL,
	"operation_temperature" double precision NOT NULL,
	"refrigerant_code" text NOT NULL,
	"input" jsonb NOT NULL,
	"catalog_version_id" integer NOT NULL,
	"computed" jsonb NOT NULL,
	"result" jsonb,
	"resulting_dt" double precision,
	"resulting_capacity" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_rooms" (
	"room_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	CONSTRAINT "system_rooms_room_id_pk" PRIMARY KEY("room_id")
);
--> statement-breakpoint
ALTER TABLE "operating_systems" ADD CONSTRAINT "operating_systems_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_systems" ADD CONSTRAINT "operating_systems_refrigerant_code_refrigerants_code_fk" FOREIGN KEY ("refrigerant_code") REFERENCES "public"."refrigerants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_systems" ADD CONSTRAINT "operating_systems_catalog_version_id_catalog_versions_id_fk" FOREIGN KEY ("catalog_version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_rooms" ADD CONSTRAINT "system_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_rooms" ADD CONSTRAINT "system_rooms_system_id_operating_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."operating_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operating_systems_project_id_idx" ON "operating_systems" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_systems_one_active_idx" ON "operating_systems" USING btree ("project_id") WHERE active;--> statement-breakpoint
CREATE INDEX "system_rooms_system_id_idx" ON "system_rooms" USING btree ("system_id");