import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dialogStack } from '../../lib/dialog-stack';
import { renderWithProviders } from '../../../test/render';
import { advanceTimers } from '../../../test/timers';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../modal';
import { SlidePanel } from '../slide-panel';

function ModalHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Заголовок"
      onClose={() => {
        onClose?.();
        setOpen(false);
      }}
    >
      Текст
    </Modal>
  );
}

/** The closing dialog stays in the document until its animation of `ms` ends: there 10 ms before, gone 10 ms after. */
function expectRemovedAfter(ms: number) {
  advanceTimers(ms - 10);
  expect(screen.queryByRole('dialog', { hidden: true })).toBeInTheDocument();
  advanceTimers(20);
  expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
}

describe('Modal', () => {
  it('stays mounted for the 250 ms close animation', () => {
    vi.useFakeTimers();
    renderWithProviders(<ModalHarness />);
    expect(screen.getByRole('dialog', { name: 'Заголовок' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveClass('is-closing');
    expectRemovedAfter(250);
  });

  it('registers as an open dialog so the back button closes it', () => {
    const onClose = vi.fn();
    renderWithProviders(<ModalHarness onClose={onClose} />);
    expect(dialogStack.size()).toBe(1);
    act(() => {
      dialogStack.closeTop();
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('has the default labels and calls accept, cancel and close', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ConfirmDialog open title="Удалить товар?" onAccept={onAccept} onCancel={onCancel} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Продолжить покупки' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes custom labels', () => {
    renderWithProviders(<ConfirmDialog open acceptLabel="OK" cancelLabel="Отмена" onAccept={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });
});

describe('SlidePanel', () => {
  it('defaults to 50% width and closes with a 500 ms animation', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(
      <SlidePanel open label="Панель" onClose={vi.fn()}>
        Содержимое
      </SlidePanel>,
    );
    const panel = screen.getByRole('dialog', { name: 'Панель' });
    expect(panel.parentElement?.style.getPropertyValue('--panel-width')).toBe('50%');
    rerender(
      <SlidePanel open={false} label="Панель" onClose={vi.fn()}>
        Содержимое
      </SlidePanel>,
    );
    expectRemovedAfter(500);
  });
});

function NestedHarness() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Открыть
      </button>
      <button type="button">За окном</button>
      <SlidePanel open={outer} onClose={() => setOuter(false)} label="Панель">
        <button type="button" onClick={() => setInner(true)}>
          Вложенное
        </button>
        <a href="#x">Ссылка</a>
        <Modal open={inner} onClose={() => setInner(false)} title="Внутри">
          <input aria-label="Поле" />
        </Modal>
      </SlidePanel>
    </>
  );
}

describe('dialog focus (DialogLayer)', () => {
  it('keeps Tab inside, closes only the top dialog on Escape and gives focus back', async () => {
    const { user } = renderWithProviders(<NestedHarness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Панель' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Вложенное' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ссылка' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Вложенное' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Ссылка' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Вложенное' }));
    expect(await screen.findByRole('dialog', { name: 'Внутри' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Внутри' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('dialog', { name: 'Внутри' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Панель' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вложенное' })).toHaveFocus();

    // Focus that lands behind the dialog comes back in; Escape still works from there.
    act(() => screen.getByRole('button', { name: 'За окном', hidden: true }).focus());
    expect(screen.getByRole('dialog', { name: 'Панель' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await act(() => new Promise((r) => setTimeout(r, 550)));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(dialogStack.size()).toBe(0);
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Modal open onClose={onClose} title="Окно">
        Текст
      </Modal>,
    );
    await user.click(screen.getByText('Текст'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
