import type { ReactNode } from 'react';
import type { Params } from 'react-router';

/** What a route may put in `handle`: its breadcrumb. */
export interface RouteHandle {
  crumb?: (params: Params) => ReactNode;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'crumb' in value && typeof value.crumb === 'function';
}
