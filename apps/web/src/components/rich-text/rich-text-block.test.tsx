import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextBlock } from './rich-text-block.tsx';

/** The block in an owner that stores what it is given, as the screens do. */
function Owner({
  initial,
  readOnly,
  onChange,
}: {
  initial: string;
  readOnly: boolean;
  onChange: (markdown: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextBlock
        label="Apresentação"
        value={value}
        onChange={(markdown) => {
          onChange(markdown);
          setValue(markdown);
        }}
        readOnly={readOnly}
      />
      {!readOnly && (
        <button type="button" onClick={() => setValue('Texto de um **modelo**')}>
          Escolher modelo
        </button>
      )}
    </>
  );
}

function renderBlock(value: string, readOnly = false) {
  const onChange = vi.fn<(markdown: string) => void>();
  render(
    <MantineProvider>
      <Owner initial={value} readOnly={readOnly} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const TOOLBAR_LABELS = [
  'Negrito',
  'Itálico',
  'Sublinhado',
  'Tachado',
  'Código',
  'Tipo de bloco',
  'Tamanho da fonte',
  'Fonte',
  'Lista com marcadores',
  'Lista numerada',
  'Alinhar à esquerda',
  'Centralizar',
  'Alinhar à direita',
  'Justificar',
  'Inserir link',
  'Remover link',
  'Limpar formatação',
  'Desfazer',
  'Refazer',
];

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Adicionar Texto — Apresentação' }));
  return screen.findByRole('textbox', { name: 'Apresentação' });
}

/** Selects the whole text of the editor with the keyboard (Ctrl+A), as a user would. */
async function selectAll(user: ReturnType<typeof userEvent.setup>, textbox: HTMLElement) {
  textbox.focus();
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextBlock', () => {
  it("shows 'Adicionar Texto', and the editor with its Portuguese toolbar once opened", async () => {
    const { user } = renderBlock('Texto **salvo**');
    expect(screen.getByRole('button', { name: /Adicionar Texto/ })).toHaveTextContent(
      /^Adicionar Texto$/,
    );
    await openEditor(user);
    for (const label of TOOLBAR_LABELS) {
      const control = screen.getByLabelText(label, { selector: 'button, select' });
      expect(control).toHaveAttribute('title', label);
    }
    expect(screen.getByRole('combobox', { name: 'Tipo de bloco' })).toHaveDisplayValue('Parágrafo');
    expect(screen.getByRole('button', { name: /Confirmar/ })).toHaveTextContent(/^Confirmar$/);
  });

  it("stores bold as Markdown at once, and 'Confirmar' closes the editor", async () => {
    const { user, onChange } = renderBlock('Garantia de 12 meses');
    const textbox = await openEditor(user);
    await selectAll(user, textbox);
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(onChange.mock.calls).toEqual([['**Garantia de 12 meses**']]);
    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Adicionar Texto — Apresentação' })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Apresentação' }).querySelector('strong'),
    ).toHaveTextContent('Garantia de 12 meses');
  });

  it('reports every typed character at once, while the editor is still open', async () => {
    const { user, onChange } = renderBlock('Olá');
    const textbox = await openEditor(user);
    await selectAll(user, textbox);
    await user.keyboard('Prezados');
    expect(onChange).toHaveBeenLastCalledWith('Prezados');
    expect(onChange.mock.calls.map(([markdown]) => markdown)).toEqual([
      'P',
      'Pr',
      'Pre',
      'Prez',
      'Preza',
      'Prezad',
      'Prezado',
      'Prezados',
    ]);
    expect(screen.getByRole('textbox', { name: 'Apresentação' })).toHaveTextContent('Prezados');
  });

  it('takes a value changed from outside while open, without reporting it back', async () => {
    const { user, onChange } = renderBlock('Olá');
    const textbox = await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Escolher modelo' }));
    await waitFor(() => expect(textbox.querySelector('strong')).toHaveTextContent('modelo'));
    expect(textbox).toHaveTextContent('Texto de um modelo');
    expect(onChange).not.toHaveBeenCalled();
    await selectAll(user, textbox);
    await user.keyboard('Novo');
    expect(onChange).toHaveBeenLastCalledWith('Novo');
  });

  it('stores a list made with the toolbar', async () => {
    const { user, onChange } = renderBlock('Garantia\n\nEntrega');
    await selectAll(user, await openEditor(user));
    await user.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    expect(onChange).toHaveBeenCalledWith('- Garantia\n- Entrega');
  });

  it('stores a heading, a font size, a font family and the alignment chosen in the toolbar', async () => {
    const { user, onChange } = renderBlock('Um');
    await selectAll(user, await openEditor(user));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de bloco' }), 'Título 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho da fonte' }), 'Grande');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fonte' }), 'Serifada');
    await user.click(screen.getByRole('button', { name: 'Centralizar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    expect(onChange).toHaveBeenCalledWith('## [Um]{.size-large .font-serif} {.align-center}');
  });

  it('undoes with the toolbar', async () => {
    const { user, onChange } = renderBlock('Um');
    await selectAll(user, await openEditor(user));
    await user.click(screen.getByRole('button', { name: 'Itálico' }));
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    expect(onChange.mock.calls).toEqual([['*Um*'], ['Um']]);
  });

  it('reports nothing when opened and confirmed without an edit, even for a non-canonical text', async () => {
    const { user, onChange } = renderBlock('texto   à mão\ncom quebra');
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only shows the text and no editor button', () => {
    renderBlock('**Fixo**', true);
    expect(
      screen.getByRole('group', { name: 'Apresentação' }).querySelector('strong'),
    ).toHaveTextContent('Fixo');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
