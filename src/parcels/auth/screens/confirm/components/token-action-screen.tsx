import { AppLink, Button, SkeletonText, paths, useT } from '@publisher-platform/shared';
import { AuthHeading } from '../../components/auth-heading';
import { ResultPanel } from '../../components/result-panel';
import type { TokenActionState } from './use-token-action';

export interface TokenActionScreenProps {
  title: string;
  progress: string;
  state: TokenActionState;
}

/** A link that works on load: progress, then either the next page or the server's error text. */
export function TokenActionScreen({ title, progress, state }: TokenActionScreenProps) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      <AuthHeading>{title}</AuthHeading>
      {state.status === 'running' ? (
        <div role="status" aria-busy="true" className="pp:flex pp:flex-col pp:gap-3">
          <p className="pp:m-0 pp:text-muted-foreground">{progress}</p>
          <SkeletonText lines={2} />
        </div>
      ) : (
        <ResultPanel
          tone="error"
          actions={
            <>
              {state.retry && (
                <Button variant="outline" onClick={state.retry}>
                  {t('auth.retry')}
                </Button>
              )}
              <AppLink href={paths.login}>{t('auth.toLogin')}</AppLink>
            </>
          }
        >
          <span data-slot="field-error">{state.message}</span>
        </ResultPanel>
      )}
    </div>
  );
}
