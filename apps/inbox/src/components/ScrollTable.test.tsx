import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollTable } from './ScrollTable';

const rows = (
  <tbody>
    <tr>
      <th scope="row">ENQ-7K2P</th>
      <td>New</td>
    </tr>
  </tbody>
);

describe('ScrollTable', () => {
  it('puts the table in a named region with its caption, which a keyboard can reach to scroll it', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollTable
          label="Items received"
          caption="1 item, newest first"
          columns={['Reference', { label: 'Status', className: 'number' }]}
        >
          {rows}
        </ScrollTable>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Items received' });
    const table = within(region).getByRole('table', { name: '1 item, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => [cell.textContent, cell.getAttribute('scope'), cell.className]),
    ).toEqual([
      ['Reference', 'col', ''],
      ['Status', 'col', 'number'],
    ]);
    expect(within(table).getByRole('cell', { name: 'New' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'ENQ-7K2P' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('takes its name from a heading, and has no caption unless given one', () => {
    render(
      <section>
        <h2 id="lines-title">Services asked about</h2>
        <ScrollTable labelledBy="lines-title" columns={['Service', 'Status']}>
          {rows}
        </ScrollTable>
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Services asked about' });
    expect(region).not.toHaveAttribute('aria-label');
    expect(region.querySelector('caption')).toBeNull();
  });
});
