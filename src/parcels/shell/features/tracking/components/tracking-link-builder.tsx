import { useId, useState } from 'react';
import { Button, CopyField, Select, TextField, useT } from '@publisher-platform/shared';
import { useLinkDomains } from '../../domains/api/domains';
import {
  EMPTY_TRACKING_VALUES,
  TRACKING_PARAMS,
  TRACKING_VALUE_MAX,
  buildTrackingUrl,
  trackingValueError,
  type TrackingParam,
} from '../lib/tracking-url';
import { PlaceholdersHint } from './placeholders-hint';
import { TrackingQrPanel, TrackingQrToggle } from './tracking-qr';

const NETWORK = 'network';

export interface TrackingLinkBuilderProps {
  /** The campaign's base tracking link on the network's own domain. */
  baseUrl: string;
  landingPages?: readonly { id: number; landingPage: string }[];
  /** Names the downloaded QR files: `${name}-tracking-link-qr.svg` (e.g. "offer-42"). */
  name: string;
  /** Offers "Create shortlink" for the link as built. */
  onCreateShortlink?: (url: string) => void;
}

/** Landing page, domain and the publisher's parameters → the tracking link, updated as one types. */
export function TrackingLinkBuilder({
  baseUrl,
  landingPages = [],
  name,
  onCreateShortlink,
}: TrackingLinkBuilderProps) {
  const t = useT();
  const domains = useLinkDomains();
  const [landing, setLanding] = useState<string>(String(landingPages[0]?.id ?? ''));
  const [domain, setDomain] = useState<string>(NETWORK);
  const [values, setValues] = useState(EMPTY_TRACKING_VALUES);
  const [qrOpen, setQrOpen] = useState(false);
  const qrPanelId = useId();
  const url = buildTrackingUrl({
    baseUrl,
    domain: domain === NETWORK ? null : domain,
    landingId: landing ? Number(landing) : null,
    values,
  });
  const change = (name: TrackingParam, value: string) => setValues({ ...values, [name]: value });
  const domainOptions = [
    { value: NETWORK, label: t('shell.tracking.networkDomain', { host: new URL(baseUrl).host }) },
    // The network's own entry is the base link's host, given above.
    ...(domains.data ?? [])
      .filter((d) => !d.network)
      .map((d) => ({ value: d.name, label: d.name })),
  ];
  return (
    <section className="pp:flex pp:flex-col pp:gap-4" data-slot="tracking-link-builder">
      <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">{t('shell.tracking.title')}</p>
      <div className="pp:grid pp:grid-cols-1 pp:gap-4 pp:md:grid-cols-2">
        {landingPages.length > 0 && (
          <Select
            label={t('shell.tracking.landing')}
            options={landingPages.map((l) => ({ value: String(l.id), label: l.landingPage }))}
            value={landing}
            onValueChange={setLanding}
          />
        )}
        <Select
          label={t('shell.tracking.domain')}
          options={domainOptions}
          value={domain}
          onValueChange={setDomain}
        />
      </div>
      <div className="pp:grid pp:grid-cols-1 pp:gap-4 pp:sm:grid-cols-2 pp:lg:grid-cols-3">
        {TRACKING_PARAMS.map((name) => {
          const error = trackingValueError(values[name]);
          return (
            <TextField
              key={name}
              label={name}
              value={values[name]}
              maxLength={TRACKING_VALUE_MAX}
              autoComplete="off"
              spellCheck={false}
              error={error ? t(error) : undefined}
              onChange={(event) => change(name, event.target.value)}
            />
          );
        })}
      </div>
      <CopyField value={url} label={t('shell.tracking.link')} />
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        <TrackingQrToggle open={qrOpen} onOpenChange={setQrOpen} panelId={qrPanelId} />
        {onCreateShortlink && (
          <Button variant="outline" onClick={() => onCreateShortlink(url)}>
            {t('shell.tracking.createShortlink')}
          </Button>
        )}
      </div>
      {qrOpen && <TrackingQrPanel id={qrPanelId} url={url} fileName={`${name}-tracking-link-qr`} />}
      <PlaceholdersHint />
    </section>
  );
}
