import '@mantine/tiptap/styles.css';
import { NativeSelect } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { RICH_TEXT_FONT_FAMILIES, RICH_TEXT_FONT_SIZES } from '@camara-fria/rich-text';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useId } from 'react';
import { RICH_TEXT_EDITOR_LABELS } from './editor-labels.ts';
import { editorDocumentToMarkdown, markdownToEditorDocument } from './editor-markdown.ts';
import { richTextExtensions } from './editor-extensions.ts';
import classes from './rich-text-editor.module.css';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Accessible name of the text area, e.g. 'Apresentação'. */
  label: string;
  /** Markdown the editor opens with (read once, on mount). */
  initialMarkdown: string;
  /** Called with the Markdown of the dialect after every change. */
  onChange: (markdown: string) => void;
}

const BLOCK_TYPES = [
  { value: 'paragraph', label: 'Parágrafo' },
  { value: '1', label: 'Título 1' },
  { value: '2', label: 'Título 2' },
  { value: '3', label: 'Título 3' },
];
const SIZE_OPTIONS = [
  { value: '', label: 'Normal' },
  ...Object.entries(RICH_TEXT_FONT_SIZES).map(([value, { label }]) => ({ value, label })),
];
const FAMILY_OPTIONS = [
  { value: '', label: 'Padrão' },
  ...Object.entries(RICH_TEXT_FONT_FAMILIES).map(([value, { label }]) => ({ value, label })),
];

function currentBlockType(editor: Editor): string {
  for (const level of [1, 2, 3]) {
    if (editor.isActive('heading', { level })) return String(level);
  }
  return 'paragraph';
}

/**
 * The proposal texts' editor (spec part 2 §9): tiptap through @mantine/tiptap with the toolbar
 * inline, block type, font size and family, lists, alignment, clear formatting and history, every
 * control named in Portuguese. Markdown in and out through @camara-fria/rich-text. Loaded lazily
 * (RichTextBlock): tiptap stays out of the first screen's bundle.
 */
export default function RichTextEditor({ label, initialMarkdown, onChange }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: markdownToEditorDocument(initialMarkdown),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        id: `${id}-content`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorDocumentToMarkdown(current.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      blockType: current ? currentBlockType(current) : 'paragraph',
      size: String((current?.getAttributes('textStyle').fontSize as string | undefined) ?? ''),
      family: String((current?.getAttributes('textStyle').fontFamily as string | undefined) ?? ''),
    }),
  });

  return (
    <MantineRichTextEditor editor={editor} labels={RICH_TEXT_EDITOR_LABELS}>
      <MantineRichTextEditor.Toolbar aria-label={`Formatação — ${label}`}>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Bold />
          <MantineRichTextEditor.Italic />
          <MantineRichTextEditor.Underline />
          <MantineRichTextEditor.Strikethrough />
          <MantineRichTextEditor.Code />
        </MantineRichTextEditor.ControlsGroup>

        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Tipo de bloco"
          title="Tipo de bloco"
          data={BLOCK_TYPES}
          value={state.blockType}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const chain = editor.chain();
            if (value === 'paragraph') chain.setParagraph().run();
            else chain.setHeading({ level: Number(value) as 1 | 2 | 3 }).run();
          }}
        />
        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Tamanho da fonte"
          title="Tamanho da fonte"
          data={SIZE_OPTIONS}
          value={state.size}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') editor.chain().unsetFontSize().run();
            else editor.chain().setFontSize(value).run();
          }}
        />
        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Fonte"
          title="Fonte"
          data={FAMILY_OPTIONS}
          value={state.family}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') editor.chain().unsetFontFamily().run();
            else editor.chain().setFontFamily(value).run();
          }}
        />

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.BulletList />
          <MantineRichTextEditor.OrderedList />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.AlignLeft />
          <MantineRichTextEditor.AlignCenter />
          <MantineRichTextEditor.AlignRight />
          <MantineRichTextEditor.AlignJustify />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Link />
          <MantineRichTextEditor.Unlink />
          <MantineRichTextEditor.ClearFormatting />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Undo />
          <MantineRichTextEditor.Redo />
        </MantineRichTextEditor.ControlsGroup>
      </MantineRichTextEditor.Toolbar>
      <MantineRichTextEditor.Content className={classes.content} />
    </MantineRichTextEditor>
  );
}
