// DOMPurify (~8 KB gzip) lives in this lazily loaded chunk (see index.tsx): the login page
// never downloads it.
import DOMPurify from 'dompurify';
import { cn } from '../cn';
import type { RichTextProps } from './types';

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    // Links written into rich text open outside the portal and cannot reach back into it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    });
  }
  return DOMPurify;
}

/** HTML without anything that runs: no script, no event handler, no javascript: URL, no form. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

// Typography for whatever the HTML holds (the scoped reset removes the browser's defaults).
const RICH_TEXT_CLASS =
  'pp:flex pp:flex-col pp:gap-3 pp:break-words pp:text-sm pp:leading-relaxed pp:text-foreground pp:[&_h1]:text-xl pp:[&_h1]:font-semibold pp:[&_h2]:text-lg pp:[&_h2]:font-semibold pp:[&_h3]:text-base pp:[&_h3]:font-semibold pp:[&_ul]:list-disc pp:[&_ul]:ps-6 pp:[&_ol]:list-decimal pp:[&_ol]:ps-6 pp:[&_img]:h-auto pp:[&_img]:max-w-full pp:[&_blockquote]:border-s-4 pp:[&_blockquote]:border-border pp:[&_blockquote]:ps-3 pp:[&_table]:border-collapse pp:[&_td]:border pp:[&_td]:border-border pp:[&_td]:px-2 pp:[&_td]:py-1 pp:[&_th]:border pp:[&_th]:border-border pp:[&_th]:px-2 pp:[&_th]:py-1 pp:[&_code]:rounded pp:[&_code]:bg-muted pp:[&_code]:px-1';

export function RichTextImpl({ html, className }: RichTextProps) {
  return (
    <div
      data-slot="rich-text"
      className={cn(RICH_TEXT_CLASS, className)}
      // Sanitised above: this is the one place raw HTML enters the widget.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
