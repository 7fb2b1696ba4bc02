import type { DeliveryMethod, DeliveryProviderId } from '@storefront/contract/delivery';
import { ExternalServiceError } from '../../lib/provider-error';

/**
 * One interface for every delivery provider (issue 17): quote → pickup points → create → track → cancel, and the
 * label as PDF. Implemented by the CDEK API v2 client (cdek-client.ts, the DEMO sandbox answers it in-process) and by
 * the seller's own courier (seller-courier.ts). Prices are kopecks; periods are working days from shipping.
 */

/** Where to: a city of the address dataset (ids as the suggestion service gives them) and the street address. */
export interface Destination {
  city: string;
  /** The provider's city code when known (DaData's findById/delivery gives cdek_id). */
  cdekCode: number | null;
  fiasId: string | null;
  postalCode: string | null;
  address: string;
  lat: number | null;
  lon: number | null;
}

export interface Parcel {
  weightGrams: number;
  /** Declared value, kopecks. */
  value: number;
}

export interface Quote {
  method: DeliveryMethod;
  tariffCode: number | null;
  price: number;
  daysMin: number;
  daysMax: number;
}

export interface ProviderPoint {
  code: string;
  name: string;
  address: string;
  metro: string | null;
  workTime: string;
  type: 'PVZ' | 'POSTAMAT';
  lat: number;
  lon: number;
}

export interface CreateShipment {
  /** The store's order number: the provider's `number`, so a retry finds the shipment instead of making a second. */
  orderNumber: string;
  tariffCode: number | null;
  pointCode: string | null;
  destination: Destination;
  recipient: { name: string; phone: string; email?: string };
  parcel: Parcel;
  items: Array<{ name: string; article: string; price: number; quantity: number }>;
}

export interface TrackingStatus {
  code: string;
  name: string;
  at: string;
  city: string | null;
}

export interface Tracking {
  uuid: string;
  trackNumber: string | null;
  statuses: TrackingStatus[];
}

export interface DeliveryProvider {
  readonly id: DeliveryProviderId;
  /** What the provider offers to this destination; [] when it does not deliver there. */
  quote(to: Destination, parcel: Parcel): Promise<Quote[]>;
  pickupPoints(to: Destination): Promise<ProviderPoint[]>;
  /** Creates the shipment (or finds the one made before for the same order number); its uuid at the provider. */
  create(shipment: CreateShipment): Promise<{ uuid: string }>;
  /** null when the provider does not know the uuid. */
  track(uuid: string): Promise<Tracking | null>;
  cancel(uuid: string): Promise<void>;
  label(uuid: string): Promise<Buffer>;
}

/** The provider could not be reached or refused; `code` is the provider's error code when it gave one. */
export class DeliveryProviderError extends ExternalServiceError {}
