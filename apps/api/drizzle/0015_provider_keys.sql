CREATE TABLE "oidc_provider_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"signing_keys" jsonb NOT NULL,
	"cookie_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
