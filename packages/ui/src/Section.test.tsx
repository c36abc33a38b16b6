import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its h2, in the page width', () => {
    const { container } = render(
      <Section id="why" title="Why us" className="extra">
        <p>Because.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Why us' });
    expect(region).toHaveClass('sf-container', 'sf-section', 'extra');
    expect(region.firstElementChild).toBe(screen.getByRole('heading', { level: 2, name: 'Why us' }));
    expect(container.innerHTML).toContain('<p>Because.</p>');
  });

  it('puts the width inside a tinted band when asked', () => {
    render(<Section id="band" title="On a band" band />);
    const region = screen.getByRole('region', { name: 'On a band' });
    expect(region).toHaveAttribute('class', 'sf-band');
    expect(region.firstElementChild).toHaveAttribute('class', 'sf-container sf-section');
  });
});
