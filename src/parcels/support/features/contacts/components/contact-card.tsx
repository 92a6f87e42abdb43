import type { ReactNode } from 'react';
import {
  contactLinks,
  useT,
  type ContactChannel,
  type ManagerContacts,
  ChatIcon,
  MailIcon,
  SendIcon,
  UsersIcon,
} from '@publisher-platform/shared';

const ICONS: Record<ContactChannel, ReactNode> = {
  email: <MailIcon className="pp:size-4 pp:shrink-0" />,
  telegram: <SendIcon className="pp:size-4 pp:shrink-0" />,
  skype: <ChatIcon className="pp:size-4 pp:shrink-0" />,
  teams: <UsersIcon className="pp:size-4 pp:shrink-0" />,
};

export interface ContactCardProps {
  /** The card's heading (e.g. "Your manager"). */
  title: string;
  /** A person's name: shown with an avatar of its initial. */
  name?: string | undefined;
  contacts: Partial<ManagerContacts>;
}

/** A manager's or the network's contact channels as links. */
export function ContactCard({ title, name, contacts }: ContactCardProps) {
  const t = useT();
  const links = contactLinks(contacts);
  return (
    <section
      aria-label={title}
      data-slot="contact-card"
      className="pp:flex pp:max-w-xl pp:flex-col pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:md:p-6"
    >
      <div className="pp:flex pp:items-center pp:gap-3">
        {name && (
          <span
            aria-hidden="true"
            className="pp:flex pp:size-12 pp:shrink-0 pp:items-center pp:justify-center pp:rounded-full pp:bg-primary pp:text-lg pp:font-semibold pp:text-primary-foreground"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="pp:flex pp:min-w-0 pp:flex-col">
          <h2 className="pp:text-sm pp:font-normal pp:text-muted-foreground">{title}</h2>
          {name && <p className="pp:text-lg pp:font-semibold pp:text-foreground">{name}</p>}
        </div>
      </div>
      {links.length ? (
        <ul
          className="pp:m-0 pp:grid pp:list-none pp:gap-2 pp:p-0 pp:sm:grid-cols-2"
          data-slot="contact-links"
        >
          {links.map((link) => (
            <li key={link.channel}>
              <a
                href={link.href}
                target={link.href.startsWith('https:') ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="pp:flex pp:items-center pp:gap-2 pp:rounded-md pp:border pp:border-border pp:px-3 pp:py-2 pp:text-sm pp:break-all pp:hover:bg-muted"
              >
                {ICONS[link.channel]}
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pp:text-sm pp:text-muted-foreground">{t('support.contacts.none')}</p>
      )}
    </section>
  );
}
