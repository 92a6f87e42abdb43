import { HintPanel, useT } from '@publisher-platform/shared';
import { MACROS, macroHelpId } from '../lib/tracking-url';

/** Every placeholder with its meaning; open by default, the reader's choice is remembered. */
export function PlaceholdersHint() {
  const t = useT();
  return (
    <HintPanel title={t('shell.tracking.placeholders')} storageKey="tracking-placeholders">
      <dl className="pp:m-0 pp:grid pp:grid-cols-1 pp:gap-x-4 pp:gap-y-1 pp:md:grid-cols-[auto_1fr]">
        {MACROS.map((macro) => (
          <div key={macro} className="pp:contents">
            <dt>
              <code className="pp:font-mono pp:text-foreground">{`{${macro}}`}</code>
            </dt>
            <dd className="pp:m-0 pp:mb-1 pp:md:mb-0">
              {t(macroHelpId(macro), { n: macro.slice(3) })}
            </dd>
          </div>
        ))}
      </dl>
    </HintPanel>
  );
}
