// The rich-text pieces of the proposal (spec part 2 §4 "Rich-text blocks", §9 editor).
export { RichTextBlock, type RichTextBlockProps } from './rich-text-block.tsx';
export { MarkdownView, type MarkdownViewProps } from './markdown-view.tsx';
