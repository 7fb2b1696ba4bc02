import { screen, within } from '@testing-library/react';

/** The items of the list named `name`, once it is on the screen. */
export async function findListItems(name: string): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name })).getAllByRole('listitem');
}
