import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/shared/ui/rich-text/impl';
import { RichText, preloadRichText } from '../../../src/shared/ui';

describe('rich text', () => {
  it('removes everything that could run', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">a</a><iframe src="/x"></iframe>',
    );
    expect(html).not.toMatch(/onclick|onerror|script|javascript:|iframe/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x">');
  });

  it('keeps links that open elsewhere from reaching back', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('renders the sanitised html once the sanitiser is loaded', async () => {
    render(<RichText html={'<h2>Rules</h2><img src=x onerror="window.__bad=1">'} />);
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(
      document.querySelector('[data-slot="rich-text"] img')?.getAttribute('onerror'),
    ).toBeNull();
  });

  it('draws at once, with no skeleton first, once a route has preloaded it', async () => {
    await preloadRichText();
    render(<RichText html="<p>Payout rules</p>" />);
    // Synchronously after the first render: no await, no placeholder in between.
    expect(screen.getByText('Payout rules')).toBeTruthy();
  });
});
