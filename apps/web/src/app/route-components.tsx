import type { ComponentType } from 'react';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { NotAvailablePage } from './not-available-page';
import type { RouteMeta } from './route-types';

/** Props every screen receives: its own route declaration. */
export interface ScreenProps {
  meta: RouteMeta;
}

/**
 * Screen key (route-table.ts `screen`) -> component. A feature plugs in by adding its page here;
 * screens not listed render the "not available yet" page. Large features may use React.lazy.
 */
const screens: Partial<Record<string, ComponentType<ScreenProps>>> = {
  'sign-in': SignInPage,
};

export function screenComponent(screen: string): ComponentType<ScreenProps> {
  return screens[screen] ?? NotAvailablePage;
}
