import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from '../lazy-image';

describe('LazyImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the viewport before it asks for the picture', () => {
    // An observer that never reports: the picture stays far below the fold.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/images/a.svg" alt="Чайник" width={300} height={300} />);
    expect(screen.getByRole('img', { name: 'Чайник' })).not.toHaveAttribute('src');
  });

  it('asks for a first-screen picture at once, with high priority', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/images/a.svg" alt="Чайник" width={300} height={300} priority />);
    const img = screen.getByRole('img', { name: 'Чайник' });
    expect(img).toHaveAttribute('src', '/images/a.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
