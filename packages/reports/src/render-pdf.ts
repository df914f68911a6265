import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { FONT_NAMES, fontFile, fontFileName, type FontFace } from './fonts.ts';
import {
  BODY_SIZE,
  HEADING_SIZES,
  type ProposalReport,
  type ReportBlock,
  type ReportFamily,
} from './model.ts';
import { pageFooter, pageHeader } from './pdf-page.ts';
import { textContent } from './pdf-runs.ts';
import { MARGINS } from './pdf-style.ts';
import { keyValueContent, tableContent } from './pdf-tables.ts';
import { countReportWords } from './pdf-text-nodes.ts';

const FACES: FontFace[] = ['normal', 'bold', 'italics', 'bolditalics'];

/**
 * Headings moved to the next page per document at most. pdfmake lays the whole document out
 * again after each heading it moves (`pageBreakBefore`), so a text of many headings cost it one
 * layout per page; past this many moves a heading stays where it falls (docs/decisions/047).
 */
export const HEADING_MOVES_MAX = 6;

/**
 * The words the re-layouts of moved headings may lay out together: a long document gets fewer
 * moves (a document of 30 000 words one, of 60 000 or more none), so that its layout costs at
 * most about twice its first one.
 */
export const HEADING_MOVES_WORDS = 60_000;

/** pdfmake's in-memory file system (in its Node build, not in @types/pdfmake). */
const virtualFiles = (
  pdfmake as unknown as {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
  }
).virtualfs;

let configured = false;

/**
 * pdfmake is a process-wide singleton: its fonts live in its virtual file system (read once from
 * dejavu-fonts-ttf) and it may read no URL and no local file, so nothing in a document can make
 * it fetch anything.
 */
function configure(): void {
  if (configured) return;
  const fonts: Record<string, Record<FontFace, string>> = {};
  for (const family of Object.keys(FONT_NAMES) as ReportFamily[]) {
    const faces = {} as Record<FontFace, string>;
    for (const face of FACES) {
      const name = fontFileName(family, face);
      virtualFiles.writeFileSync(name, fontFile(family, face));
      faces[face] = name;
    }
    fonts[FONT_NAMES[family]] = faces;
  }
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

/** The report as a PDF (A4, embedded DejaVu fonts, header, "Página N de M" footer). */
export async function renderProposalPdf(report: ProposalReport): Promise<Uint8Array> {
  configure();
  const images = new ImageRegistry();
  const logo = report.pageHeader.logo;
  const logoKey = logo ? images.key(logo.png) : null;
  const movesAllowed = Math.min(
    HEADING_MOVES_MAX,
    Math.floor(HEADING_MOVES_WORDS / Math.max(1, countReportWords(report))),
  );
  let headingMoves = 0;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: MARGINS,
    info: {
      title: report.meta.title,
      author: report.meta.makerName,
      subject: report.meta.projectName,
      creator: 'Câmara Fria',
      producer: 'Câmara Fria',
    },
    language: 'pt-BR',
    defaultStyle: { font: FONT_NAMES.sans, fontSize: BODY_SIZE, lineHeight: 1.2 },
    header: pageHeader(report, logoKey),
    footer: pageFooter(report),
    // A heading never ends a page: one in the last eighth of a page (or last on it) moves to the
    // next page with what it introduces (the first HEADING_MOVES_MAX of them).
    pageBreakBefore: (node, nodes) => {
      if (node.headlineLevel === undefined || headingMoves >= movesAllowed) return false;
      const isMoved =
        node.startPosition.verticalRatio > 0.87 || nodes.getFollowingNodesOnPage().length === 0;
      if (isMoved) headingMoves += 1;
      return isMoved;
    },
    content: report.blocks.map((block) => blockContent(block, images)),
    images: {},
  };
  definition.images = images.dictionary();
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Each distinct PNG once in the document's image dictionary. */
class ImageRegistry {
  private readonly keys = new Map<Uint8Array, string>();
  key(png: Uint8Array): string {
    let key = this.keys.get(png);
    if (!key) {
      key = `image${this.keys.size}`;
      this.keys.set(png, key);
    }
    return key;
  }
  dictionary(): Record<string, string> {
    return Object.fromEntries(
      [...this.keys].map(([png, key]) => [
        key,
        `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
      ]),
    );
  }
}

function blockContent(block: ReportBlock, images: ImageRegistry): Content {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level];
      const style = {
        fontSize: size,
        bold: true,
        alignment: block.align,
        color: block.level <= 2 ? '#12406e' : undefined,
      };
      return {
        ...textContent(block.runs, size, style),
        margin: block.level === 2 ? [0, 16, 0, 6] : [0, 10, 0, 4],
        headlineLevel: block.level,
      };
    }
    case 'paragraph': {
      const size = block.small ? BODY_SIZE * 0.8 : BODY_SIZE;
      return {
        ...textContent(block.runs, size, { fontSize: size, alignment: block.align }),
        margin: [0, 0, 0, 6],
      };
    }
    case 'list': {
      const items = block.items.map((item) => ({
        stack: item.blocks.map((child) => blockContent(child, images)),
      }));
      return block.ordered
        ? { ol: items, margin: [0, 0, 0, 6] }
        : { ul: items, margin: [0, 0, 0, 6] };
    }
    case 'table':
      return tableContent(block);
    case 'keyValue':
      return keyValueContent(block.entries);
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
    case 'image':
      return {
        image: images.key(block.png),
        width: block.width,
        height: block.height,
        alignment: block.align === 'justify' ? 'left' : block.align,
        margin: [0, 0, 0, 6],
      };
  }
}
