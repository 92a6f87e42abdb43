import {
  Button,
  TextField,
  notify,
  useT,
  type SessionProfile,
  CopyIcon,
} from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';

/** The referral link and number of referrals, where the profile has them. */
export function ReferralCard({ profile }: { profile: SessionProfile }) {
  const t = useT();
  if (!profile.referrerLink && profile.referralsNumber === null) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(profile.referrerLink ?? '');
      notify.success(t('shell.settings.referral.copied'));
    } catch {
      notify.error(t('shell.settings.referral.copyFailed'));
    }
  };
  return (
    <SectionCard title={t('shell.settings.referral.title')} slot="referral">
      {profile.referrerLink && (
        <div className="pp:flex pp:items-end pp:gap-2">
          <TextField
            label={t('shell.settings.referral.link')}
            value={profile.referrerLink}
            readOnly
            onFocus={(event) => event.target.select()}
            containerClassName="pp:min-w-0 pp:flex-1"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <CopyIcon />
            {t('shell.settings.referral.copy')}
          </Button>
        </div>
      )}
      {profile.referralsNumber !== null && (
        <p className="pp:text-sm" data-slot="referrals-number">
          {t('shell.settings.referral.count', { count: profile.referralsNumber })}
        </p>
      )}
    </SectionCard>
  );
}
