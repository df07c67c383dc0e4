import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `ms`: a loading state that shows only when loading takes a while. A
 * screen whose data comes at once (a cold load hands it over with the page, web/app/boot.ts) then paints its
 * content in place, instead of skeletons of another height that the content pushes around (a layout shift).
 */
export function useAfterDelay(active: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && late;
}
