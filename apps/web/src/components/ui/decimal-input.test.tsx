import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DECIMAL_TEXT_MESSAGES } from '../../lib/decimal-text.ts';
import { DecimalInput, type DecimalInputProps } from './decimal-input.tsx';

type HarnessProps = Partial<
  Pick<DecimalInputProps, 'nullable' | 'maxFractionDigits' | 'allowNegative' | 'error'>
> & {
  initial?: number | null;
};

/** A field and, beside it, the number its form would hold. */
function Harness({ initial = Number.NaN, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MantineProvider>
      <DecimalInput {...props} label="Comprimento (m)" value={value} onValueChange={setValue} />
      <output aria-label="Valor">{value === null ? 'null' : String(value)}</output>
      <button type="button">Outro campo</button>
    </MantineProvider>
  );
}

/** A filled field between two buttons, as "Movimentação diária" in a goods item. */
function Fields() {
  const [value, setValue] = useState<number | null>(8299.2);
  return (
    <>
      <DecimalInput label="Movimentação diária (kg)" value={value} onValueChange={setValue} />
      <output aria-label="Movimentação diária">{String(value)}</output>
    </>
  );
}

async function typeAndLeave(text: string, props: HarnessProps = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...props} />);
  const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Outro campo' }));
  return { user, input, held: screen.getByRole('status', { name: 'Valor' }) };
}

describe('DecimalInput', () => {
  it.each([
    ['1.5', 1.5, '1,5'],
    ['2,5', 2.5, '2,5'],
    ['2.5', 2.5, '2,5'],
    ['2.50', 2.5, '2,5'],
    ['1.234,5', 1234.5, '1.234,5'],
    ['1.234.567,89', 1234567.89, '1.234.567,89'],
    ['1234,5', 1234.5, '1.234,5'],
    ['-2,5', -2.5, '-2,5'],
    ['\u22122,5', -2.5, '-2,5'],
    [' 2,5 ', 2.5, '2,5'],
    ['.5', 0.5, '0,5'],
    [',5', 0.5, '0,5'],
    ['1.', 1, '1'],
    ['30.000', 30000, '30.000'],
    ['1.234', 1234, '1.234'],
  ])('holds %j as %d and shows %j once left', async (typed, held, shown) => {
    const { input, held: output } = await typeAndLeave(typed);
    expect(output).toHaveTextContent(String(held));
    expect(input).toHaveValue(shown);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['30.0000', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    [
      '1234.567',
      'Número ambíguo: use vírgula para decimais (1234,567) ou escreva sem ponto (1234567).',
    ],
    ['1,234.5', 'Número ambíguo: use vírgula para decimais e ponto para milhar (ex.: 1.234,5).'],
    ['3e2', 'Notação científica não é aceita: escreva o número por extenso (ex.: 300).'],
    ['abc', 'Número inválido: use algarismos, com vírgula para decimais (ex.: 2,5).'],
    ['2,5,1', 'Número inválido: use algarismos, com vírgula para decimais (ex.: 2,5).'],
    ['2,555', 'Use no máximo 2 casas decimais.'],
  ])('refuses %j at the field, keeps the text and holds no number', async (typed, message) => {
    const { input, held } = await typeAndLeave(typed);
    expect(held).toHaveTextContent('NaN');
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says nothing while the user is still typing, and clears the message once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    await user.type(input, '30.0000');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}000,5');
    await user.tab();
    expect(input).toHaveValue('30.000,5');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('30000.5');
  });

  it('shows the text’s own message before the form’s when both apply', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness error="Informe o comprimento." />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    await user.type(input, '1234.567');
    expect(screen.getByText(/^Número ambíguo/)).toBeInTheDocument();
    expect(screen.queryByText('Informe o comprimento.')).not.toBeInTheDocument();
  });

  it('keeps the stored number’s text on focus, which reads back the same (1.234 is 1 234)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={1234} />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    expect(input).toHaveValue('1.234');
    await user.click(input);
    expect(input).toHaveValue('1.234');
    await user.keyboard('{End}5{Backspace}');
    await user.tab();
    expect(input).toHaveValue('1.234');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('1234');
  });

  /** The field's text selected now, as the browser would replace it with what is typed. */
  function selectedText(input: HTMLElement): string {
    if (!(input instanceof HTMLInputElement)) throw new Error('expected an input');
    return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
  }

  it.each([
    ['Tab', 'tab'],
    ['Shift+Tab', 'shift-tab'],
    ['a mouse click', 'click'],
  ] as const)(
    'selects the whole value when reached by %s, so typing replaces it (issue 29)',
    async (_how, how) => {
      const user = userEvent.setup({ delay: null });
      render(
        <MantineProvider>
          <button type="button">Antes</button>
          <Fields />
          <button type="button">Depois</button>
        </MantineProvider>,
      );
      const input = screen.getByRole('textbox', { name: 'Movimentação diária (kg)' });
      expect(input).toHaveValue('8.299,2');
      if (how === 'click') await user.click(input);
      else if (how === 'tab') {
        await user.click(screen.getByRole('button', { name: 'Antes' }));
        await user.tab();
      } else {
        await user.click(screen.getByRole('button', { name: 'Depois' }));
        await user.tab({ shift: true });
      }
      expect(input).toHaveFocus();
      expect(selectedText(input)).toBe('8.299,2');
      await user.keyboard('5000');
      await user.tab();
      expect(input).toHaveValue('5.000');
      expect(screen.getByRole('status', { name: 'Movimentação diária' })).toHaveTextContent(
        /^5000$/,
      );
    },
  );

  it('places the caret where a second click falls, once focused', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={1234} />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    await user.click(input);
    expect(selectedText(input)).toBe('1.234');
    await user.pointer({ target: input, offset: 1, keys: '[MouseLeft]' });
    expect(selectedText(input)).toBe('');
    await user.keyboard('0');
    await user.tab();
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent(/^10234$/);
  });

  it('refuses decimals in a whole-number field', async () => {
    await typeAndLeave('1,5', { maxFractionDigits: 0 });
    expect(screen.getByText('Informe um número inteiro, sem casas decimais.')).toBeInTheDocument();
  });

  it('refuses a negative where none is taken', async () => {
    await typeAndLeave('-2', { allowNegative: false });
    expect(screen.getByText('Este campo não aceita números negativos.')).toBeInTheDocument();
  });

  it('holds null when a nullable field is emptied, NaN when another is', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness initial={10} nullable />);
    await user.clear(screen.getByRole('textbox', { name: 'Comprimento (m)' }));
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('null');
    unmount();
    render(<Harness initial={10} />);
    await user.clear(screen.getByRole('textbox', { name: 'Comprimento (m)' }));
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('NaN');
  });

  it('holds NaN, not null, for unreadable text in a nullable field', async () => {
    const { held } = await typeAndLeave('30.0000', { nullable: true });
    expect(held).toHaveTextContent('NaN');
  });
});
