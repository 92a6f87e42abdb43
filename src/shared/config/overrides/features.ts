// `features`: `{ "smartlinks": false }` switches a section off for the whole network; a section
// left out (or true) follows the publisher's profile as before.
import { isObject, type Feature, type HostConfig } from '../host-config';

export const FEATURES = ['smartlinks', 'promoCodes', 'competitions'] as const satisfies Feature[];

export function readFeatures(raw: unknown, problems: string[]): HostConfig['features'] {
  if (!isObject(raw)) {
    problems.push('"features" must be an object such as {"smartlinks": false}');
    return {};
  }
  const features: Partial<Record<Feature, boolean>> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(FEATURES as readonly string[]).includes(name))
      problems.push(`"features.${name}" is not a feature (${FEATURES.join(', ')})`);
    else if (typeof value !== 'boolean') problems.push(`"features.${name}" must be true or false`);
    else features[name as Feature] = value;
  }
  return features;
}
