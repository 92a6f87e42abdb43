import { useT } from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';

export function ApiKeysSection() {
  const t = useT();
  return <SectionCard title={t('shell.security.apiKeys.title')} slot="api-keys" />;
}
