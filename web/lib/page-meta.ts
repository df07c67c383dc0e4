import { useEffect } from 'react';

/** Sets the document title and meta description of a page (every page has its own). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes('Plantel') ? title : `${title} · Plantel`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
