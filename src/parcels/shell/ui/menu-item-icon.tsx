import type { ReactNode } from 'react';
import {
  QuestionCircleIcon,
  type IconProps,
  LinkIcon,
  MailIcon,
  UsersIcon,
} from '@publisher-platform/shared';
import {
  BookIcon,
  CardIcon,
  ChartIcon,
  DashboardIcon,
  ExchangeIcon,
  GlobeIcon,
  NewsIcon,
  SettingsIcon,
  SupportIcon,
  TagIcon,
  TrophyIcon,
  WalletIcon,
} from './icons';

const MENU_ICONS: Record<string, (props: IconProps) => ReactNode> = {
  dashboard: DashboardIcon,
  link: LinkIcon,
  tag: TagIcon,
  chart: ChartIcon,
  exchange: ExchangeIcon,
  wallet: WalletIcon,
  card: CardIcon,
  globe: GlobeIcon,
  news: NewsIcon,
  support: SupportIcon,
  settings: SettingsIcon,
  book: BookIcon,
  trophy: TrophyIcon,
  mail: MailIcon,
  users: UsersIcon,
  'question-circle': QuestionCircleIcon,
};

/** A menu icon by name; unknown names (e.g. from the host config) get the question circle. */
export function MenuItemIcon({ name, className }: { name: string; className?: string }) {
  const Icon = MENU_ICONS[name] ?? QuestionCircleIcon;
  return <Icon className={className} />;
}
