import { useState } from 'react';
import { MEDIA, useMediaQuery } from '../lib/use-media-query';

const STORAGE_KEY = 'publisher-platform:sidebar';
type Choice = 'collapsed' | 'expanded' | null;

function readChoice(): Choice {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'collapsed' || value === 'expanded' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The sidebar collapses at the large breakpoint (1024–1234 px: an icon rail) and is
 * full width (227 px) from the desktop breakpoint, 1235 px; the publisher's own choice, once made, is kept.
 */
export function useSidebarState() {
  const extraLarge = useMediaQuery(MEDIA.xl);
  const [choice, setChoice] = useState<Choice>(readChoice);
  const collapsed = choice ? choice === 'collapsed' : !extraLarge;
  const toggle = () => {
    const next = collapsed ? 'expanded' : 'collapsed';
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Only the choice's persistence is lost.
    }
  };
  return { collapsed, toggle };
}
