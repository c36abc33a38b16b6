import { useEffect } from 'react';
import { pageTitle } from './head';

/**
 * Names the browser tab after the page ("Careers | Brandwala Media") while the page is shown,
 * and gives the previous title back when it goes. (A rendered <title> would not do: the host's
 * index.html already has one, and the first <title> in the document wins.)
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
