import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'summary', label: 'Summary', content: <p>Your microbiome is balanced.</p> },
  { id: 'bacteria', label: 'Bacteria', content: <p>Lactobacillus crispatus 92%</p> },
  { id: 'plan', label: 'Plan', content: <button>Start my plan</button> },
];

test('a labelled tablist whose selected tab names the visible panel', () => {
  render(<Tabs label="Result details" tabs={TABS} />);
  expect(screen.getByRole('tablist', { name: 'Result details' })).toBeInTheDocument();
  const summary = screen.getByRole('tab', { name: 'Summary' });
  expect(summary).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Bacteria' })).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel', { name: 'Summary' });
  expect(panel).toHaveTextContent('Your microbiome is balanced.');
  expect(summary).toHaveAttribute('aria-controls', panel.id);
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // hidden panels are not exposed
});

test('arrow keys move and select with wrap-around, Home and End jump, Tab goes to the panel', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Result details" tabs={TABS} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Bacteria' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Bacteria' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Lactobacillus crispatus 92%');

  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Plan' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus(); // wrapped
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Plan' })).toHaveFocus(); // and back
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');

  // Roving tabindex: one tab stop for the list, then the panel.
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveFocus();
});

test('controlled: the caller owns the selection; a click asks for a change', async () => {
  const onChange = jest.fn();
  function Controlled() {
    const [value, setValue] = useState('plan');
    return (
      <Tabs
        label="Result details"
        tabs={TABS}
        value={value}
        onChange={(id) => {
          onChange(id);
          setValue(id);
        }}
      />
    );
  }
  render(<Controlled />);
  expect(screen.getByRole('tabpanel', { name: 'Plan' })).toContainElement(screen.getByRole('button', { name: 'Start my plan' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Bacteria' }));
  expect(onChange).toHaveBeenCalledWith('bacteria');
  expect(screen.getByRole('tabpanel', { name: 'Bacteria' })).toBeInTheDocument();
});
