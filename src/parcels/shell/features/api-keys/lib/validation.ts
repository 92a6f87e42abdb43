// The key form's rules, as the server checks them: a name, and at least one scope.
import { message, notBlank, rule, type FormRules } from '@publisher-platform/shared';
import type { ApiKeyScope } from '../api/api-keys';

/** Every scope a key may have, in the order the form lists them (all read-only). */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = [
  'reports:read',
  'conversions:read',
  'offers:read',
];

/** The message id naming a scope ("Read reports"). */
export const scopeLabel = (scope: ApiKeyScope): string =>
  `shell.security.apiKeys.scope.${scope.split(':')[0] ?? scope}`;

export interface ApiKeyValues extends Record<string, unknown> {
  name: string;
  scopes: ApiKeyScope[];
}

export const apiKeyRules: FormRules<ApiKeyValues> = {
  name: rule(notBlank('shell.security.apiKeys.errors.name')),
  scopes: (scopes) =>
    Array.isArray(scopes) && scopes.length > 0
      ? undefined
      : message('shell.security.apiKeys.errors.scopes'),
};
