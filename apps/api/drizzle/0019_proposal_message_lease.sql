ALTER TABLE "proposal_messages" DROP CONSTRAINT "proposal_messages_status_check";--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_lease_check" CHECK (("proposal_messages"."status" = 'SENDING') = ("proposal_messages"."lease_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_status_check" CHECK ("proposal_messages"."status" in ('OUTBOX', 'SENDING', 'SENT', 'FAILED'));