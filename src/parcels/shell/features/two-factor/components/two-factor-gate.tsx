import { useState, type ReactNode } from 'react';
import { SkeletonText, chunk, getConfig, lazyPart, useT } from '@publisher-platform/shared';
import { useTwoFactorStatus } from '../api/two-factor';

const RequiredEnrolment = lazyPart(
  chunk(() => import('./required-enrolment')),
  (m) => m.RequiredEnrolment,
  Waiting,
);

function Waiting() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="pp:mx-auto pp:max-w-xl pp:p-6">
      <span className="pp:sr-only">{t('shell.security.twoFactor.required.loading')}</span>
      <SkeletonText lines={4} />
    </div>
  );
}

/**
 * Where the network requires two-factor sign-in (host config `requireTwoFactor`), a publisher
 * without it sees only its set-up (or signing out) until it is on.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  return getConfig().requireTwoFactor ? <RequiredGate>{children}</RequiredGate> : children;
}

function RequiredGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  // Kept after it is on, until the publisher has seen the recovery codes.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (status.data?.enabled && !codes) return children;
  if (status.isPending) return <Waiting />;
  return (
    <RequiredEnrolment
      codes={codes}
      error={status.isError ? status.error : null}
      onRetry={() => void status.refetch()}
      onEnabled={setCodes}
      onDone={() => setCodes(null)}
    />
  );
}
