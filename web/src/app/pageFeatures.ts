import type { BackendFeature } from '../../../model/features.ts';
import { findRoute } from './routes.ts';

/** The feature a page of the route table needs (none for the specifications' pages). */
export function featureOfPage(url: string | null | undefined): BackendFeature | undefined {
  return url ? findRoute(url)?.feature : undefined;
}
