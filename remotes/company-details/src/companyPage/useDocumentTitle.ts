import { useEffect } from 'react';

/** The tab says which company this is (the served HTML says so too, for link previews); restored on leaving. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
