// @vitest-environment node
// The contract's lists (postback macros, statuses, report groupings) reach the client as
// generated constants and the server as what it reads from openapi.yaml when it starts: both
// must hold the same values, and the client's modules use those constants rather than copies.
import { describe, expect, it } from 'vitest';
import * as server from '../../../host-demo/lib/contract-enums.mjs';
import * as generated from '../../../src/shared/api/contract-enums';
import {
  CAMPAIGN_STATUS,
  CERT_STATUS,
  POSTBACK_PARAMETERS,
  REPORT_GROUPINGS,
  REPORT_NESTED_GROUPINGS,
} from '../../../src/shared/api/contract-enums';
import { MACROS } from '../../../src/parcels/shell/features/tracking/lib/tracking-url';
import {
  GROUPINGS,
  NESTED_GROUPINGS,
} from '../../../src/parcels/reports/features/reports/lib/search';
import {
  GROUPINGS as SERVER_GROUPINGS,
  NESTED_GROUPINGS as SERVER_NESTED,
} from '../../../host-demo/features/reports/dimensions.mjs';
import { MACROS as SERVER_MACROS } from '../../../host-demo/features/postbacks/resource.mjs';
import { CAMPAIGN } from '../../../host-demo/features/offers/resource.mjs';
import { CERT_STATUS as SERVER_CERT_STATUS } from '../../../host-demo/features/proxy-domains/resource.mjs';

describe('the contract enums', () => {
  it('are the same lists for the client and the server', () => {
    const serverValues = Object.fromEntries(
      Object.entries(server.CONTRACT_ENUMS).map(([name, { value }]) => [name, value]),
    );
    expect(serverValues).toEqual({ ...generated });
    expect(Object.keys(serverValues)).toEqual(
      expect.arrayContaining(['POSTBACK_PARAMETERS', 'REPORT_GROUPINGS', 'CAMPAIGN_STATUS']),
    );
  });

  it('are what both sides check postbacks, groupings and statuses against', () => {
    expect(MACROS).toBe(POSTBACK_PARAMETERS);
    expect(SERVER_MACROS).toEqual([...POSTBACK_PARAMETERS]);
    expect(GROUPINGS).toBe(REPORT_GROUPINGS);
    expect(SERVER_GROUPINGS).toEqual([...REPORT_GROUPINGS]);
    expect(NESTED_GROUPINGS).toBe(REPORT_NESTED_GROUPINGS);
    expect(SERVER_NESTED).toEqual([...REPORT_NESTED_GROUPINGS]);
    expect(CAMPAIGN).toEqual(CAMPAIGN_STATUS);
    expect(SERVER_CERT_STATUS).toEqual(CERT_STATUS);
  });

  it('name the statuses as the contract does', () => {
    expect(CAMPAIGN_STATUS).toMatchObject({ live: 1, available: 10, archived: -1 });
    expect(POSTBACK_PARAMETERS).toContain('ext_click_id');
    expect(REPORT_GROUPINGS.slice(0, 2)).toEqual(['date', 'hour']);
  });
});
