import type { ReactNode } from 'react';
import {
  LanguageSelect,
  ThemeSwitch,
  getConfig,
  setLocale,
  useT,
} from '@publisher-platform/shared';

/**
 * A branded left panel and the form on the right with the language and colour-scheme
 * pickers. Phones get one column (a short brand bar, the form right below it); from 768 px two
 * panels, the form centred in the screen's height; the frame is at most 1440 × 900 and gets a
 * border from 1441 px, where the form panel scrolls inside the frame. The form is at most 530 px
 * wide, 390 px on large desktops.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div
      data-slot="auth-layout"
      className="pp:mx-auto pp:flex pp:w-full pp:max-w-[1440px] pp:flex-col pp:bg-background pp:text-foreground pp:md:min-h-screen pp:md:flex-row pp:2xl:my-4 pp:2xl:h-[900px] pp:2xl:min-h-0 pp:2xl:overflow-hidden pp:2xl:rounded-xl pp:2xl:border pp:2xl:border-border"
    >
      <aside className="pp:flex pp:flex-col pp:justify-center pp:gap-2 pp:bg-primary pp:p-6 pp:text-primary-foreground pp:md:w-2/5 pp:md:p-8">
        <p className="pp:m-0 pp:text-2xl pp:font-bold">{getConfig().title}</p>
        <p className="pp:m-0">{t('auth.layout.tagline')}</p>
      </aside>
      {/* Not <main>: the widget sits inside the host page, which owns the main landmark. */}
      <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:p-4 pp:md:p-6 pp:2xl:overflow-y-auto">
        <div className="pp:flex pp:flex-wrap pp:justify-end pp:gap-2">
          <LanguageSelect onChange={(locale) => void setLocale(locale)} />
          <ThemeSwitch />
        </div>
        <div className="pp:flex pp:flex-1 pp:justify-center pp:py-6">
          <div className="pp:w-full pp:max-w-[530px] pp:md:my-auto pp:xl:max-w-[390px]">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
