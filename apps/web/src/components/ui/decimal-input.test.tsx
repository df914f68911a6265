import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
  ])('holds %j as %d and shows %j once left', async (typed, held, shown) => {
    const { input, held: output } = await typeAndLeave(typed);
    expect(output).toHaveTextContent(String(held));
    expect(input).toHaveValue(shown);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['1.234', 'Número ambíguo: use vírgula para decimais (1,234) ou escreva sem ponto (1234).'],
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
    await user.type(input, '1.234');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(input);
    await user.type(input, ',5');
    await user.tab();
    expect(input).toHaveValue('1.234,5');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('1234.5');
  });

  it('shows the text’s own message before the form’s when both apply', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness error="Informe o comprimento." />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    await user.type(input, '1.234');
    expect(screen.getByText(/^Número ambíguo/)).toBeInTheDocument();
    expect(screen.queryByText('Informe o comprimento.')).not.toBeInTheDocument();
  });

  it('edits a stored number from text without thousands dots, which reads back the same', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={1234} />);
    const input = screen.getByRole('textbox', { name: 'Comprimento (m)' });
    expect(input).toHaveValue('1.234');
    await user.click(input);
    expect(input).toHaveValue('1234');
    await user.type(input, '5');
    await user.type(input, '{Backspace}');
    await user.tab();
    expect(input).toHaveValue('1.234');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Valor' })).toHaveTextContent('1234');
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
    const { held } = await typeAndLeave('1.234', { nullable: true });
    expect(held).toHaveTextContent('NaN');
  });
});
