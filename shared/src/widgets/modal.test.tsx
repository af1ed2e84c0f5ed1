import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open research consent</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Research consent"
        footer={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <p>Help improve women's health research.</p>
        <button>Read more</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open research consent' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Research consent' }) };
}

test('is a labelled modal dialog in a portal, and focus moves in on open', async () => {
  const { dialog } = await openModal();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.parentElement?.parentElement).toBe(document.body);
  expect(screen.getByRole('button', { name: 'Read more' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  const { user } = await openModal();
  const close = screen.getByRole('button', { name: 'Close' });
  const done = screen.getByRole('button', { name: 'Done' });

  await user.tab();
  expect(done).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus(); // wrapped from the last to the first
  await user.tab({ shift: true });
  expect(done).toHaveFocus(); // and back
});

test('Esc closes and focus returns to the opener', async () => {
  const { user, opener } = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('the close button and a backdrop click close it', async () => {
  const { user, opener } = await openModal();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(document.querySelector('.backdrop')!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a click inside the dialog does not close it', async () => {
  const { user } = await openModal();
  await user.click(screen.getByText("Help improve women's health research."));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('without anything focusable, the dialog itself takes focus', async () => {
  const user = userEvent.setup();
  render(
    <Modal open onClose={() => {}} title="Nothing here">
      Just text.
    </Modal>,
  );
  // The close button is focusable, but initial focus goes to content first, else the dialog.
  expect(screen.getByRole('dialog')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});
