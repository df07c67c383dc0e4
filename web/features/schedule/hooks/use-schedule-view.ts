import { useCallback, useState } from 'react';

/** Phones: at most 640 px wide (Tailwind's `sm` starts above it). */
const PHONE_QUERY = '(max-width: 640px)';
/** The compact mode is this browser's choice, kept across visits. */
export const COMPACT_KEY = 'plantel.schedule.compact';

export type ScheduleView = 'month' | 'week';

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;

function storedCompact(): boolean | null {
  try {
    const value = window.localStorage.getItem(COMPACT_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null; // storage blocked (private modes, policies): the default of the screen
  }
}

/**
 * How the Team Overview grid is shown: the spec's month grid (200 px names, 80 px days) on wider screens, a
 * week in compact mode (initials, narrow days) on phones. The compact choice is remembered per browser; the
 * view follows the screen the page opens on.
 */
export function useScheduleView() {
  const [phone] = useState(isPhone);
  const [view, setView] = useState<ScheduleView>(phone ? 'week' : 'month');
  const [compact, setCompactState] = useState(() => storedCompact() ?? phone);
  const setCompact = useCallback((value: boolean) => {
    setCompactState(value);
    try {
      window.localStorage.setItem(COMPACT_KEY, String(value));
    } catch {
      // not remembered; the choice holds for this page
    }
  }, []);
  return { view, setView, compact, setCompact };
}
