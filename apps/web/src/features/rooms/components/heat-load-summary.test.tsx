import { HEAT_LOAD_WARNING_MESSAGES } from '@camara-fria/contracts';
import { computeHeatLoad } from '@camara-fria/domain';
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

function getSummary() {
  return screen.getByRole('region', { name: 'Resumo da carga térmica' });
}

function readRow(name: string): string {
  const row = within(getSummary()).getByRole('row', { name: new RegExp(`^${name}`) });
  return within(row).getByRole('cell').textContent ?? '';
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
    expect(readRow('Margem de segurança')).toBe('10,00 %');
    expect(readRow('Total \\(kW\\)')).toBe(kw(saved.totalKw));
    expect(readRow('Total \\(kcal/h\\)')).toBe(kcalh(saved.totalKcalh));

    const info = screen.getByRole('region', { name: 'DADOS DA CÂMARA' });
    const margin = within(info).getByRole('textbox', { name: 'Margem de segurança (%)' });
    await user.clear(margin);
    await user.type(margin, '22,5');
    const typed = computeHeatLoad({ ...room, safetyMargin: 22.5 }, REFS);
    await waitFor(() => expect(readRow('Total \\(kcal/h\\)')).toBe(kcalh(typed.totalKcalh)));
    expect(readRow('Margem de segurança')).toBe('22,50 %');
    expect(within(getSummary()).getByText('Não salvo')).toBeInTheDocument();

    const dimensions = screen.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
    await user.clear(within(dimensions).getByRole('textbox', { name: 'Comprimento (m)' }));
    await waitFor(() =>
      expect(within(getSummary()).getByText('Preencha os dados para calcular')).toBeInTheDocument(),
    );
    expect(getSummary()).not.toHaveTextContent('NaN');
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
      .getByRole('heading', { name: 'Carga térmica total (kcal/h)' })
      .closest('.mantine-Paper-root');
    // Rounded as in the summary: kcal/h without decimals, kW with two.
    expect(kcalhCard).toHaveTextContent(/= \d{1,3}(\.\d{3})* kcal\/h \(/);
    expect(within(dialog).getAllByText(/= [\d.]+,\d\d kW \(/).length).toBeGreaterThan(0);
    expect(within(dialog).queryAllByText(/= [\d.]+(,\d)? kW \(/)).toEqual([]);
  });
});
