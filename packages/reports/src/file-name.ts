import type { ProposalDocument } from '@camara-fria/contracts';

/** Longest file name we hand out, in characters (file systems allow 255 bytes; keep room for UTF-8). */
export const FILE_NAME_MAX = 150;

// Characters no Windows, macOS or Linux file name may hold, and control characters.
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[/\\:*?"<>|\u0000-\u001F\u007F-\u009F]/g;

/**
 * The download's name: `Proposta {code} - {project name}.{format}`, each character a file name
 * cannot hold replaced by '-', spaces collapsed, the name cut to FILE_NAME_MAX (extension kept).
 */
export function proposalFileName(document: ProposalDocument, format: 'pdf' | 'docx'): string {
  const project = document.proposal.project.name.replace(ILLEGAL, '-').replace(/\s+/g, ' ').trim();
  const code = document.proposal.code.replace(ILLEGAL, '-').trim();
  let base = project ? `Proposta ${code} - ${project}` : `Proposta ${code}`;
  const room = FILE_NAME_MAX - format.length - 1;
  if ([...base].length > room) base = [...base].slice(0, room).join('').trimEnd();
  // A name may not end with a dot or a space before its extension (Windows).
  base = base.replace(/[. ]+$/, '');
  return `${base}.${format}`;
}
