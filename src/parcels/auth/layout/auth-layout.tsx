import type { ReactNode } from 'react';
import {
  LanguageSelect,
  ThemeSwitch,
  getConfig,
  setLocale,
  useT,
} from '@publisher-platform/shared';

/** Spec §2: a branded left panel and the form on the right; one column on small screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div
      data-slot="auth-layout"
      className="pp:mx-auto pp:flex pp:min-h-screen pp:w-full pp:max-w-[1440px] pp:flex-col pp:bg-background pp:text-foreground pp:md:flex-row pp:2xl:my-4 pp:2xl:max-h-[900px] pp:2xl:min-h-[900px] pp:2xl:rounded-xl pp:2xl:border pp:2xl:border-border pp:2xl:overflow-hidden"
    >
      <aside className="pp:flex pp:flex-col pp:justify-center pp:gap-2 pp:bg-primary pp:p-8 pp:text-primary-foreground pp:md:w-2/5">
        <p className="pp:m-0 pp:text-2xl pp:font-bold">{getConfig().title}</p>
        <p className="pp:m-0">{t('auth.layout.tagline')}</p>
      </aside>
      {/* Not <main>: the widget sits inside the host page, which owns the main landmark. */}
      <div className="pp:flex pp:flex-1 pp:flex-col pp:p-6">
        <div className="pp:flex pp:justify-end pp:gap-2">
          <LanguageSelect onChange={(locale) => void setLocale(locale)} />
          <ThemeSwitch />
        </div>
        <div className="pp:flex pp:flex-1 pp:items-center pp:justify-center pp:py-6">
          <div className="pp:w-full pp:max-w-[530px] pp:xl:max-w-[390px]">{children}</div>
        </div>
      </div>
    </div>
  );
}
