import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the tab while the page is shown and restores the title after', () => {
    document.title = 'Brandwala Media';
    const { rerender, unmount } = render(<Page title="Careers" />);
    expect(document.title).toBe('Careers | Brandwala Media');
    rerender(<Page title="Help" />);
    expect(document.title).toBe('Help | Brandwala Media');
    unmount();
    expect(document.title).toBe('Brandwala Media');
  });
});
