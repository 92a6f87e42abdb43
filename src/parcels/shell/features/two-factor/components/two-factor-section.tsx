import { useT } from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';

export function TwoFactorSection() {
  const t = useT();
  return <SectionCard title={t('shell.security.twoFactor.title')} slot="two-factor" />;
}
