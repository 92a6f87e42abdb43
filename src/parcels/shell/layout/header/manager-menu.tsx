import { useState, type ReactNode } from 'react';
import {
  FOCUS_RING,
  AppLink,
  Popover,
  buildPath,
  cn,
  paths,
  useSession,
  useT,
  type ManagerContacts,
  ChatIcon,
  MailIcon,
  SendIcon,
  UsersIcon,
} from '@publisher-platform/shared';

export const CONTACTS_HREF = buildPath(paths.support, {}, { tab: 'contacts' });

/** Manager contact links — mailto, Telegram, Skype, Teams chat. */
export function contactLinks(contacts: ManagerContacts) {
  const links: { key: string; href: string; label: string; icon: ReactNode }[] = [];
  if (contacts.email)
    links.push({
      key: 'email',
      href: `mailto:${contacts.email}`,
      label: contacts.email,
      icon: <MailIcon />,
    });
  if (contacts.telegram)
    links.push({
      key: 'telegram',
      href: `https://t.me/${encodeURIComponent(contacts.telegram.replace(/^@/, ''))}`,
      label: 'Telegram',
      icon: <SendIcon />,
    });
  if (contacts.skype)
    links.push({
      key: 'skype',
      href: `skype:${contacts.skype}?chat`,
      label: 'Skype',
      icon: <ChatIcon />,
    });
  if (contacts.teams)
    links.push({
      key: 'teams',
      href: `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(contacts.teams)}`,
      label: 'Microsoft Teams',
      icon: <UsersIcon />,
    });
  return links;
}

/** The personal manager's avatar: their contact links and the support page's contacts tab. */
export function ManagerMenu({ className }: { className?: string }) {
  const t = useT();
  const manager = useSession()?.manager;
  const [open, setOpen] = useState(false);
  if (!manager) return null;
  const name = manager.firstName;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      label={t('shell.manager.title')}
      className="pp:w-64"
      trigger={
        <button
          type="button"
          data-slot="manager-avatar"
          aria-label={t('shell.manager.avatar', { name })}
          className={cn(
            'pp:flex pp:size-9 pp:shrink-0 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded-full pp:bg-primary pp:text-sm pp:font-semibold pp:text-primary-foreground',
            FOCUS_RING,
            className,
          )}
        >
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        </button>
      }
    >
      <p className="pp:text-xs pp:text-muted-foreground">{t('shell.manager.title')}</p>
      <p className="pp:mb-2 pp:font-semibold">{name}</p>
      <ul
        className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-1 pp:p-0"
        data-slot="manager-links"
      >
        {contactLinks(manager.contactDetails).map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target={link.href.startsWith('https:') ? '_blank' : undefined}
              rel="noopener noreferrer"
              className="pp:flex pp:items-center pp:gap-2 pp:break-all pp:text-sm"
            >
              {link.icon}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="pp:mt-3 pp:border-t pp:border-border pp:pt-2">
        <AppLink href={CONTACTS_HREF} onClick={() => setOpen(false)} className="pp:text-sm">
          {t('shell.manager.contacts')}
        </AppLink>
      </div>
    </Popover>
  );
}
