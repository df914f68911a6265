import { ProjectEventDetailsSchema } from '@camara-fria/contracts';
import { defineStoredDocument } from '../../lib/versioned-document.ts';

/** An event's details as stored (docs/decisions/049): version 1. */
export const PROJECT_EVENT_DETAILS = defineStoredDocument(
  'dos detalhes do evento do projeto',
  ProjectEventDetailsSchema,
);
