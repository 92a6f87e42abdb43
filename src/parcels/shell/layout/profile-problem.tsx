import { ApiError, Button, errorText, useT } from '@publisher-platform/shared';

/**
 * The profile decides the menu (roles), the timezone and the currency: when it cannot be loaded
 * the frame says so above every page, with Retry. (A 401 has already sent the publisher to the
 * login page.)
 */
export function ProfileProblem({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  if (!error || (error instanceof ApiError && (error.status === 401 || error.isCancelled)))
    return null;
  return (
    <div
      role="alert"
      data-slot="profile-problem"
      className="pp:flex pp:flex-wrap pp:items-center pp:gap-x-3 pp:gap-y-2 pp:border-b pp:border-border pp:bg-destructive/10 pp:px-4 pp:py-2 pp:text-sm"
    >
      <p className="pp:m-0">
        {t('shell.profile.failed')} {errorText(error)}
      </p>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        {t('shared.parcel.retry')}
      </Button>
    </div>
  );
}
