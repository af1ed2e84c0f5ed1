import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SidePanel } from './side-panel';

function Cart({ empty = false }: { empty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Cart (1)</button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title="Your cart"
        footer={<button onClick={() => setOpen(false)}>Check out</button>}
      >
        {empty ? <p>Your cart is empty.</p> : <button>Remove Probiotic</button>}
      </SidePanel>
    </>
  );
}

async function openPanel(empty = false) {
  const user = userEvent.setup();
  render(<Cart empty={empty} />);
  const opener = screen.getByRole('button', { name: 'Cart (1)' });
  await user.click(opener);
  return { user, opener, panel: screen.getByRole('dialog', { name: 'Your cart' }) };
}

test('opens as a modal dialog named by its title, with focus on its first control', async () => {
  const { panel } = await openPanel();
  expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Your cart' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Probiotic' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
});

test('with nothing to focus in its body, the panel itself takes focus; Tab then reaches the buttons', async () => {
  const { user, panel } = await openPanel(true);
  expect(panel).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('Tab stays inside the panel', async () => {
  const { user } = await openPanel();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Check out' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Check out' })).toHaveFocus();
});

test('Escape closes it and focus returns to the opener', async () => {
  const { user, opener } = await openPanel();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('the close button and the backdrop close it', async () => {
  const { user, opener } = await openPanel();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(document.querySelector('.backdrop')!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("initialFocus 'close': focus starts on the close button, whatever the content holds", async () => {
  const user = userEvent.setup();
  function Loading() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Cart (1)</button>
        <SidePanel open={open} onClose={() => setOpen(false)} title="Your cart" initialFocus="close">
          <button>+</button>
        </SidePanel>
      </>
    );
  }
  render(<Loading />);
  await user.click(screen.getByRole('button', { name: 'Cart (1)' }));
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
