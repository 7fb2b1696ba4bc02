import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Finds the screen state (shared/commerce ScreenState) titled `title` and checks its way out: the link's label and target. */
export async function expectScreenState(title: string, link: { name: string; href: string }) {
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
}
