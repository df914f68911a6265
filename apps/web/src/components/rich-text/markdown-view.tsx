import { renderRichTextHtml } from '@camara-fria/rich-text';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichTextHtml } from './sanitize-html.ts';
import './rich-text.css';

export interface MarkdownViewProps {
  /** Stored Markdown (from any user: treated as untrusted). */
  markdown: string;
  /** Accessible name of the region. */
  label?: string;
  /** Shown (dimmed) when the text is empty. */
  emptyText?: string;
}

/**
 * Shows a stored text of the dialect (@camara-fria/rich-text) as formatted text: HTML written by
 * the package from its node tree (raw HTML in the text is literal), then DOMPurify with the same
 * whitelist as a second line (docs/decisions/031-rich-text-dialect.md).
 */
export function MarkdownView({ markdown, label, emptyText }: MarkdownViewProps) {
  const html = useMemo(() => sanitizeRichTextHtml(renderRichTextHtml(markdown)), [markdown]);
  if (html === '' && emptyText) {
    return (
      <Box role="group" aria-label={label} c="dimmed">
        {emptyText}
      </Box>
    );
  }
  return (
    <Box
      role="group"
      aria-label={label}
      className="rt-content"
      // Sanitised twice: written from a typed tree with escaping, then DOMPurify (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
