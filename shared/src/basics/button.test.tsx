import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, ButtonLink } from './button';

test('a plain button is clickable and does not submit forms by default', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('loading disables the button and announces that it is busy', async () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: /Save/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();

  rerender(<Button onClick={onClick}>Save</Button>);
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('variants map to their classes and refs reach the element', () => {
  const ref = createRef<HTMLButtonElement>();
  render(
    <Button ref={ref} variant="secondary" type="submit">
      Continue
    </Button>,
  );
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Continue' }));
  expect(ref.current).toHaveClass('button', 'secondary');
  expect(ref.current).toHaveAttribute('type', 'submit');
});

test('ButtonLink is a link with the button look', () => {
  render(<ButtonLink href="/shop/">Shop now</ButtonLink>);
  const link = screen.getByRole('link', { name: 'Shop now' });
  expect(link).toHaveAttribute('href', '/shop/');
  expect(link).toHaveClass('button', 'primary');
});
