import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { advanceTimers } from '../../../test/timers';
import { ErrorFallback } from '../error-fallback';
import { Loader } from '../loader';
import { Pagination } from '../pagination';
import { Toast } from '../toast';

describe('ErrorFallback', () => {
  it('shows the failure sentence, the message and the retry button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ErrorFallback message="Сервер недоступен" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Что-то пошло не так, но мы уже знаем о проблеме:');
    expect(alert).toHaveTextContent('Сервер недоступен');
    await user.click(screen.getByRole('button', { name: 'Попробуйте ещё раз или перезагрузите страницу...' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('Loader', () => {
  it.each(['normal', 'small', 'small-blue'] as const)('renders the %s variant', (variant) => {
    renderWithProviders(<Loader variant={variant} />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toHaveClass(`loader--${variant}`);
  });
});

describe('Toast', () => {
  it('vibrates by type and closes itself after its time-out', () => {
    vi.useFakeTimers();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const onClose = vi.fn();
    renderWithProviders(<Toast type="warning" message="Осторожно" timeout={3000} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Осторожно');
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200, 100, 200]);
    advanceTimers(2999);
    expect(onClose).not.toHaveBeenCalled();
    advanceTimers(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays when persistent (-1)', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(<Toast type="success" message="Готово" timeout={-1} onClose={onClose} />);
    advanceTimers(60_000);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Pagination', () => {
  it('disables previous on the first page and next on the last', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(<Pagination page={1} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Страница 10' }));
    expect(onChange).toHaveBeenCalledWith(10);
    rerender(<Pagination page={10} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });
});
