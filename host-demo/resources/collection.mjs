// @ts-check
/**
 * A Hydra collection: { "hydra:member": [...], "hydra:totalItems": n }.
 * @template T
 * @param {T[]} members
 * @param {number} [totalItems]  defaults to the number of members
 */
export function collection(members, totalItems = members.length) {
  return { 'hydra:member': members, 'hydra:totalItems': totalItems };
}
