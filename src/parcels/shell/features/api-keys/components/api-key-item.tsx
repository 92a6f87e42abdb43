import { Button, formatDateTime, useFormatOptions, useT } from '@publisher-platform/shared';
import type { ApiKey } from '../api/api-keys';
import { scopeLabel } from '../lib/validation';

/** One key: name, its visible start, scopes, when it was created and last used; Revoke. */
export function ApiKeyItem({
  apiKey,
  onRevoke,
}: {
  apiKey: ApiKey;
  onRevoke: (key: ApiKey) => void;
}) {
  const t = useT();
  const format = useFormatOptions();
  return (
    <li
      data-slot="api-key"
      className="pp:flex pp:flex-wrap pp:items-start pp:justify-between pp:gap-3 pp:border-b pp:border-border pp:py-3 pp:last:border-b-0"
    >
      <div className="pp:flex pp:min-w-0 pp:flex-col pp:gap-0.5">
        <p className="pp:flex pp:flex-wrap pp:items-baseline pp:gap-2">
          <span className="pp:font-medium pp:wrap-break-word">{apiKey.name}</span>
          <code className="pp:font-mono pp:text-xs pp:text-muted-foreground">{apiKey.prefix}…</code>
        </p>
        <p className="pp:text-sm">
          {apiKey.scopes.map((scope) => t(scopeLabel(scope))).join(', ')}
        </p>
        <p className="pp:text-sm pp:text-muted-foreground">
          {t('shell.security.apiKeys.created', { date: formatDateTime(apiKey.createdAt, format) })}
          {' · '}
          {apiKey.lastUsedAt
            ? t('shell.security.apiKeys.lastUsed', {
                date: formatDateTime(apiKey.lastUsedAt, format),
              })
            : t('shell.security.apiKeys.neverUsed')}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('shell.security.apiKeys.revokeLabel', { name: apiKey.name })}
        onClick={() => onRevoke(apiKey)}
      >
        {t('shell.security.apiKeys.revoke')}
      </Button>
    </li>
  );
}
