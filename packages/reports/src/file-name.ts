import { withoutDirectionControls, type ProposalDocument } from '@camara-fria/contracts';

/** Longest file name we hand out, in characters (file systems allow 255 bytes; keep room for UTF-8). */
export const FILE_NAME_MAX = 150;

// Characters no Windows, macOS or Linux file name may hold, and control characters.
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[/\\:*?"<>|\u0000-\u001F\u007F-\u009F]/g;

const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;

/**
 * Text fit for a file name: bidirectional controls dropped (U+202E would show the rest of the
 * name reversed: another name on screen), line breaks a space, each other character a file name
 * cannot hold '-'. Names refuse all of these since decision 045; older ones may hold them.
 */
function toFileNameText(text: string): string {
  return withoutDirectionControls(text).replace(LINE_BREAKS, ' ').replace(ILLEGAL, '-');
}

/**
 * The download's name: `Proposta {code} - {project name}.{format}`, each character a file name
 * cannot hold replaced by '-', spaces collapsed, the name cut to FILE_NAME_MAX (extension kept).
 */
export function proposalFileName(document: ProposalDocument, format: 'pdf' | 'docx'): string {
  const project = toFileNameText(document.proposal.project.name).replace(/\s+/g, ' ').trim();
  const code = toFileNameText(document.proposal.code).trim();
  let base = project ? `Proposta ${code} - ${project}` : `Proposta ${code}`;
  const room = FILE_NAME_MAX - format.length - 1;
  if ([...base].length > room) base = [...base].slice(0, room).join('').trimEnd();
  // A name may not end with a dot or a space before its extension (Windows).
  base = base.replace(/[. ]+$/, '');
  return `${base}.${format}`;
}
