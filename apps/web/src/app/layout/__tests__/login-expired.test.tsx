import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Layout } from '../layout';

/** The page as the browser opened it (launch parameters) and as the router sees it. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<Layout />, { route: path });
}

describe('back from a spent bot login link (/?login=expired)', () => {
  it('says the link is stale in a toast and drops the parameter, keeping the rest of the address', async () => {
    mockShell();
    const { router } = openAt('/?login=expired&s=1');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ссылка для входа устарела или уже использована. Запросите новую в боте: отправьте ему /login.');
    await waitFor(() => expect(router.state.location.search).toBe('?s=1'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows nothing on a normal visit', async () => {
    mockShell();
    const { router } = openAt('/?login=other');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?login=other');
  });
});
