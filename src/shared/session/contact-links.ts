// Contact channels (a manager's or the network's) as links: mailto, Telegram, Skype, Teams chat.
import type { ManagerContacts } from './types';

export type ContactChannel = 'email' | 'telegram' | 'skype' | 'teams';

export interface ContactLink {
  channel: ContactChannel;
  href: string;
  /** The address for e-mail; the service's name otherwise. */
  label: string;
}

/** The channels that are set, in the order mailto, Telegram, Skype, Teams. */
export function contactLinks(contacts: Partial<ManagerContacts>): ContactLink[] {
  const links: ContactLink[] = [];
  const { email, telegram, skype, teams } = contacts;
  if (email) links.push({ channel: 'email', href: `mailto:${email}`, label: email });
  if (telegram)
    links.push({
      channel: 'telegram',
      href: `https://t.me/${encodeURIComponent(telegram.replace(/^@/, ''))}`,
      label: 'Telegram',
    });
  if (skype) links.push({ channel: 'skype', href: `skype:${skype}?chat`, label: 'Skype' });
  if (teams)
    links.push({
      channel: 'teams',
      href: `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(teams)}`,
      label: 'Microsoft Teams',
    });
  return links;
}
