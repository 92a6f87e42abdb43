import { useT } from '@publisher-platform/shared';

/**
 * Form errors are kept as message ids (translated when shown, so a language switch re-renders
 * them); server texts have no id and show as they are.
 */
export function useErrorText(): (error: string | undefined) => string | undefined {
  const t = useT();
  return (error) => (error ? (error.startsWith('shell.') ? t(error) : error) : undefined);
}
