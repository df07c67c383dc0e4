export const HASH_OFFSET_PX = 80;

/**
 * Scrolls smoothly to the element named by `hash`, 80 px below the top so a sticky header does not hide
 * it. The target may render a moment later (lazy pages), so it is looked for a few times.
 */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const el = id ? document.getElementById(id) : null;
    if (el) {
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - HASH_OFFSET_PX,
        behavior: 'smooth',
      });
    } else if (tries++ < 20) {
      timer = setTimeout(attempt, 50);
    }
  };
  attempt();
  return () => clearTimeout(timer);
}
