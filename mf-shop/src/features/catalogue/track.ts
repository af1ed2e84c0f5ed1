// Product analytics (SPEC §2.8 names screens by their tracked events). Flora sends no analytics to
// any outside service: an event is a window CustomEvent ('flora:track') that a future analytics
// bridge may forward. It carries only the event name and product facts (type, slug), never health data.
import { cartAddEventType, type ItemType } from '@flora/shared/domain';

const TRACK_EVENT = 'flora:track';

export interface TrackDetail {
  event: string;
  properties: Record<string, string | number | boolean>;
}

export function track(event: string, properties: TrackDetail['properties']): void {
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { event, properties } }));
}

/** 'Added to cart' with the cart add event type: 'routine-essential' for the probiotic (SPEC §4). */
export const trackCartAdd = (product: { slug: string; item_type: ItemType }, subscription: boolean): void =>
  track('Added to cart', { type: cartAddEventType({ itemType: product.item_type, slug: product.slug }), slug: product.slug, subscription });
