// The upload custom field: png/jpeg only, at most 5,000,000 bytes, one file or up to 5.
// Files are checked as soon as they are chosen (a rejected file is not added) and again on
// submit; they go to the CDN when the form is sent.
import { useId, useRef, type ChangeEvent } from 'react';
import {
  Button,
  CloseIcon,
  message,
  useIntl,
  useT,
  type MessageDescriptor,
} from '@publisher-platform/shared';
import { ACCEPTED_TYPES, MAX_FILE_BYTES, checkFile, formatBytes } from '../lib/files';

export interface FileUploadProps {
  label: string;
  files: readonly File[];
  maxCount: number;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  onChange: (files: File[]) => void;
  /** A chosen file was not added; the form shows the problem as the field's error. */
  onReject: (problem: MessageDescriptor) => void;
}

export function FileUpload(props: FileUploadProps) {
  const { label, files, maxCount, required, disabled, error, onChange, onReject } = props;
  const t = useT();
  const { locale } = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const maxSize = formatBytes(MAX_FILE_BYTES, locale);
  const limits =
    maxCount > 1
      ? t('auth.upload.limitsMany', { size: maxSize, count: maxCount })
      : t('auth.upload.limitsOne', { size: maxSize });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again after a removal
    const problem = chosen.map(checkFile).find(Boolean);
    if (problem === 'invalid') return onReject(message('auth.upload.invalid'));
    if (problem === 'tooLarge') return onReject(message('auth.upload.tooLarge', { size: maxSize }));
    if (maxCount === 1) return onChange(chosen.slice(0, 1));
    const next = [...files, ...chosen];
    if (next.length > maxCount) onReject(message('auth.upload.tooMany', { count: maxCount }));
    else onChange(next);
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="pp:flex pp:flex-col pp:gap-1.5">
      <span
        id={`${id}-label`}
        className="pp:text-sm pp:font-medium pp:leading-none pp:text-foreground"
      >
        {label}
        {required && (
          <span aria-hidden="true" className="pp:ms-0.5 pp:text-destructive">
            *
          </span>
        )}
      </span>
      <div className="pp:flex pp:flex-wrap pp:items-center pp:gap-2">
        <Button
          id={`${id}-button`}
          variant="outline"
          size="sm"
          disabled={disabled || (maxCount > 1 && files.length >= maxCount)}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {t(maxCount > 1 ? 'auth.upload.chooseMany' : 'auth.upload.choose')}
        </Button>
        {files.length === 0 && (
          <span className="pp:text-sm pp:text-muted-foreground">{t('auth.upload.none')}</span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={ACCEPTED_TYPES.join(',')}
        multiple={maxCount > 1}
        disabled={disabled}
        data-slot="file-input"
        onChange={choose}
      />
      {files.length > 0 && (
        <ul
          className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-1 pp:p-0"
          data-slot="file-list"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="pp:flex pp:items-center pp:gap-2 pp:rounded-md pp:border pp:border-border pp:px-2 pp:py-1 pp:text-sm"
            >
              <span className="pp:min-w-0 pp:flex-1 pp:truncate">{file.name}</span>
              <span className="pp:shrink-0 pp:text-xs pp:text-muted-foreground">
                {formatBytes(file.size, locale)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="pp:size-7"
                disabled={disabled}
                aria-label={t('auth.upload.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-hint`} className="pp:m-0 pp:text-xs pp:text-muted-foreground">
        <span className="pp:block">{t('auth.upload.hint')}</span>
        <span className="pp:block">{limits}</span>
      </p>
      {error && (
        <p
          id={`${id}-error`}
          data-slot="field-error"
          className="pp:m-0 pp:text-xs pp:text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  );
}
