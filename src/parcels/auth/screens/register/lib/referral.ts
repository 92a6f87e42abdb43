/** The referrer token comes from `referrerToken` or `ref`, the UTM source from `utm_source`. */
export function referralParams(search: string = window.location.search): {
  registrationReferrerToken: string | null;
  utmSource: string | null;
} {
  const params = new URLSearchParams(search);
  const first = (...names: string[]) =>
    names.map((name) => params.get(name)?.trim()).find((value) => value) ?? null;
  return {
    registrationReferrerToken: first('referrerToken', 'ref'),
    utmSource: first('utm_source'),
  };
}
