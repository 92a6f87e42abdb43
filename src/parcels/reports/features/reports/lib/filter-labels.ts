// The label message of each filter, as its field in the filters drawer names it.
const LABELS: Record<string, string> = {
  date: 'reports.filter.date',
  offerCampaignRelativeId: 'reports.filter.offer',
  smartlinkCampaign: 'reports.filter.smartlink',
  offerGoalTitle: 'reports.filter.goal',
  offerLinkRelativeId: 'reports.filter.landing',
  country: 'reports.filter.country',
  device: 'reports.filter.device',
  os: 'reports.filter.os',
  browser: 'reports.filter.browser',
  subSourceLike: 'reports.filter.subSource',
  trackLike: 'reports.filter.track',
  referral: 'reports.filter.referral',
  status: 'reports.conversion.status',
};

/** The filter's label: a message id, or null for sub1–sub6, which are named as they are. */
export const filterLabelId = (key: string): string | null => LABELS[key] ?? null;
