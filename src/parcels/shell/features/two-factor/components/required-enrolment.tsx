import { AppLink, ErrorState, paths, useT } from '@publisher-platform/shared';
import { Enrolment } from './enrolment';
import { RecoveryCodesPanel } from './recovery-codes';

export interface RequiredEnrolmentProps {
  /** The recovery codes once it is on; null while setting up. */
  codes: string[] | null;
  /** The state could not be read. */
  error: unknown;
  onRetry: () => void;
  onEnabled: (codes: string[]) => void;
  onDone: () => void;
}

/** The screen a publisher cannot leave but by signing out: the network requires the code. */
export function RequiredEnrolment({
  codes,
  error,
  onRetry,
  onEnabled,
  onDone,
}: RequiredEnrolmentProps) {
  const t = useT();
  return (
    // Not <main>: the widget sits inside the host page, which owns the main landmark.
    <section
      data-slot="two-factor-required"
      aria-labelledby="pp-two-factor-required"
      className="pp:flex pp:min-h-screen pp:justify-center pp:bg-background pp:p-4 pp:text-foreground pp:md:p-8"
    >
      <div className="pp:flex pp:w-full pp:max-w-xl pp:flex-col pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:text-card-foreground pp:md:p-6">
        <h1 id="pp-two-factor-required" className="pp:text-2xl pp:font-semibold">
          {t('shell.security.twoFactor.required.title')}
        </h1>
        <p className="pp:text-sm pp:text-muted-foreground">
          {t('shell.security.twoFactor.required.explain')}
        </p>
        {error ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : codes ? (
          <RecoveryCodesPanel codes={codes} onDone={onDone} />
        ) : (
          <Enrolment onEnabled={onEnabled} />
        )}
        <p className="pp:text-sm">
          <AppLink href={paths.logout}>{t('shell.security.twoFactor.required.signOut')}</AppLink>
        </p>
      </div>
    </section>
  );
}
