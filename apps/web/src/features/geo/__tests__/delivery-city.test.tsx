import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DeliveryCity } from '../delivery-city';
import { getGeo, resetGeo } from '../geo-store';

afterEach(() => resetGeo());

/** A paragraph by its whole text (the city and currency sit in <bdi> inside it). */
const paragraph = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('delivery city', () => {
  it('starts at Москва with the rouble and changes the city through the dialog', async () => {
    const { user } = renderWithProviders(<DeliveryCity />);
    expect(paragraph('Доставка в: Москва')).toBeInTheDocument();
    expect(paragraph('Валюта: Рубль, ₽')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить город доставки, сейчас Москва' }));
    const dialog = screen.getByRole('dialog', { name: 'Город доставки' });
    expect(within(dialog).getByRole('button', { name: 'Москва' })).toHaveAttribute('aria-current', 'true');
    await user.type(within(dialog).getByLabelText('Найти город'), 'каз');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Казань' }));
    expect(paragraph('Доставка в: Казань')).toBeInTheDocument();
    expect(getGeo()).toEqual({ city: 'Казань', currency: 'Рубль, ₽' });
  });

  it('offers a city typed in full that is not in the list', async () => {
    const { user } = renderWithProviders(<DeliveryCity />);
    await user.click(screen.getByRole('button', { name: /Изменить город доставки/ }));
    await user.type(screen.getByLabelText('Найти город'), 'Суздаль');
    await user.click(screen.getByRole('button', { name: 'Выбрать «Суздаль»' }));
    expect(paragraph('Доставка в: Суздаль')).toBeInTheDocument();
  });
});
