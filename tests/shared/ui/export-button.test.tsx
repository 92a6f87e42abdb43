import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../src/shared/notify';
import { ExportButton } from '../../../src/shared/ui';
import { fileNameFromDisposition } from '../../../src/shared/ui/export-button/content-disposition';
import { json, stubFetch } from '../support';

const csv = (disposition: string | null) =>
  new Response('id,name\n1,shop.example\n', {
    headers: {
      'content-type': 'text/csv',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  });

let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});

const exportButton = () =>
  waitFor(
    () => {
      const button = screen.getByRole('button', { name: 'Export' });
      expect(button).toHaveProperty('disabled', false);
      return button;
    },
    { timeout: 5000 },
  );

describe('fileNameFromDisposition', () => {
  it('reads both header forms, the extended one first, and drops folders', () => {
    expect(fileNameFromDisposition('attachment; filename="domains 2026.csv"')).toBe(
      'domains 2026.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=domains.csv')).toBe('domains.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''%D0%B4%D0%BE%D0%BC%D0%B5%D0%BD%D1%8B.csv`,
      ),
    ).toBe('домены.csv');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8''na%C3%AFve.csv`)).toBe(
      'naïve.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('ExportButton', { timeout: 20_000 }, () => {
  it('saves the file under the name the answer gives, with the filters sent along', async () => {
    const requests = stubFetch(() => csv(`attachment; filename*=UTF-8''proxy-domains%20(1).csv`));
    render(
      <ExportButton
        path="proxy_domains/export"
        searchParams={{ name: 'shop', empty: undefined }}
      />,
    );
    fireEvent.click(await exportButton());
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'proxy-domains (1).csv', href: 'blob:export' }]),
    );
    expect(new URL(requests[0]!.url).pathname).toBe('/publisher/api/proxy_domains/export');
    expect(new URL(requests[0]!.url).search).toBe('?name=shop');
  });

  it('falls back to its own file name when the answer names none', async () => {
    stubFetch(() => csv(null));
    render(<ExportButton path="proxy_domains/export" fileName="domains.csv" />);
    fireEvent.click(await exportButton());
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['domains.csv']));
  });

  it('warns "No data to export" on an empty answer (204) and saves nothing', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    render(<ExportButton path="proxy_domains/export" />);
    fireEvent.click(await exportButton());
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'warning', text: 'No data to export' }),
      ]),
    );
    expect(saved).toEqual([]);
  });

  it('shows its progress and sends one request however often it is clicked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ExportButton path="proxy_domains/export" />);
    const button = await exportButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    expect(button.querySelector('[data-slot="spinner"]')).toBeTruthy();
    fireEvent.click(button);
    expect(requests).toHaveLength(1);

    await act(async () => answer(csv('attachment; filename="d.csv"')));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(requests).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('reports a failed export through the general error handler', async () => {
    stubFetch(() => json({ 'hydra:description': 'Export is not available' }, { status: 500 }));
    render(<ExportButton path="proxy_domains/export" />);
    fireEvent.click(await exportButton());
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'error', text: 'Export is not available' }),
      ]),
    );
    expect(saved).toEqual([]);
  });
});
