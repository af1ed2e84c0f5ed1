import { render, screen } from '@testing-library/react';
import { StatusPill } from './status-pill';

test('shows its status as text, with the tone as a style only', () => {
  render(
    <ul>
      <li>
        Test VM-123 <StatusPill tone="success">Results ready</StatusPill>
      </li>
      <li>
        Test VM-456 <StatusPill>In transit</StatusPill>
      </li>
    </ul>,
  );
  const [ready, transit] = screen.getAllByRole('listitem');
  expect(ready).toHaveTextContent('Test VM-123 Results ready');
  expect(screen.getByText('Results ready')).toHaveClass('pill', 'success');
  expect(transit).toHaveTextContent('In transit');
  expect(screen.getByText('In transit')).toHaveClass('neutral');
  // A label, not a status message: it must not interrupt a screen reader when a list renders.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
