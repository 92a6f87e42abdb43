// The upload control of custom fields: png/jpeg only, 5,000,000 bytes, 1 or 5 files.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileUpload } from '../../../src/parcels/auth/screens/register/components/file-upload';
import { useT } from '../../../src/shared/i18n';

function Harness({ maxCount }: { maxCount: number }) {
  const [files, setFiles] = useState<File[]>([]);
  const t = useT();
  const [error, setError] = useState<string>();
  return (
    <FileUpload
      label="Logo"
      files={files}
      maxCount={maxCount}
      error={error}
      onChange={(next) => {
        setError(undefined);
        setFiles(next);
      }}
      onReject={(problem) => setError(t(problem.id, problem.values))}
    />
  );
}

const choose = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files },
  });
const png = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileUpload', () => {
  it('shows the hint and limits, and lists a chosen file with its base-1000 size', () => {
    render(<Harness maxCount={1} />);
    expect(screen.getByText('Please use JPEG, JPG or PNG')).toBeTruthy();
    expect(screen.getByText('One file, at most 5 MB')).toBeTruthy();
    choose(png('logo.png', 1_500));
    expect(screen.getByText('logo.png')).toBeTruthy();
    expect(screen.getByText('1.5 kB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(screen.queryByText('logo.png')).toBeNull();
  });

  it('rejects other types and files over 5,000,000 bytes, saying why', () => {
    render(<Harness maxCount={1} />);
    choose(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByText('Invalid image. Please check the requirements.')).toBeTruthy();
    choose(png('big.png', 5_000_001));
    expect(screen.getByText('The file is too large. Allowed maximum size is 5 MB.')).toBeTruthy();
    expect(screen.queryByText('big.png')).toBeNull();
  });

  it('takes up to 5 files when multiple', () => {
    render(<Harness maxCount={5} />);
    choose(png('1.png'), png('2.png'), png('3.png'));
    choose(png('4.png'), png('5.png'), png('6.png'));
    expect(screen.getByText('You can upload at most 5 files.')).toBeTruthy();
    choose(png('4.png'), png('5.png'));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Logo Choose files' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
