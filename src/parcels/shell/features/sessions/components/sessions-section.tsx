import { useT } from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';

export function SessionsSection() {
  const t = useT();
  return <SectionCard title={t('shell.security.sessions.title')} slot="sessions" />;
}
