import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-app.tsx';
import { DatePickerField } from './date-picker-field.tsx';
import { SelectField } from './select-field.tsx';

const OPTIONS = [
  { value: 'A', label: 'Alfa' },
  { value: 'B', label: 'Beta' },
];

function Fields() {
  const [status, setStatus] = useState<string | null>('B');
  const [date, setDate] = useState<string | null>('2026-02-03');
  return (
    <form>
      <input aria-label="Antes" />
      <SelectField
        label="Status"
        data={OPTIONS}
        value={status}
        onChange={setStatus}
        clearButtonLabel="Limpar status"
      />
      <DatePickerField
        label="Data inicial"
        value={date}
        onChange={setDate}
        clearButtonLabel="Limpar data"
      />
    </form>
  );
}

// The select's dropdown and the calendar load on first use; until then a stand-in with the same
// name and value shows. A keyboard user must not lose the focus when the real field arrives.
describe('fields that load on first use', () => {
  it('show their value before loading, and keep the keyboard focus when the real field arrives', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Fields /> }], '/');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Beta');
    expect(screen.getByRole('button', { name: 'Data inicial' })).toHaveTextContent('03/02/2026');

    await user.click(screen.getByRole('textbox', { name: 'Antes' }));
    await user.tab();
    await waitFor(
      () => {
        const status = screen.getByRole('combobox', { name: 'Status' });
        expect(status).toHaveClass('mantine-Select-input');
        expect(status).toHaveFocus();
      },
      { timeout: 15_000 },
    );

    await user.tab(); // Mantine's clear buttons are not in the tab order
    await waitFor(
      () => {
        const date = screen.getByRole('button', { name: 'Data inicial' });
        expect(date).toHaveAttribute('data-dates-input');
        expect(date).toHaveFocus();
      },
      { timeout: 15_000 },
    );
  }, 20_000);

  it('open on a press that came before their code, and clear without loading it', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Fields /> }], '/');
    await user.click(screen.getByRole('button', { name: 'Limpar status' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Data inicial' }));
    await user.click(
      await screen.findByRole('button', { name: '10/02/2026' }, { timeout: 15_000 }),
    );
    expect(screen.getByRole('button', { name: 'Data inicial' })).toHaveTextContent('10/02/2026');
  }, 20_000);
});
