// /publisher/register: loads the messenger options and the network's custom fields, then shows
// the form. A 406 answer switches to the result view with the server's text; "Back" returns to
// the form with everything typed still there.
import { useEffect, useState } from 'react';
import { Button, SkeletonText, useT, type SelectOption } from '@publisher-platform/shared';
import { fetchCustomFields, fetchMessengers, type CustomField } from '../api/register';
import { supportedFields } from '../lib/custom-fields';
import { AuthHeading } from '../../components/auth-heading';
import { ResultPanel } from '../../components/result-panel';
import { RegisterForm } from './register-form';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; messengers: SelectOption[]; fields: CustomField[] };

function useRegistrationOptions(attempt: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([fetchMessengers(controller.signal), fetchCustomFields(controller.signal)])
      .then(([messengers, fields]) =>
        setState({
          status: 'ready',
          messengers: Array.isArray(messengers) ? messengers : [],
          fields: supportedFields(Array.isArray(fields) ? fields : []),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[publisher-platform] registration options', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);
  return state;
}

export function RegisterPage() {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [rejected, setRejected] = useState<string | null>(null);
  const options = useRegistrationOptions(attempt);

  if (options.status !== 'ready')
    return (
      <div className="pp:flex pp:flex-col pp:gap-4" aria-busy={options.status === 'loading'}>
        <AuthHeading>{t('auth.register.title')}</AuthHeading>
        {options.status === 'loading' ? (
          <div role="status">
            <span className="pp:sr-only">{t('auth.loading')}</span>
            <SkeletonText lines={6} />
          </div>
        ) : (
          <ResultPanel
            tone="error"
            actions={<Button onClick={() => setAttempt((n) => n + 1)}>{t('auth.retry')}</Button>}
          >
            {t('auth.register.loadFailed')}
          </ResultPanel>
        )}
      </div>
    );

  return (
    <>
      {rejected !== null && (
        <div className="pp:flex pp:flex-col pp:gap-4">
          <AuthHeading>{t('auth.register.title')}</AuthHeading>
          <ResultPanel
            tone="error"
            autoFocus
            title={t('auth.register.rejected')}
            actions={
              <Button variant="outline" onClick={() => setRejected(null)}>
                {t('auth.register.back')}
              </Button>
            }
          >
            {rejected}
          </ResultPanel>
        </div>
      )}
      <div hidden={rejected !== null}>
        <RegisterForm
          messengers={options.messengers}
          fields={options.fields}
          onRejected={setRejected}
        />
      </div>
    </>
  );
}
