import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Kicker } from './Kicker';
import { PageHero } from './PageHero';

describe('PageHero', () => {
  it("is the page's header: kicker, the one h1 and the lead, with no picture unless given", () => {
    const { container } = render(
      <PageHero id="help-title" kicker="Help & support" title="How can we help you?">
        <p>Tell us about your campaign.</p>
      </PageHero>,
    );
    const header = container.querySelector('header')!;
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: 'How can we help you?' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'help-title');
    expect(screen.getByText('Help & support')).toHaveClass('kicker');
    expect(screen.getByText('Tell us about your campaign.')).toBeInTheDocument();
    // A header is not a landmark inside the page's main: no name of its own.
    expect(header).not.toHaveAttribute('aria-labelledby');
    expect(container.querySelector('img')).toBeNull();
  });

  it('as a section is a region named by its title, with a decorative picture beside the text', () => {
    const { container } = render(
      <PageHero
        as="section"
        id="careers-title"
        title="Do the best work of your career with us"
        image={{ src: '/hero.svg', width: 360, height: 280 }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Do the best work of your career with us' })).toBe(
      container.querySelector('section'),
    );
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '360');
    expect(picture).toHaveAttribute('height', '280');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('leaves out the kicker and the lead when there are none', () => {
    const { container } = render(<PageHero id="t" title="Refund Policy" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('.lead')).toBeNull();
  });
});

describe('Kicker', () => {
  it('is a paragraph with its own class and the one it is given', () => {
    render(<Kicker className="department">Creative</Kicker>);
    const kicker = screen.getByText('Creative');
    expect(kicker.tagName).toBe('P');
    expect(kicker).toHaveClass('kicker', 'department');
  });
});
