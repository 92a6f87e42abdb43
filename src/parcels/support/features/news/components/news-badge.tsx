import { useT } from '@publisher-platform/shared';

/** Marks an announcement the publisher has not opened yet. */
export function NewBadge() {
  const t = useT();
  return (
    <span
      data-slot="unseen-marker"
      className="pp:inline-flex pp:shrink-0 pp:items-center pp:rounded-full pp:bg-primary pp:px-2 pp:py-0.5 pp:text-xs pp:font-semibold pp:text-primary-foreground"
    >
      {t('support.news.new')}
    </span>
  );
}
