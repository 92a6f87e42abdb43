import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  SkeletonText,
  notify,
  useT,
} from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';
import {
  useEndOtherSessions,
  useEndSession,
  useSessions,
  type PublisherSession,
} from '../api/sessions';
import { SessionItem, deviceName } from './session-item';

/** The publisher's signed-in sessions; any other one can be ended, or all others at once. */
export function SessionsSection() {
  const t = useT();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<PublisherSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <SectionCard
      title={t('shell.security.sessions.title')}
      description={t('shell.security.sessions.description')}
      slot="sessions"
    >
      {sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <div aria-busy="true">
          <SkeletonText lines={4} />
        </div>
      ) : (
        <>
          <ul aria-label={t('shell.security.sessions.list')} className="pp:flex pp:flex-col">
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} onEnd={setEnding} />
            ))}
          </ul>
          {others > 0 && (
            <Button
              variant="outline"
              className="pp:self-start"
              onClick={() => setEndingOthers(true)}
            >
              {t('shell.security.sessions.endOthers')}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={t('shell.security.sessions.endTitle')}
        description={
          ending ? t('shell.security.sessions.endText', { name: deviceName(t, ending) }) : undefined
        }
        cancelLabel={t('shell.security.sessions.cancel')}
        confirmLabel={t('shell.security.sessions.end')}
        onConfirm={async () => {
          if (!ending) return;
          await endOne.mutateAsync(ending.id);
          notify.success(t('shell.security.sessions.ended'));
        }}
      />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title={t('shell.security.sessions.endOthersTitle')}
        description={t('shell.security.sessions.endOthersText', { count: others })}
        cancelLabel={t('shell.security.sessions.cancel')}
        confirmLabel={t('shell.security.sessions.endOthers')}
        onConfirm={async () => {
          await endOthers.mutateAsync(undefined);
          notify.success(t('shell.security.sessions.endedOthers'));
        }}
      />
    </SectionCard>
  );
}
