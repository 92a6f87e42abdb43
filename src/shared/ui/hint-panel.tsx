import type { ReactNode } from 'react';
import { lazyUiPart } from './lazy-ui';

export interface HintPanelProps {
  title: ReactNode;
  children?: ReactNode;
  /** The hint panel is open by default and toggles. */
  defaultOpen?: boolean;
  /** Remembers the reader's open/closed choice in local storage under this key. */
  storageKey?: string;
  className?: string;
}

/** A titled hint (tracking-link placeholders, set-up steps) that the reader can fold away. */
export const HintPanel = lazyUiPart<HintPanelProps>((ui) => ui.HintPanelImpl);
