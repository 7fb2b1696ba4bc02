import { DEFAULT_SELLER_COURIER, type SellerCourierSettings } from '@storefront/contract/delivery';
import { simplePdf } from './pdf';
import { DeliveryProviderError, type DeliveryProvider } from './provider';

/**
 * The second provider: the seller's own courier, configured per showcase (flat price, the cities it serves, days).
 * It has no pickup points and no outside service: "creating" the shipment registers it under the order's number,
 * its statuses are the seller's moves (shipped → delivered), and its label is a PDF the courier takes along.
 */
const normal = (s: string) =>
  s
    .trim()
    .replace(/^(г\.?|город)\s+/i, '')
    .toLowerCase();

export function sellerCourier(settings: SellerCourierSettings | null, orderLabel?: (uuid: string) => Promise<string[]>): DeliveryProvider {
  const s = settings ?? DEFAULT_SELLER_COURIER;
  const serves = (city: string) => s.enabled && s.cities.some((c) => normal(c) === normal(city));
  return {
    id: 'seller',
    quote: (to) =>
      Promise.resolve(
        serves(to.city) ? [{ method: 'seller_courier' as const, tariffCode: null, price: s.price, daysMin: s.daysMin, daysMax: s.daysMax }] : [],
      ),
    pickupPoints: () => Promise.resolve([]),
    create: (shipment) =>
      serves(shipment.destination.city)
        ? Promise.resolve({ uuid: `seller-${shipment.orderNumber}` })
        : Promise.reject(new DeliveryProviderError('the seller courier does not serve this city', 'not_served')),
    // The seller's moves are the statuses; the store keeps them in the shipment's history itself.
    track: () => Promise.resolve(null),
    async cancel() {},
    async label(uuid) {
      const lines = orderLabel ? await orderLabel(uuid) : [];
      return simplePdf(['Курьер продавца', `Отправление ${uuid.replace(/^seller-/, '')}`, ...lines]);
    },
  };
}
