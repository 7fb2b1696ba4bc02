import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setActiveIntl, sourceMessages } from '../../shared/lib/i18n';
import { paths } from '../../shared/lib/paths';
import { makeStore } from '../../shared/lib/store';
import { mockShell } from '../../test/fixtures';
import { App } from '../app';

describe('the operator console route', () => {
  it('mounts the agents feature’s request queue as the console’s «Заявки агентов» section', async () => {
    mockShell({
      startup: { isLogged: true },
      menu: { clientInfo: { Id: 1, Name: 'Ольга Операторова', Avatar: null, RefCode: 'OLGAOPER', Role: 'operator' } },
      extra: [{ path: '/api/tg', query: { method: 'getAgentRequests', status: 'new' }, body: { requests: [] } }],
    });
    window.history.replaceState(null, '', `${paths.operator}?tab=agents`);
    setActiveIntl('ru-RU', sourceMessages);
    render(<App store={makeStore()} locale="ru-RU" messages={sourceMessages} />);
    expect(await screen.findByRole('link', { name: 'Заявки агентов' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Заявок нет.')).toBeInTheDocument();
  });
});
