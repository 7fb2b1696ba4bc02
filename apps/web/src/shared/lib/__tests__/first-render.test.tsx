import { FIRST_SCREEN_CARDS } from '@storefront/contract/constants';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginFirstRender, endFirstRender, useFirstScreenSlice } from '../first-render';

function List({ total }: { total: number }) {
  const shown = useFirstScreenSlice(total);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** The number of items in the DOM at each commit of the list. */
async function commits(total: number): Promise<number[]> {
  cleanup();
  const counts: number[] = [];
  // An async act lets the background render that follows the first commit finish before it resolves.
  await act(() => {
    render(
      <Profiler id="list" onRender={() => counts.push(document.querySelectorAll('li').length)}>
        <List total={total} />
      </Profiler>,
    );
    return Promise.resolve();
  });
  return counts;
}

describe('useFirstScreenSlice', () => {
  afterEach(endFirstRender);

  it("commits a first screen's worth of a long list first, then the rest, in the render over the server's first screen", async () => {
    beginFirstRender();
    const counts = await commits(15);
    expect(counts[0]).toBe(FIRST_SCREEN_CARDS);
    expect(counts.at(-1)).toBe(15);
  });

  it('renders the whole list at once after the first render, and a short list always', async () => {
    expect(await commits(15)).toEqual([15]);
    beginFirstRender();
    expect(await commits(FIRST_SCREEN_CARDS)).toEqual([FIRST_SCREEN_CARDS]);
  });
});
