import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { formatMoney } from '@camara-fria/proposal';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildProposalReport,
  renderProposalDocx,
  renderProposalPdf,
  type ProposalReport,
} from '../src/index.ts';
import { CONTEXT, INJECTIONS, nonEditorDocument, tenRoomDocument } from './proposal-fixture.ts';
import { docxText, normalise, pdftotext, run, useScratchDirectory } from './scratch.ts';

const scratch = useScratchDirectory('reports-');

/** The PDF's text as poppler extracts it (NBSP as a space, one space between words). */
async function pdfText(pdf: Uint8Array, name: string): Promise<string> {
  const stdout = await pdftotext(pdf, path.join(scratch(), `${name}.pdf`));
  return normalise(stdout);
}

/** Figures the screen shows for the fixture (formatted as the screen formats them). */
const SCREEN_FIGURES = [
  '2026-0042-R1',
  'Entreposto Boa Vista',
  'Câmara 10 — Congelados',
  '8.914',
  '17.914',
  '1.234',
  '150 / 100',
  '5 × 4 × 3,5',
  'EVP-HP-345',
  'UC-SC-120',
  'UC Especial 10',
  'Especial',
  'R$ 12.500,00',
  'R$ 125.000,00',
  'R$ 48.000,00',
  'R$ 173.000,00',
  'R$ 8.650,00',
  'R$ 181.650,00',
  '9,25',
  '61.234',
  '* Itens considerados apenas para o cálculo de carga térmica; não fazem parte do fornecimento.',
  'Dados do Cliente',
  '11.222.333/0001-81',
  // The address's first line (docs/decisions/066): street, number – complement – neighbourhood.
  'Av. das Nações, 1500 – Galpão 2 – Distrito Industrial',
  'São José do Rio Preto',
  'APRESENTAÇÃO',
  'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE',
  'CARACTERÍSTICAS DOS EQUIPAMENTOS',
  'CONDIÇÕES COMERCIAIS',
  'TERMOS E CONDIÇÕES GERAIS DE VENDA',
  'RESPONSÁVEIS',
  'Composição de preços',
  'Validade da proposta',
  'Proposta válida por 15 dias.',
  'Câmara Fria Refrigeração (demonstração)',
];

/** Words PDF line wrapping may split: checked in a text without line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the documents of a ten-room proposal', () => {
  let report: ProposalReport;
  let pdf: Uint8Array;
  let docx: Uint8Array;
  let text: { pdf: string; docx: string };

  beforeAll(async () => {
    report = buildProposalReport(tenRoomDocument(), CONTEXT);
    [pdf, docx] = await Promise.all([renderProposalPdf(report), renderProposalDocx(report)]);
    text = { pdf: await pdfText(pdf, 'ten-rooms'), docx: docxText(docx) };
  });

  it('the model formats money as the screen does', () => {
    expect(normalise(formatMoney(12500))).toBe('R$ 12.500,00');
  });

  it('the PDF holds the figures the screen shows', () => {
    const pdfFlat = flat(text.pdf);
    for (const figure of SCREEN_FIGURES) expect(pdfFlat, figure).toContain(figure);
  });

  it('the DOCX holds the same figures', () => {
    const docxFlat = flat(text.docx);
    for (const figure of SCREEN_FIGURES) expect(docxFlat, figure).toContain(figure);
  });

  it('every room name is in both, split in sizing tables of five rooms', () => {
    for (const room of tenRoomDocument().proposal.rooms) {
      expect(flat(text.docx)).toContain(room.name);
    }
    const tables = report.blocks.filter(
      (block) => block.type === 'table' && block.caption.startsWith('Parâmetros'),
    );
    expect(tables).toHaveLength(2);
  });

  it('the PDF is A4 with "Página N de M" on every page and an embedded DejaVu typeface', async () => {
    const file = path.join(scratch(), 'ten-rooms.pdf');
    const { stdout: info } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
    for (let page = 1; page <= pages; page += 1)
      expect(text.pdf).toContain(`Página ${page} de ${pages}`);
    const { stdout: fonts } = await run('pdffonts', [file]);
    const dejavu = fonts.split('\n').filter((line) => line.includes('DejaVuSans'));
    expect(dejavu.length).toBeGreaterThan(0);
    // columns: name type encoding emb sub uni
    for (const line of dejavu) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    expect(fonts).not.toMatch(/Helvetica|Roboto/);
  });

  it('every page of the PDF renders to a non-blank image', async () => {
    const prefix = path.join(scratch(), 'page');
    await run('pdftoppm', ['-png', '-r', '40', path.join(scratch(), 'ten-rooms.pdf'), prefix]);
    const images = fs.readdirSync(scratch()).filter((name) => /^page-\d+\.png$/.test(name));
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      const png = PNG.sync.read(fs.readFileSync(path.join(scratch(), image)));
      let ink = 0;
      for (let index = 0; index < png.data.length; index += 4)
        if ((png.data[index] ?? 255) < 200 || (png.data[index + 2] ?? 255) < 200) ink += 1;
      // A page with only its header and footer has a few hundred dark pixels at 40 dpi.
      expect(ink / (png.width * png.height), image).toBeGreaterThan(0.01);
    }
  });

  it('the DOCX footer counts pages with PAGE and NUMPAGES fields; the header has the logo', () => {
    const files = unzipSync(docx);
    const footerName = Object.keys(files).find((name) => /^word\/footer\d*\.xml$/.test(name));
    const headerName = Object.keys(files).find((name) => /^word\/header\d*\.xml$/.test(name));
    expect(footerName && headerName).toBeTruthy();
    const footer = strFromU8(files[footerName ?? ''] ?? new Uint8Array());
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
    expect(docxText(docx, footerName)).toContain('Página');
    expect(docxText(docx, headerName)).toContain('Câmara Fria Refrigeração (demonstração)');
    expect(Object.keys(files).some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
    expect(Object.keys(files).some((name) => /^word\/fonts\/.+\.odttf$/.test(name))).toBe(true);
    expect(strFromU8(files['word/fontTable.xml'] ?? new Uint8Array())).toContain('DejaVu Sans');
  });

  it('rich text keeps its structure: headings, bold, lists, alignment (never markup)', () => {
    const xml = strFromU8(unzipSync(docx)['word/document.xml'] ?? new Uint8Array());
    expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>.*Apresentação da proposta/);
    expect(xml).toMatch(/<w:b\/>.*refrigeração/);
    expect(xml).toMatch(/<w:jc w:val="center"\/>.*Texto centralizado/);
    expect(xml).toMatch(/<w:numPr>/);
    expect(xml).toMatch(/<w:strike\/>.*baixa/);
    expect(xml).toContain('DejaVu Serif');
    expect(flat(text.pdf)).toContain('Prezados, apresentamos a proposta de refrigeração');
    expect(flat(text.pdf)).not.toMatch(/\*\*refrigeração\*\*|\{\.align-center\}|~~baixa~~/);
    expect(flat(text.docx)).not.toMatch(/\*\*refrigeração\*\*|\{\.align-center\}|~~baixa~~/);
  });

  it('injected text stays literal in both documents and breaks neither', () => {
    for (const injected of Object.values(INJECTIONS)) {
      expect(flat(text.docx), injected).toContain(injected);
    }
    expect(flat(text.pdf)).toContain(`Frigorífico ${INJECTIONS.script}`);
    expect(flat(text.pdf)).toContain(`${INJECTIONS.script} e ${INJECTIONS.attribute}`);
    expect(flat(text.pdf)).toContain('**não markdown**');
    const xml = strFromU8(unzipSync(docx)['word/document.xml'] ?? new Uint8Array());
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<img');
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe("a non-editor's document", () => {
  it('leaves out the sections the reader may not see, in both formats', async () => {
    const report = buildProposalReport(nonEditorDocument(), CONTEXT);
    const [pdf, docx] = await Promise.all([renderProposalPdf(report), renderProposalDocx(report)]);
    for (const text of [await pdfText(pdf, 'non-editor'), docxText(docx)]) {
      expect(text).toContain('PARÂMETROS DE DIMENSIONAMENTO');
      expect(text).toContain('CARACTERÍSTICAS DOS EQUIPAMENTOS');
      expect(text).toContain('EVP-HP-345');
      for (const hidden of [
        'APRESENTAÇÃO',
        'CONDIÇÕES COMERCIAIS',
        'TERMOS E CONDIÇÕES GERAIS DE VENDA',
        'RESPONSÁVEIS',
        'R$',
        'Composição de preços',
      ])
        expect(text, hidden).not.toContain(hidden);
    }
  });
});
