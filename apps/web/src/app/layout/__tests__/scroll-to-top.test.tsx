import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from '../use-scroll-to-top';

function Shell() {
  useScrollToTop();
  return <Outlet />;
}

describe('useScrollToTop', () => {
  it('opens a new screen at its top, but keeps the position on back and on a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { path: 'catalog', element: <p>catalog</p> },
            { path: 'cart', element: <p>cart</p> },
          ],
        },
      ],
      {
        initialEntries: ['/catalog'],
      },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/cart'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/cart?step=2'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/catalog');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
