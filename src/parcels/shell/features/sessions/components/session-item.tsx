import {
  Button,
  formatDateTime,
  useFormatOptions,
  useT,
  type Translate,
} from '@publisher-platform/shared';
import type { PublisherSession } from '../api/sessions';

/** "Firefox on Windows", with words for what the user agent did not tell. */
export function deviceName(t: Translate, session: PublisherSession): string {
  return t('shell.security.sessions.device', {
    browser: session.browser ?? t('shell.security.sessions.unknownBrowser'),
    os: session.os ?? t('shell.security.sessions.unknownOs'),
  });
}

export interface SessionItemProps {
  session: PublisherSession;
  onEnd: (session: PublisherSession) => void;
}

/** One session: device, address and place, when it signed in and was last seen; End. */
export function SessionItem({ session, onEnd }: SessionItemProps) {
  const t = useT();
  const format = useFormatOptions();
  const name = deviceName(t, session);
  const where = [session.ip, session.place].filter(Boolean).join(' · ');
  return (
    <li
      data-slot="session"
      className="pp:flex pp:flex-wrap pp:items-start pp:justify-between pp:gap-3 pp:border-b pp:border-border pp:py-3 pp:last:border-b-0"
    >
      <div className="pp:flex pp:min-w-0 pp:flex-col pp:gap-0.5">
        <p className="pp:flex pp:flex-wrap pp:items-center pp:gap-2 pp:font-medium">
          <span>{name}</span>
          {session.current && (
            <span className="pp:rounded-full pp:bg-secondary pp:px-2 pp:py-0.5 pp:text-xs pp:text-secondary-foreground">
              {t('shell.security.sessions.thisDevice')}
            </span>
          )}
        </p>
        {where && <p className="pp:text-sm pp:text-muted-foreground">{where}</p>}
        <p className="pp:text-sm pp:text-muted-foreground">
          {t('shell.security.sessions.signedIn', {
            date: formatDateTime(session.createdAt, format),
          })}
          {' · '}
          {t('shell.security.sessions.lastSeen', {
            date: formatDateTime(session.lastSeenAt, format),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('shell.security.sessions.endLabel', { name })}
          onClick={() => onEnd(session)}
        >
          {t('shell.security.sessions.end')}
        </Button>
      )}
    </li>
  );
}
