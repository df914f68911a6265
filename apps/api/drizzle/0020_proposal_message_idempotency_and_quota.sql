ALTER TABLE "proposal_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE INDEX "proposal_messages_sender_idx" ON "proposal_messages" USING btree ("sent_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_messages_idempotency_key_idx" ON "proposal_messages" USING btree ("sent_by","idempotency_key");--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_idempotency_check" CHECK (("proposal_messages"."idempotency_key" is null) = ("proposal_messages"."request_digest" is null));