import { ErrorState, SkeletonText, useSession, useT } from '@publisher-platform/shared';
import { useSupportContacts } from '../api/support-contacts';
import { ContactCard } from './contact-card';

/** The personal manager's contacts; the network's general ones when there is no manager. */
export function ContactsTab() {
  const t = useT();
  const manager = useSession()?.manager ?? null;
  const network = useSupportContacts(manager === null);
  if (manager)
    return (
      <ContactCard
        title={t('support.contacts.manager')}
        name={manager.firstName}
        contacts={manager.contactDetails}
      />
    );
  if (network.isPending) return <SkeletonText lines={4} />;
  if (network.isError)
    return <ErrorState error={network.error} onRetry={() => void network.refetch()} />;
  return <ContactCard title={t('support.contacts.network')} contacts={network.data} />;
}
