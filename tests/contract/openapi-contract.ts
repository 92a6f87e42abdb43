/**
 * The contract as the conformance kit reads it (conformance/lib/openapi.mjs): the contract
 * tests check every answer with the kit's own checker, so the suite and the kit cannot drift.
 */
import { loadContract as loadKitContract } from '../../conformance/lib/openapi.mjs';

export type Contract = ReturnType<typeof loadKitContract>;
export type Operation = Contract['operations'][number];

export const loadContract = (file: string): Contract => loadKitContract(file);
