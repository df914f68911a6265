import { HEAT_LOAD_WARNING_MESSAGES } from '@camara-fria/contracts';
import { computeHeatLoad, deriveSurfaceSizes } from '@camara-fria/domain';
import { buildSuggestedRoom, REFS } from '@camara-fria/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, stubRoomsApi } from '../testing/room-fixtures.ts';

/** Written here on purpose, not taken from the app: kW with two decimals, kcal/h with none. */
const kw = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kW`;
const kcalh = (value: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} kcal/h`;
import { renderRoomsPage } from '../testing/render-rooms.tsx';

/** Written here on purpose, not taken from the app (issue 29). */
const KEPT_TITLE = 'Exibindo o último cálculo válido';
const KEPT_TEXT =
  'Corrija os campos destacados ou vazios: esta carga não inclui o que foi digitado neles.';

function getSummary() {
  return screen.getByRole('region', { name: 'Resumo da carga térmica' });
}

function getRow(name: string) {
  return within(getSummary()).getByRole('row', { name: new RegExp(`^${name}`) });
}

function readRow(name: string): string {
  return within(getRow(name)).getByRole('cell').textContent ?? '';
}

/** A room whose only door lets in air colder than the room's: no density-driven flow. */
function buildNoDensityDifferenceRoom() {
  const room = buildSuggestedRoom();
  const door = room.doors.doors[0];
  if (!door) throw new Error('expected a suggested door');
  return {
    ...room,
    doors: {
      calculationMethod: 'AIR_VELOCITY' as const,
      doors: [{ ...door, adjacentAmbientTemperature: room.roomTemperature - 5 }],
    },
  };
}

describe('heat-load summary', { timeout: 20_000 }, () => {
  it('is computed by the domain engine as the user types, and says whether it is saved', async () => {
    const room = buildSuggestedRoom();
    stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    const saved = computeHeatLoad(room, REFS);
    if (saved.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    expect(within(getSummary()).getByText('Salvo')).toBeInTheDocument();
    expect(readRow('Transmissão')).toBe(kw(saved.heatTransfer));
    expect(readRow('Infiltração')).toBe(kw(saved.doors));
    expect(readRow('Produtos')).toBe(kw(saved.goods));
    expect(readRow('Outras cargas')).toBe(kw(saved.additionalLoad));
    const capacity = `Capacidade requerida \\(${room.operatingHours} h/dia\\)`;
    expect(readRow(capacity)).toBe(kw(saved.totalKw) + kcalh(saved.totalKcalh));

    const info = screen.getByRole('region', { name: 'DADOS DA CÂMARA' });
    const margin = within(info).getByRole('textbox', { name: 'Margem de segurança (%)' });
    await user.clear(margin);
    await user.type(margin, '22,5');
    const typed = computeHeatLoad({ ...room, safetyMargin: 22.5 }, REFS);
    await waitFor(() =>
      expect(
        within(getRow('Capacidade requerida')).getByText(kcalh(typed.totalKcalh)),
      ).toBeVisible(),
    );
    expect(readRow('Margem de segurança \\(22,5 %\\)')).toBe(kw(typed.safetyMarginKw ?? NaN));
    expect(within(getSummary()).getByText('Não salvo')).toBeInTheDocument();

    const dimensions = screen.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
    await user.clear(within(dimensions).getByRole('textbox', { name: 'Comprimento (m)' }));
    // An emptied field: the last valid load (the 22,5 % margin's) stays, marked as such.
    await waitFor(() =>
      expect(within(getSummary()).getByRole('note', { name: KEPT_TITLE })).toBeInTheDocument(),
    );
    expect(readRow('Margem de segurança \\(22,5 %\\)')).toBe(kw(typed.safetyMarginKw ?? NaN));
    expect(within(getSummary()).queryByText('Preencha os dados para calcular')).toBeNull();
    expect(getSummary()).not.toHaveTextContent('NaN');
  });

  it('follows every keystroke of a dimension at once, never shows NaN, and marks the last valid load while a field is empty', async () => {
    const room = buildSuggestedRoom();
    stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const dimensions = screen.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
    const length = within(dimensions).getByRole('textbox', { name: 'Comprimento (m)' });
    const volume = within(dimensions).getByRole('textbox', { name: 'Volume (m³)' });

    /**
     * The whole summary as the engine gives it for the room `length` metres long, its surfaces
     * sized as the API will size them on save (their outside box, ADR 057).
     */
    function expectSummaryFor(meters: number) {
      const longer = { ...room, length: meters };
      const sized = { ...longer, heatTransfer: deriveSurfaceSizes(longer).heatTransfer };
      const result = computeHeatLoad(sized, REFS);
      if (result.mode !== 'CALCULATED') throw new Error('expected a calculated load');
      expect(readRow('Transmissão')).toBe(kw(result.heatTransfer));
      expect(readRow('Infiltração')).toBe(kw(result.doors));
      expect(readRow('Produtos')).toBe(kw(result.goods));
      expect(readRow('Outras cargas')).toBe(kw(result.additionalLoad));
      expect(readRow('Capacidade requerida')).toBe(kw(result.totalKw) + kcalh(result.totalKcalh));
      // The chart's legend follows too, each part with its kW.
      const chart = within(getSummary()).getByRole('figure');
      for (const part of [result.heatTransfer, result.doors, result.goods, result.additionalLoad])
        expect(chart).toHaveTextContent(`(${kw(part)})`);
      const cubic = meters * room.width * room.height;
      expect(volume).toHaveValue(
        cubic.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      return readRow('Capacidade requerida');
    }

    /**
     * An emptied field: the valid load from before it was touched (for `meters`), under the note
     * that says it does not include the field (issue 29); no NaN; the memorial closed to it.
     */
    function expectKeptFigures(meters: number) {
      expect(within(getSummary()).getByRole('note', { name: KEPT_TITLE })).toBeVisible();
      expect(getSummary()).not.toHaveTextContent('NaN');
      const longer = { ...room, length: meters };
      const sized = { ...longer, heatTransfer: deriveSurfaceSizes(longer).heatTransfer };
      const result = computeHeatLoad(sized, REFS);
      expect(readRow('Capacidade requerida')).toBe(kw(result.totalKw) + kcalh(result.totalKcalh));
      expect(within(getSummary()).getByRole('figure')).toBeVisible();
      expect(
        within(getSummary()).getByRole('button', { name: 'Memorial de cálculo' }),
      ).toBeDisabled();
    }

    await user.clear(length);
    expectKeptFigures(room.length);
    // Each keystroke is checked as soon as it is typed (no waiting): the summary is never behind.
    const shown: string[] = [];
    for (const [key, meters] of [
      ['1', 1],
      ['2', 12],
      [',', 12],
      ['5', 12.5],
      ['{Backspace}', 12],
      ['{Backspace}', 12],
      ['{Backspace}', 1],
    ] as const) {
      await user.keyboard(key);
      shown.push(expectSummaryFor(meters));
      expect(within(getSummary()).getByText('Não salvo')).toBeInTheDocument();
    }
    // The figures did move with the length (1 m, 12 m and 12,5 m give three totals).
    expect(new Set(shown).size).toBe(3);
    await user.keyboard('{Backspace}');
    // The load from before the field was touched, not that of a half-typed length (1 m).
    expectKeptFigures(room.length);
    await user.keyboard(String(room.length).replace('.', ','));
    expectSummaryFor(room.length);
    expect(within(getSummary()).getByText('Salvo')).toBeInTheDocument();
    expect(within(getSummary()).queryByText('Preencha os dados para calcular')).toBeNull();
    expect(within(getSummary()).queryByRole('note', { name: KEPT_TITLE })).toBeNull();
    // The memorial, closed while typing, opens on the figures of the length typed last.
    await user.keyboard('1');
    const typedLast = Number(`${room.length}1`);
    const total = expectSummaryFor(typedLast);
    await user.click(within(getSummary()).getByRole('button', { name: 'Memorial de cálculo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memorial de cálculo' });
    const longest = { ...room, length: typedLast };
    const sized = { ...longest, heatTransfer: deriveSurfaceSizes(longest).heatTransfer };
    expect(total).toContain(kw(computeHeatLoad(sized, REFS).totalKw));
    expect(dialog).toHaveTextContent(kw(computeHeatLoad(sized, REFS).totalKw));
    expect(dialog).not.toHaveTextContent(kw(computeHeatLoad(room, REFS).totalKw));
  });

  it('keeps the last valid load in sight while a goods field is invalid, marked as not including it (issue 29)', async () => {
    const room = buildSuggestedRoom();
    stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const saved = computeHeatLoad(room, REFS);
    if (saved.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    const capacity = kw(saved.totalKw) + kcalh(saved.totalKcalh);
    expect(readRow('Capacidade requerida')).toBe(capacity);
    expect(within(getSummary()).queryByRole('note', { name: KEPT_TITLE })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'PRODUTOS' }));
    const goods = await screen.findByRole('region', { name: 'PRODUTOS' });
    const daily = within(goods).getAllByRole('textbox', { name: 'Movimentação diária (kg)' })[0];
    if (!daily) throw new Error('expected a goods item');
    // Reached by Tab and typed over: a dot before a group of 4 digits, refused by the field.
    await user.click(daily);
    await user.keyboard('30.0000');
    await user.tab();

    // The last valid load stays, marked as not including the invalid field; no prompt instead.
    const note = within(getSummary()).getByRole('note', { name: KEPT_TITLE });
    expect(note).toHaveTextContent(KEPT_TEXT);
    expect(readRow('Capacidade requerida')).toBe(capacity);
    expect(readRow('Produtos')).toBe(kw(saved.goods));
    expect(within(getSummary()).getByRole('table')).toHaveAccessibleDescription(KEPT_TEXT);
    expect(within(getSummary()).getByRole('figure')).toBeVisible();
    expect(within(getSummary()).queryByText('Preencha os dados para calcular')).toBeNull();
    expect(getSummary()).not.toHaveTextContent('NaN');
    expect(within(getSummary()).getByText('Não salvo')).toBeInTheDocument();
    expect(
      within(getSummary()).getByRole('button', { name: 'Memorial de cálculo' }),
    ).toBeDisabled();

    // Corrected, the summary is live again, on the value typed.
    await user.click(daily);
    await user.keyboard('30.000');
    const typed = computeHeatLoad(
      {
        ...room,
        goods: room.goods.map((item, index) =>
          index === 0 ? { ...item, dailyMovement: 30_000 } : item,
        ),
      },
      REFS,
    );
    if (typed.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    await waitFor(() => expect(readRow('Produtos')).toBe(kw(typed.goods)));
    expect(typed.goods).not.toBe(saved.goods);
    expect(within(getSummary()).queryByRole('note', { name: KEPT_TITLE })).toBeNull();
  });

  it('names the total the capacity at the operating hours, with its 24 h average and the margin in kW (issue 11)', async () => {
    const room = { ...buildSuggestedRoom(), operatingHours: 16, safetyMargin: 10 };
    stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    await renderRoomsPage();

    const result = computeHeatLoad(room, REFS);
    if (result.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    const parts = result.heatTransfer + result.doors + result.goods + result.additionalLoad;
    // Worked here from the parts: the margin is 10 % of their sum, the average 16/24 of the total.
    expect(readRow('Margem de segurança \\(10 %\\)')).toBe(kw(parts * 0.1));
    const capacity = getRow('Capacidade requerida \\(16 h/dia\\)');
    expect(within(capacity).getByText(kw(parts * 1.1))).toBeInTheDocument();
    expect(within(capacity).getByText(kcalh(parts * 1.1 * 859.845))).toBeInTheDocument();
    const average = getRow('Média em 24 h');
    expect(within(average).getByText(kw((parts * 1.1 * 16) / 24))).toBeInTheDocument();
    expect(
      within(average).getByText(kcalh(((parts * 1.1 * 16) / 24) * 859.845)),
    ).toBeInTheDocument();
    expect(within(getSummary()).queryByText(/^Total/)).toBeNull();
  });

  it('shows a door’s warning beside the summary and in the memorial, at the top and at its step (issue 11)', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7, buildNoDensityDifferenceRoom())] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const message = HEAT_LOAD_WARNING_MESSAGES.DOOR_NO_DENSITY_DIFFERENCE;
    expect(within(getSummary()).getByRole('note')).toHaveTextContent(message);

    await user.click(within(getSummary()).getByRole('button', { name: 'Memorial de cálculo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memorial de cálculo' });
    const top = within(dialog).getAllByRole('note')[0];
    expect(top).toHaveTextContent('Avisos do cálculo');
    expect(top).toHaveTextContent(message);
    const doorCard = within(dialog)
      .getByRole('heading', { name: 'Infiltração — Porta 1 (velocidade do ar)' })
      .closest('.mantine-Paper-root');
    if (!(doorCard instanceof HTMLElement)) throw new Error('expected the door step');
    expect(within(doorCard).getByRole('note', { name: 'Aviso' })).toHaveTextContent(message);
    expect(doorCard).toHaveTextContent('Frequência de abertura');
    expect(doorCard).toHaveTextContent('Tempo de abertura e fechamento');
  });

  it('lists the engine’s warnings in Portuguese under the summary, live', async () => {
    const room = buildSuggestedRoom();
    const warming = {
      ...room,
      goods: room.goods.map((item) => ({
        ...item,
        checkinTemperature: -5,
        checkoutTemperature: 0,
      })),
    };
    stubRoomsApi({ rooms: [buildRoomDto(7, warming)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    const notes = within(getSummary()).getByRole('note');
    expect(notes).toHaveTextContent('Avisos do cálculo');
    expect(notes).toHaveTextContent(HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING);

    await user.click(screen.getByRole('button', { name: 'PRODUTOS' }));
    const goods = await screen.findByRole('region', { name: 'PRODUTOS' });
    const checkin = within(goods).getByRole('textbox', { name: 'Temperatura de entrada (°C)' });
    await user.clear(checkin);
    await user.type(checkin, '5');
    await waitFor(() => expect(within(getSummary()).queryByRole('note')).toBeNull());
  });

  it('breaks the load down in a chart with a text legend, and opens the memorial de cálculo', async () => {
    const room = buildSuggestedRoom();
    stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    expect(
      within(getSummary()).getByRole('img', { name: /^Composição da carga térmica: Transmissão/ }),
    ).toBeInTheDocument();
    expect(within(getSummary()).getByText(/^Transmissão: \d+,\d %/)).toBeInTheDocument();

    await user.click(within(getSummary()).getByRole('button', { name: 'Memorial de cálculo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memorial de cálculo' });
    for (const part of ['Transmissão', 'Infiltração', 'Produtos', 'Outras cargas', 'Total']) {
      expect(within(dialog).getByRole('heading', { name: part, level: 3 })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('heading', { name: 'Transmissão — Teto' })).toBeInTheDocument();
    const kcalhCard = within(dialog)
      .getByRole('heading', { name: /^Capacidade requerida \(\d+ h\/dia\) — kcal\/h$/ })
      .closest('.mantine-Paper-root');
    // Rounded as in the summary: kcal/h without decimals, kW with two.
    expect(kcalhCard).toHaveTextContent(/= \d{1,3}(\.\d{3})* kcal\/h \(/);
    expect(within(dialog).getAllByText(/= [\d.]+,\d\d kW \(/).length).toBeGreaterThan(0);
    expect(within(dialog).queryAllByText(/= [\d.]+(,\d)? kW \(/)).toEqual([]);
    expect(within(dialog).getByRole('heading', { name: 'Média em 24 h' })).toBeInTheDocument();
    // The product's pull-down in its parts (issue 11).
    expect(
      within(dialog).getAllByText('Resfriamento acima do congelamento (por lote)'),
    ).not.toEqual([]);
    expect(within(dialog).getAllByText('Congelamento (por dia)')).not.toEqual([]);
  });
});
