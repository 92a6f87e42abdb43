// A wrong host config never gives a blank page: defaults are used, the problems go to the console
// for the integrator, and a short translated notice tells what happened.
import { getWidgetContainer, t } from '@publisher-platform/shared';

export function reportConfigProblems(problems: readonly string[]): void {
  if (!problems.length) return;
  console.error(
    `[publisher-platform] Invalid host config (#publisher-platform-config); defaults are used:\n${problems
      .map((p) => ` - ${p}`)
      .join('\n')}`,
  );
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.setAttribute('data-slot', 'config-notice');
  notice.className =
    'pp:m-0 pp:border-b pp:border-border pp:bg-accent pp:px-4 pp:py-2 pp:text-sm pp:text-accent-foreground';
  notice.textContent = t('shared.config.invalid');
  getWidgetContainer('config-notice').replaceChildren(notice);
}
