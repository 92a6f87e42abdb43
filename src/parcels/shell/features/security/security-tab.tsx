import { ApiKeysSection } from '../api-keys/components/api-keys-section';
import { SessionsSection } from '../sessions/components/sessions-section';
import { TwoFactorSection } from '../two-factor/components/two-factor-section';

/** Two-factor sign-in, the publisher's sessions and their API keys. */
export function SecurityTab() {
  return (
    <div className="pp:grid pp:items-start pp:gap-6 pp:xl:grid-cols-2">
      <div className="pp:flex pp:flex-col pp:gap-6">
        <TwoFactorSection />
      </div>
      <div className="pp:flex pp:flex-col pp:gap-6">
        <SessionsSection />
        <ApiKeysSection />
      </div>
    </div>
  );
}
