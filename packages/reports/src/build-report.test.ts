import { PROPOSAL_SECTION_TITLES } from '@camara-fria/contracts';
import { SIZING_ROWS, sizingCell } from '@camara-fria/proposal';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  nonEditorDocument,
  room,
  tenRoomDocument,
  textBlock,
} from '../test/proposal-fixture.ts';
import { buildProposalReport } from './build-report.ts';
import type { ReportBlock, ReportInline } from './model.ts';

const runsText = (runs: ReportInline[]) =>
  runs.map((run) => (run.kind === 'text' ? run.text : '\n')).join('');
const headings = (blocks: ReportBlock[], level: number) =>
  blocks.flatMap((block) =>
    block.type === 'heading' && block.level === level ? [runsText(block.runs)] : [],
  );

describe('buildProposalReport', () => {
  it('opens with the maker, the title, the revision and its date in the time zone', () => {
    const report = buildProposalReport(tenRoomDocument(), CONTEXT);
    expect(report.blocks[0]).toMatchObject({ type: 'image' });
    expect(report.meta.title).toBe('Proposta 2026-0042-R1');
    // 02:30 UTC on the 24th is still the 23rd in São Paulo.
    expect(report.meta.date).toBe('23/11/2026');
    expect(JSON.stringify(report.blocks.slice(0, 4))).toContain(
      'R1 (2026-0042-R1), emitida em 23/11/2026',
    );
    expect(
      buildProposalReport(tenRoomDocument(), { ...CONTEXT, timeZone: 'Asia/Tokyo' }).meta.date,
    ).toBe('24/11/2026');
  });

  it('lists every section with content, in the screen order and with its titles', () => {
    const report = buildProposalReport(tenRoomDocument(), CONTEXT);
    expect(headings(report.blocks, 2)).toEqual([
      'Dados do Cliente',
      ...Object.values(PROPOSAL_SECTION_TITLES),
    ]);
  });

  it("leaves out a non-editor's null sections and empty ones", () => {
    expect(headings(buildProposalReport(nonEditorDocument(), CONTEXT).blocks, 2)).toEqual([
      'Dados do Cliente',
      PROPOSAL_SECTION_TITLES.dimensioning,
      PROPOSAL_SECTION_TITLES.equipmentCharacteristics,
    ]);
    const document = tenRoomDocument();
    const emptied = {
      ...document,
      presentation: textBlock('   \n\n'),
      generalConditions: textBlock(''),
    };
    const titles = headings(buildProposalReport(emptied, CONTEXT).blocks, 2);
    expect(titles).not.toContain(PROPOSAL_SECTION_TITLES.presentation);
    expect(titles).not.toContain(PROPOSAL_SECTION_TITLES.generalConditions);
    expect(titles).toContain(PROPOSAL_SECTION_TITLES.responsible);
  });

  it("says so when there is no client's data", () => {
    const document = tenRoomDocument();
    const noClient = {
      ...document,
      proposal: {
        ...document.proposal,
        client: {
          name: null,
          phone: null,
          cnpj: null,
          cpf: null,
          stateRegistration: null,
          fiscal: null,
          email: null,
          address: null,
        },
      },
    };
    const blocks = buildProposalReport(noClient, CONTEXT).blocks;
    const index = blocks.findIndex(
      (block) => block.type === 'heading' && runsText(block.runs) === 'Dados do Cliente',
    );
    expect(blocks[index + 1]).toMatchObject({
      type: 'paragraph',
      runs: [{ text: 'Não há dados do cliente.' }],
    });
  });

  it("prints the client's CPF, state registration and fiscal profile, only when it has them", () => {
    const document = tenRoomDocument();
    const clientEntries = (client: typeof document.proposal.client) => {
      const blocks = buildProposalReport(
        { ...document, proposal: { ...document.proposal, client } },
        CONTEXT,
      ).blocks;
      const index = blocks.findIndex(
        (block) => block.type === 'heading' && runsText(block.runs) === 'Dados do Cliente',
      );
      const block = blocks[index + 1];
      return block?.type === 'keyValue' ? block.entries.map((entry) => entry.label) : [];
    };
    expect(clientEntries(document.proposal.client)).not.toContain('CPF');
    const person = {
      ...document.proposal.client,
      cnpj: null,
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal: {
        icmsContribution: 'EXEMPT',
        goodsUse: 'OWN_USE',
        simplesNacional: false,
        freeTradeZone: false,
        publicBody: false,
      },
    } as const;
    expect(clientEntries(person)).toEqual(
      expect.arrayContaining(['CPF', 'Inscrição estadual', 'Perfil fiscal']),
    );
    const json = JSON.stringify(
      buildProposalReport(
        { ...document, proposal: { ...document.proposal, client: person } },
        CONTEXT,
      ).blocks,
    );
    expect(json).toContain('529.982.247-25');
    expect(json).toContain('Contribuinte isento de inscrição estadual · Uso e consumo');
  });

  it('walks rich text through parseRichText: structure, never markup', () => {
    const report = buildProposalReport(tenRoomDocument(), CONTEXT);
    const json = JSON.stringify(report.blocks);
    expect(json).toContain('"text":"refrigeração","bold":true');
    expect(json).toContain('"align":"center","runs":[{"kind":"text","text":"Texto centralizado"}]');
    expect(json).toContain('"family":"serif"');
    expect(json).toContain('"scale":1.25');
    expect(json).not.toContain('**refrigeração**');
    expect(report.blocks.some((block) => block.type === 'list' && !block.ordered)).toBe(true);
    expect(report.blocks.some((block) => block.type === 'list' && block.ordered)).toBe(true);
  });

  it('prints "—" for the type-1 rows of a typed-load room', () => {
    const typed = room(3);
    expect(typed.calculationType).toBe(2);
    expect(SIZING_ROWS.map((row) => sizingCell(row, typed))).toEqual([
      '8 × 4 × 3,5',
      '—',
      '—',
      '—',
      '—',
      '-20',
      '32',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '11.914',
    ]);
  });
});

describe('the sizing rows', () => {
  it("are ADR 029's rows, in its order, with the type-1-only ones flagged", () => {
    // One declaration (@camara-fria/proposal) serves the screen and the documents.
    expect(SIZING_ROWS.filter((row) => !row.typeOneOnly).map((row) => row.label)).toEqual([
      'Dimensão interna* (C × L × A, m)',
      'Temperatura da câmara (°C)',
      'Temperatura ambiente (°C)',
      'Margem de segurança (%)',
      'Carga térmica (kcal/h)',
    ]);
    const adrNames = [
      'Dimensão interna*',
      'Espessura de parede / piso*',
      'Área das portas*',
      'Tempo de abertura das portas',
      'Calor de pessoas e equipamentos',
      'Temperatura da câmara',
      'Temperatura ambiente',
      'Capacidade de armazenagem',
      'Tipo de produto',
      'Movimentação diária',
      'Temperatura de entrada',
      'Tempo de processamento',
      'Margem de segurança',
      'Carga térmica',
    ];
    expect(SIZING_ROWS.map((row) => row.label.replace(/ \(.*\)$/, ''))).toEqual(adrNames);
  });
});
