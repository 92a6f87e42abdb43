import { useState } from 'react';
import type { RemoteOption } from '@publisher-platform/shared';
import { splitList } from './search';

/**
 * A list filter's chips: the URL holds only the values, so a chip is labelled by its value
 * unless it was picked from the list in this drawer, then by the option's label.
 */
export function usePickedChips() {
  const [picked, setPicked] = useState<Record<string, readonly RemoteOption[]>>({});
  const chipsOf = (name: string, value: string | undefined): RemoteOption[] =>
    splitList(value).map(
      (item) =>
        picked[name]?.find((option) => option.value === item) ?? { value: item, label: item },
    );
  const remember = (name: string, options: readonly RemoteOption[]) =>
    setPicked((was) => ({ ...was, [name]: options }));
  return { chipsOf, remember };
}
